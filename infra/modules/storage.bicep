// The one storage account of the app: Functions host state (AzureWebJobsStorage, identity-based),
// the Flex Consumption deployment package, the application's blobs and the e-mail queues.
//
// Shared-key access is disabled. Everything that touches the account uses Microsoft Entra ID:
// - the Functions host: AzureWebJobsStorage__accountName + the Function App's system-assigned identity;
// - the Flex Consumption deployment container: functionAppConfig.deployment.storage.authentication
//   = SystemAssignedIdentity (functions.bicep);
// - the application code: DefaultAzureCredential;
// - operators: their own Entra account with the data roles granted below (operatorPrincipalId).
// The local-only `outbox` container is not created here (the e-mail sender uses it only without ACS).

@description('Primary location for the resources.')
param location string

@description('Tags applied to every resource.')
param tags object = {}

@description('Storage account name (3-24 lower-case letters and digits, globally unique).')
@minLength(3)
@maxLength(24)
param name string

@description('Storage redundancy.')
@allowed([
  'Standard_LRS'
  'Standard_ZRS'
  'Standard_GRS'
  'Standard_RAGRS'
])
param skuName string = 'Standard_LRS'

@description('Name of the Event Grid system topic on the account (source of Event Grid blob triggers).')
param eventGridSystemTopicName string

@description('Object id of a user or group that operates the app (reads blobs, the poison queue). Empty: none.')
param operatorPrincipalId string = ''

@description('Blob container that holds the Flex Consumption deployment package.')
param deploymentContainerName string = 'deployments'

@description('''
Blob containers of application data, as named in functions/src/services/storage-names.ts
(BLOB_CONTAINERS; scripts/infra/template.test.mjs keeps the lists equal): the master-agreement PDF templates,
signed agreements, drawn Lelo signatures, agreement (re)build requests (blob trigger), export files.
''')
param dataContainerNames string[] = [
  'agreement-templates'
  'master-agreements'
  'lelo-signatures'
  'agreement-requests'
  'exports'
]

@description('''
Queues, as named in functions/src/services/storage-names.ts (QUEUES). The Functions host creates the
poison queues itself too; declaring them keeps them readable (Failed Jobs screen) from day one.
''')
param queueNames string[] = [
  'email-jobs'
  'email-jobs-poison'
  'export-jobs'
  'export-jobs-poison'
  'webjobs-blobtrigger-poison'
]

var blobContainerNames = concat([deploymentContainerName], dataContainerNames)

var roleIds = {
  storageBlobDataContributor: 'ba92f5b4-2d11-453d-a403-e96b0029c9fe'
  storageQueueDataContributor: '974c5e8b-45b9-4653-ba55-5f855dd0fb88'
}

resource storage 'Microsoft.Storage/storageAccounts@2024-01-01' = {
  name: name
  location: location
  tags: tags
  kind: 'StorageV2'
  sku: {
    name: skuName
  }
  properties: {
    accessTier: 'Hot'
    allowBlobPublicAccess: false
    allowSharedKeyAccess: false
    defaultToOAuthAuthentication: true
    minimumTlsVersion: 'TLS1_2'
    supportsHttpsTrafficOnly: true
    publicNetworkAccess: 'Enabled'
    networkAcls: {
      defaultAction: 'Allow'
      bypass: 'AzureServices'
    }
  }
}

resource blobService 'Microsoft.Storage/storageAccounts/blobServices@2024-01-01' = {
  parent: storage
  name: 'default'
  properties: {
    // Signed agreements and exports can be recovered for a week after an accidental delete.
    deleteRetentionPolicy: {
      enabled: true
      days: 7
    }
    containerDeleteRetentionPolicy: {
      enabled: true
      days: 7
    }
  }
}

resource containers 'Microsoft.Storage/storageAccounts/blobServices/containers@2024-01-01' = [
  for containerName in blobContainerNames: {
    parent: blobService
    name: containerName
    properties: {
      publicAccess: 'None'
    }
  }
]

// An export's file is kept for a day (its job says so to its owner), then deleted. Lifecycle rules run
// once a day, so a file can outlive its job by up to a day; the app stops serving it at the job's end.
resource exportFilesExpiry 'Microsoft.Storage/storageAccounts/managementPolicies@2024-01-01' = {
  parent: storage
  name: 'default'
  properties: {
    policy: {
      rules: [
        {
          name: 'delete-export-files-after-a-day'
          enabled: true
          type: 'Lifecycle'
          definition: {
            filters: {
              blobTypes: [
                'blockBlob'
              ]
              prefixMatch: [
                'exports/'
              ]
            }
            actions: {
              baseBlob: {
                delete: {
                  daysAfterCreationGreaterThan: 1
                }
              }
            }
          }
        }
      ]
    }
  }
}

resource queueService 'Microsoft.Storage/storageAccounts/queueServices@2024-01-01' = {
  parent: storage
  name: 'default'
}

resource queues 'Microsoft.Storage/storageAccounts/queueServices/queues@2024-01-01' = [
  for queueName in queueNames: {
    parent: queueService
    name: queueName
  }
]

// Blob triggers on Flex Consumption must use the Event Grid source (the code registers them with
// `source: 'EventGrid'`). The system topic is the account's event source; the azd postdeploy hook
// (scripts/azd/postdeploy.mjs) subscribes each blob-triggered function to it once the code is
// deployed, because the subscription's webhook needs the host's `blobs_extension` system key.
resource eventGridSystemTopic 'Microsoft.EventGrid/systemTopics@2025-02-15' = {
  name: eventGridSystemTopicName
  location: location
  tags: tags
  properties: {
    source: storage.id
    topicType: 'Microsoft.Storage.StorageAccounts'
  }
}

resource operatorBlobAccess 'Microsoft.Authorization/roleAssignments@2022-04-01' = if (!empty(operatorPrincipalId)) {
  name: guid(storage.id, operatorPrincipalId, roleIds.storageBlobDataContributor)
  scope: storage
  properties: {
    roleDefinitionId: subscriptionResourceId(
      'Microsoft.Authorization/roleDefinitions',
      roleIds.storageBlobDataContributor
    )
    principalId: operatorPrincipalId
  }
}

resource operatorQueueAccess 'Microsoft.Authorization/roleAssignments@2022-04-01' = if (!empty(operatorPrincipalId)) {
  name: guid(storage.id, operatorPrincipalId, roleIds.storageQueueDataContributor)
  scope: storage
  properties: {
    roleDefinitionId: subscriptionResourceId(
      'Microsoft.Authorization/roleDefinitions',
      roleIds.storageQueueDataContributor
    )
    principalId: operatorPrincipalId
  }
}

output name string = storage.name
output id string = storage.id
output blobEndpoint string = storage.properties.primaryEndpoints.blob
output queueEndpoint string = storage.properties.primaryEndpoints.queue
output deploymentContainerName string = deploymentContainerName
output eventGridSystemTopicName string = eventGridSystemTopic.name
