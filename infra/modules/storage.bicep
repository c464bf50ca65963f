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
//
// The signed agreements and signatures are student records: every blob keeps its earlier versions
// (an overwrite or delete can be undone), deleted blobs and containers are kept 30 days, the account
// is geo-redundant by default (main.bicep `storageSkuName`), and a delete lock keeps `azd down` from
// removing it.

import { deleteLock, diagnosticsTo } from '../shared.bicep'

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
param skuName string = 'Standard_GRS'

@description('Name of the Event Grid system topic on the account (source of Event Grid blob triggers).')
param eventGridSystemTopicName string

@description('Object id of a user or group that operates the app (reads blobs, the poison queue). Empty: none.')
param operatorPrincipalId string = ''

@description('Blob container that holds the Flex Consumption deployment package.')
param deploymentContainerName string = 'deployments'

@description('Blob container where Event Grid puts the blob events it could not deliver (the blob triggers\' subscriptions).')
param deadLetterContainerName string = 'eventgrid-dead-letters'

@description('Days a deleted blob or container, or an earlier blob version, can be restored.')
@minValue(7)
@maxValue(365)
param recoveryDays int = 30

@description('A delete lock on the account (production); false for a throw-away environment that `azd down` must remove.')
param protectData bool = true

@description('Log Analytics workspace that receives the blob and queue logs.')
param logAnalyticsWorkspaceId string

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
  'duplicate-checks'
  'duplicate-checks-poison'
  'export-jobs-poison'
  'webjobs-blobtrigger-poison'
]

var blobContainerNames = concat([deploymentContainerName, deadLetterContainerName], dataContainerNames)

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
    // A blob overwritten or deleted by mistake is restored from its previous version; a deleted blob
    // or container is undeleted (docs/operations.md "Restoring data").
    isVersioningEnabled: true
    deleteRetentionPolicy: {
      enabled: true
      days: recoveryDays
    }
    containerDeleteRetentionPolicy: {
      enabled: true
      days: recoveryDays
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

// An export's file is kept for a day (its job says so to its owner), then deleted with its versions.
// Lifecycle rules run once a day, so a file can outlive its job by up to a day; the app stops serving it
// at the job's end. Elsewhere an earlier version is kept for the recovery window, then deleted.
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
              version: {
                delete: {
                  daysAfterCreationGreaterThan: 1
                }
              }
            }
          }
        }
        {
          name: 'delete-earlier-versions-after-the-recovery-window'
          enabled: true
          type: 'Lifecycle'
          definition: {
            filters: {
              blobTypes: [
                'blockBlob'
              ]
            }
            actions: {
              version: {
                delete: {
                  daysAfterCreationGreaterThan: recoveryDays
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
// Its identity writes undeliverable events to the dead-letter container: the account takes no shared
// key, so the subscriptions dead-letter with this identity (scripts/azd/postdeploy.mjs).
resource eventGridSystemTopic 'Microsoft.EventGrid/systemTopics@2025-02-15' = {
  name: eventGridSystemTopicName
  location: location
  tags: tags
  identity: {
    type: 'SystemAssigned'
  }
  properties: {
    source: storage.id
    topicType: 'Microsoft.Storage.StorageAccounts'
  }
}

resource deadLetterWriter 'Microsoft.Authorization/roleAssignments@2022-04-01' = {
  name: guid(storage.id, eventGridSystemTopic.id, roleIds.storageBlobDataContributor)
  scope: storage
  properties: {
    roleDefinitionId: subscriptionResourceId(
      'Microsoft.Authorization/roleDefinitions',
      roleIds.storageBlobDataContributor
    )
    principalId: eventGridSystemTopic.identity.principalId
    principalType: 'ServicePrincipal'
  }
}

resource lock 'Microsoft.Authorization/locks@2020-05-01' = if (protectData) {
  name: 'keep-student-records'
  scope: storage
  properties: deleteLock('the signed agreements and signatures')
}

resource blobDiagnostics 'Microsoft.Insights/diagnosticSettings@2021-05-01-preview' = {
  name: 'to-log-analytics'
  scope: blobService
  properties: diagnosticsTo(logAnalyticsWorkspaceId, 'Transaction')
}

resource queueDiagnostics 'Microsoft.Insights/diagnosticSettings@2021-05-01-preview' = {
  name: 'to-log-analytics'
  scope: queueService
  properties: diagnosticsTo(logAnalyticsWorkspaceId, 'Transaction')
}

// Why a delivery failed (AegDeliveryFailureLogs), beside the delivery metrics the alerts watch.
resource eventGridDiagnostics 'Microsoft.Insights/diagnosticSettings@2021-05-01-preview' = {
  name: 'to-log-analytics'
  scope: eventGridSystemTopic
  properties: diagnosticsTo(logAnalyticsWorkspaceId, '')
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
output eventGridSystemTopicId string = eventGridSystemTopic.id
output deadLetterContainerName string = deadLetterContainerName
