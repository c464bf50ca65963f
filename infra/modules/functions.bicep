// The API: an Azure Functions app (Node.js 22 by default, programming model v4) on the Flex Consumption plan
// (FC1), with its system-assigned managed identity and every grant that identity needs.
//
// Identity everywhere, no keys:
// - host storage: AzureWebJobsStorage__accountName (identity-based connection; the queue trigger and
//   the blob triggers use the `AzureWebJobsStorage` connection, functions/src/app/registry.ts);
// - deployment package: the `deployments` blob container, read with the system-assigned identity;
// - Cosmos DB: COSMOS_ENDPOINT without COSMOS_KEY, so the code signs requests with
//   DefaultAzureCredential (functions/src/data/cosmos-client.ts);
// - e-mail: ACS_ENDPOINT without ACS_CONNECTION_STRING (functions/src/services/email/email-sender.ts);
// - Application Insights: APPLICATIONINSIGHTS_AUTHENTICATION_STRING=Authorization=AAD;
// - the secrets it still needs (a Graph client secret, a SIS connection string, the catalog key): Key
//   Vault references in its app settings, resolved with its identity (key-vault.bicep).
//
// Blob triggers: Flex Consumption supports only the Event Grid source for blob triggers. The code
// registers them with `source: 'EventGrid'` (registry.ts `registerBlob`); the Event Grid system topic
// on the storage account is created in storage.bicep. The subscription itself cannot be declared here:
// its webhook carries the host's `blobs_extension` key, which exists only once the code is deployed.
// The azd postdeploy hook (scripts/azd/postdeploy.mjs) creates it and opens the webhook path in the
// App Service authentication that the static web app link sets up (docs/architecture.md).
//
// Flex Consumption rejects the FUNCTIONS_WORKER_RUNTIME, FUNCTIONS_EXTENSION_VERSION and
// WEBSITE_RUN_FROM_PACKAGE app settings: the runtime is `functionAppConfig.runtime` below.

import { diagnosticsTo } from '../shared.bicep'

@description('Primary location for the resources.')
param location string

@description('Tags applied to every resource.')
param tags object = {}

@description('Flex Consumption plan name.')
param planName string

@description('Function App name (globally unique host name).')
param name string

@description('Storage account of the host, the deployment package and the app data (storage.bicep).')
param storageAccountName string

@description('Blob container holding the Flex Consumption deployment package.')
param deploymentContainerName string

@description('Application Insights component (monitoring.bicep).')
param applicationInsightsName string

@description('Cosmos DB account (cosmos.bicep).')
param cosmosAccountName string

@description('Cosmos DB endpoint (COSMOS_ENDPOINT).')
param cosmosEndpoint string

@description('Cosmos DB database (COSMOS_DATABASE).')
param cosmosDatabaseName string

@description('Cosmos DB Built-in Data Contributor role definition id.')
param cosmosDataContributorRoleDefinitionId string = '00000000-0000-0000-0000-000000000002'

@description('Communication Services resource (communication.bicep).')
param communicationServiceName string

@description('Communication Services endpoint (ACS_ENDPOINT).')
param communicationServiceEndpoint string

@description('Sender address of the e-mails (EMAIL_SENDER).')
param emailSender string

@description('Where families open the app; used for links in e-mails (PUBLIC_APP_URL).')
param publicAppUrl string

@description('Each brand\'s public address, a JSON object of brand key → https://host (BRAND_PUBLIC_URLS); \'{}\': none.')
param brandPublicUrls string = '{}'

@description('Years an interest entry is kept (RETENTION_INTEREST_YEARS), read by the retention purge.')
@minValue(1)
param retentionInterestYears int = 3

@description('Years a terminated registration is kept (RETENTION_TERMINATED_REGISTRATION_YEARS), read by the retention purge.')
@minValue(1)
param retentionTerminatedRegistrationYears int = 5

@description('IANA time zone in which ages, birth dates, the Lelo enrollment window and signature dates are read (ENROLLMENT_TIME_ZONE).')
param enrollmentTimeZone string = 'America/Los_Angeles'

@description('Comma-separated e-mail addresses of the first Super Admins (BOOTSTRAP_SUPER_ADMINS).')
param bootstrapSuperAdmins string = ''

@description('Entra ID tenant of staff sign-in (AAD_TENANT_ID): the roles function gives no roles to another tenant.')
param aadTenantId string = ''

@description('\'true\': the people search uses Microsoft Graph with this app\'s managed identity (GRAPH_MANAGED_IDENTITY).')
@allowed([
  'true'
  'false'
])
param graphManagedIdentity string = 'false'

@description('People search: tenant of the Graph app registration (GRAPH_TENANT_ID); empty with GRAPH_MANAGED_IDENTITY or the `people` container.')
param graphTenantId string = ''

@description('People search: client id of the Graph app registration with User.Read.All (GRAPH_CLIENT_ID).')
param graphClientId string = ''

@description('Key Vault holding the secrets (key-vault.bicep); this app is granted Key Vault Secrets User on it.')
param keyVaultName string

@description('''
Key Vault references of the secrets, from key-vault.bicep (`references`): graphClientSecret
(GRAPH_CLIENT_SECRET), sisSqlConnectionString (SIS_SQL_CONNECTION_STRING), catalogServiceKey
(CATALOG_SERVICE_KEY); an empty one leaves its setting empty.
''')
param keyVaultReferences object

@description('Student-information system: the SQL Server host (SIS_SQL_SERVER), read with this app\'s managed identity; docs/operations.md "Pointing the app at a real SIS".')
param sisSqlServer string = ''

@description('Student-information system: the database (SIS_SQL_DATABASE).')
param sisSqlDatabase string = ''

@description('Student-information system: the view the student match reads (SIS_SQL_VIEW).')
param sisSqlView string = '[dbo].[vw_student_match]'

@description('Student-information system: client id of a user-assigned identity to sign in with (SIS_SQL_CLIENT_ID); empty: the app\'s own identity.')
param sisSqlClientId string = ''

@description('Course catalog: the configuration service\'s base address (CATALOG_SERVICE_URL); empty keeps the catalog in this app\'s own `catalog` container. docs/operations.md "Pointing the app at a real course catalog".')
param catalogServiceUrl string = ''

@description('Node.js version of the Functions runtime (the one in .nvmrc).')
@allowed([
  '22'
])
param nodeVersion string = '22'

@description('Largest number of instances the app scales out to (Flex Consumption: 40-1000).')
@minValue(40)
@maxValue(1000)
param maximumInstanceCount int = 100

@description('Memory of each instance in MB.')
@allowed([
  512
  2048
  4096
])
param instanceMemoryMB int = 2048

@description('Always-ready instances for the HTTP functions (0: scale to zero, cold starts possible; each costs a baseline fee).')
@minValue(0)
param alwaysReadyHttpInstances int = 0

@description('Log Analytics workspace that receives the function logs.')
param logAnalyticsWorkspaceId string

// Built-in role definition ids (Microsoft's "Azure built-in roles" list); scripts/infra/template.test.mjs
// checks every id in infra/ against the names it means.
var roleIds = {
  storageBlobDataOwner: 'b7e6dc6d-f1e8-4753-8033-0f276bb0955b'
  storageQueueDataContributor: '974c5e8b-45b9-4653-ba55-5f855dd0fb88'
  storageTableDataContributor: '0a9a7e1f-b9d0-4cc4-a60d-0319b160aaa3'
  monitoringMetricsPublisher: '3913510d-42f4-4e42-8a64-420c390055eb'
  communicationAndEmailServiceOwner: '09976791-48a7-449e-bb21-39d1a415f350'
  keyVaultSecretsUser: '4633458b-17de-408a-b874-0445c86b69e6'
}

// `http` is the group of all HTTP functions.
var alwaysReady = alwaysReadyHttpInstances > 0 ? [{ name: 'http', instanceCount: alwaysReadyHttpInstances }] : []

resource storage 'Microsoft.Storage/storageAccounts@2024-01-01' existing = {
  name: storageAccountName
}

resource applicationInsights 'Microsoft.Insights/components@2020-02-02' existing = {
  name: applicationInsightsName
}

resource cosmos 'Microsoft.DocumentDB/databaseAccounts@2024-11-15' existing = {
  name: cosmosAccountName
}

resource communicationService 'Microsoft.Communication/communicationServices@2025-05-01' existing = {
  name: communicationServiceName
}

resource keyVault 'Microsoft.KeyVault/vaults@2024-11-01' existing = {
  name: keyVaultName
}

resource plan 'Microsoft.Web/serverfarms@2024-11-01' = {
  name: planName
  location: location
  tags: tags
  kind: 'functionapp'
  sku: {
    name: 'FC1'
    tier: 'FlexConsumption'
  }
  properties: {
    reserved: true // Linux
  }
}

resource functionApp 'Microsoft.Web/sites@2024-11-01' = {
  name: name
  location: location
  tags: union(tags, { 'azd-service-name': 'api' })
  kind: 'functionapp,linux'
  identity: {
    type: 'SystemAssigned'
  }
  properties: {
    serverFarmId: plan.id
    httpsOnly: true
    siteConfig: {
      minTlsVersion: '1.2'
    }
    functionAppConfig: {
      deployment: {
        storage: {
          type: 'blobContainer'
          value: '${storage.properties.primaryEndpoints.blob}${deploymentContainerName}'
          authentication: {
            type: 'SystemAssignedIdentity'
          }
        }
      }
      runtime: {
        name: 'node'
        version: nodeVersion
      }
      scaleAndConcurrency: {
        maximumInstanceCount: maximumInstanceCount
        instanceMemoryMB: instanceMemoryMB
        alwaysReady: alwaysReady
      }
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Grants for the Function App's identity. Role assignment names use the app's resource id (known
// at compile time); the principal id is only known once the app exists.
// ---------------------------------------------------------------------------------------------

// Host storage (keys, leases, blob-trigger receipts), the deployment package and the app's blobs:
// signed agreements, signatures and the export jobs' files (the `exports` container, read back for
// their owner's download).
resource blobDataOwner 'Microsoft.Authorization/roleAssignments@2022-04-01' = {
  name: guid(storage.id, functionApp.id, roleIds.storageBlobDataOwner)
  scope: storage
  properties: {
    roleDefinitionId: subscriptionResourceId('Microsoft.Authorization/roleDefinitions', roleIds.storageBlobDataOwner)
    principalId: functionApp.identity.principalId
    principalType: 'ServicePrincipal'
  }
}

// The e-mail and export-job queues: enqueue from HTTP functions, the queue triggers, their
// poison queues.
resource queueDataContributor 'Microsoft.Authorization/roleAssignments@2022-04-01' = {
  name: guid(storage.id, functionApp.id, roleIds.storageQueueDataContributor)
  scope: storage
  properties: {
    roleDefinitionId: subscriptionResourceId(
      'Microsoft.Authorization/roleDefinitions',
      roleIds.storageQueueDataContributor
    )
    principalId: functionApp.identity.principalId
    principalType: 'ServicePrincipal'
  }
}

// Host state kept in tables (e.g. timer and scale bookkeeping of some extensions).
resource tableDataContributor 'Microsoft.Authorization/roleAssignments@2022-04-01' = {
  name: guid(storage.id, functionApp.id, roleIds.storageTableDataContributor)
  scope: storage
  properties: {
    roleDefinitionId: subscriptionResourceId(
      'Microsoft.Authorization/roleDefinitions',
      roleIds.storageTableDataContributor
    )
    principalId: functionApp.identity.principalId
    principalType: 'ServicePrincipal'
  }
}

// Telemetry with Entra authentication (the component has local auth disabled).
resource metricsPublisher 'Microsoft.Authorization/roleAssignments@2022-04-01' = {
  name: guid(applicationInsights.id, functionApp.id, roleIds.monitoringMetricsPublisher)
  scope: applicationInsights
  properties: {
    roleDefinitionId: subscriptionResourceId(
      'Microsoft.Authorization/roleDefinitions',
      roleIds.monitoringMetricsPublisher
    )
    principalId: functionApp.identity.principalId
    principalType: 'ServicePrincipal'
  }
}

// Sending e-mail through Communication Services with Entra ID.
resource emailSenderRole 'Microsoft.Authorization/roleAssignments@2022-04-01' = {
  name: guid(communicationService.id, functionApp.id, roleIds.communicationAndEmailServiceOwner)
  scope: communicationService
  properties: {
    roleDefinitionId: subscriptionResourceId(
      'Microsoft.Authorization/roleDefinitions',
      roleIds.communicationAndEmailServiceOwner
    )
    principalId: functionApp.identity.principalId
    principalType: 'ServicePrincipal'
  }
}

// Cosmos DB data plane: a Cosmos DB SQL role assignment (Cosmos DB Built-in Data Contributor).
resource cosmosDataContributor 'Microsoft.DocumentDB/databaseAccounts/sqlRoleAssignments@2024-11-15' = {
  parent: cosmos
  name: guid(cosmos.id, functionApp.id, cosmosDataContributorRoleDefinitionId)
  properties: {
    roleDefinitionId: '${cosmos.id}/sqlRoleDefinitions/${cosmosDataContributorRoleDefinitionId}'
    principalId: functionApp.identity.principalId
    scope: cosmos.id
  }
}

// Reading the secrets of its Key Vault references.
resource keyVaultSecretsUser 'Microsoft.Authorization/roleAssignments@2022-04-01' = {
  name: guid(keyVault.id, functionApp.id, roleIds.keyVaultSecretsUser)
  scope: keyVault
  properties: {
    roleDefinitionId: subscriptionResourceId('Microsoft.Authorization/roleDefinitions', roleIds.keyVaultSecretsUser)
    principalId: functionApp.identity.principalId
    principalType: 'ServicePrincipal'
  }
}

resource diagnostics 'Microsoft.Insights/diagnosticSettings@2021-05-01-preview' = {
  name: 'to-log-analytics'
  scope: functionApp
  properties: diagnosticsTo(logAnalyticsWorkspaceId, 'AllMetrics')
}

// App settings are applied after the grants, so the host's first start finds its storage access.
// `azd provision` replaces the whole list: a setting added by hand in the portal is gone after the next
// provision, so every setting an operator may need is a parameter here. Every setting the code reads is
// either below or in the table of settings deliberately left unset in Azure, with its reason
// (scripts/infra/template.test.mjs checks both ways): e.g. COSMOS_KEY,
// COSMOS_ALLOW_SELF_SIGNED and ACS_CONNECTION_STRING stay unset (identity instead of keys). Never add AZURE_CLIENT_ID / AZURE_CLIENT_SECRET / AZURE_TENANT_ID
// here: DefaultAzureCredential would read them and stop using the managed identity.
resource appSettings 'Microsoft.Web/sites/config@2024-11-01' = {
  parent: functionApp
  name: 'appsettings'
  properties: {
    AzureWebJobsStorage__accountName: storage.name
    APPLICATIONINSIGHTS_CONNECTION_STRING: applicationInsights.properties.ConnectionString
    APPLICATIONINSIGHTS_AUTHENTICATION_STRING: 'Authorization=AAD'
    COSMOS_ENDPOINT: cosmosEndpoint
    COSMOS_DATABASE: cosmosDatabaseName
    ACS_ENDPOINT: communicationServiceEndpoint
    EMAIL_SENDER: emailSender
    PUBLIC_APP_URL: publicAppUrl
    BRAND_PUBLIC_URLS: brandPublicUrls
    ENROLLMENT_TIME_ZONE: enrollmentTimeZone
    BOOTSTRAP_SUPER_ADMINS: bootstrapSuperAdmins
    AAD_TENANT_ID: aadTenantId
    GRAPH_MANAGED_IDENTITY: graphManagedIdentity
    GRAPH_TENANT_ID: graphTenantId
    GRAPH_CLIENT_ID: graphClientId
    GRAPH_CLIENT_SECRET: keyVaultReferences.graphClientSecret
    // Azure always reads the district's SQL Server SIS (the local adapter exists only on the local
    // stack); until the server is set, the student match answers 503 'registration.sis.unavailable'.
    SIS_ADAPTER: 'sql'
    SIS_SQL_SERVER: sisSqlServer
    SIS_SQL_DATABASE: sisSqlDatabase
    SIS_SQL_VIEW: sisSqlView
    SIS_SQL_CLIENT_ID: sisSqlClientId
    SIS_SQL_CONNECTION_STRING: keyVaultReferences.sisSqlConnectionString
    // The course catalog (services/catalog/): the configuration service once its address is given, else
    // the `catalog` container (imported data). The key stays in Key Vault, never in the code.
    CATALOG_ADAPTER: empty(catalogServiceUrl) ? 'local' : 'http'
    CATALOG_SERVICE_URL: catalogServiceUrl
    CATALOG_SERVICE_KEY: keyVaultReferences.catalogServiceKey
    // How long records are kept before the retention purge deletes them.
    RETENTION_INTEREST_YEARS: string(retentionInterestYears)
    RETENTION_TERMINATED_REGISTRATION_YEARS: string(retentionTerminatedRegistrationYears)
    // The x-ms-client-principal header is believed only on calls that App Service authentication
    // accepted from the linked static web app (it sets x-ms-client-principal-idp azureStaticWebApps);
    // see docs/architecture.md "Staff sign-in". Without this setting the API trusts no principal.
    PRINCIPAL_TRUST: 'swa-linked'
    // The Node worker's heap bound (docs/performance.md "Export memory"): without one V8 sizes the heap
    // from the machine and lets an export's garbage pile up. The local host runs one export at 256 MB;
    // an Azure instance serves up to 16 requests at once (Flex Consumption's HTTP concurrency at 2048
    // MB), so its bound is half the instance memory: garbage is collected long before the instance
    // limit, and concurrent exports, PDFs and zips still fit.
    languageWorkers__node__arguments: '--max-old-space-size=${instanceMemoryMB / 2}'
  }
  dependsOn: [
    blobDataOwner
    queueDataContributor
    tableDataContributor
    metricsPublisher
    emailSenderRole
    cosmosDataContributor
    keyVaultSecretsUser
  ]
}

output name string = functionApp.name
output id string = functionApp.id
output location string = functionApp.location
output uri string = 'https://${functionApp.properties.defaultHostName}'
output principalId string = functionApp.identity.principalId
