// Enrollment platform on Azure, provisioned by the Azure Developer CLI (`azd up`, see
// docs/operations.md). One resource group holds everything:
//
//   Static Web Apps (web)  --/api/*-->  Function App, Flex Consumption (api)
//                                         |-- Cosmos DB for NoSQL, serverless (database `enrollment`)
//                                         |-- Storage: host state, deployment package, blobs, e-mail queues
//                                         |-- Communication Services e-mail (Azure-managed domain)
//                                         `-- Application Insights / Log Analytics
//   Azure Maps (the finder's map; its key is baked into the front end at build time)
//
// No keys or connection strings: the Function App reaches every service with its system-assigned
// managed identity. This file was written without a Bicep compiler at hand; the first
// `azd provision` is its first compile.

targetScope = 'resourceGroup'

@minLength(1)
@maxLength(64)
@description('Name of the azd environment (AZURE_ENV_NAME): feeds the resource-name token and the azd-env-name tag.')
param environmentName string

@minLength(1)
@description('Primary location of the resources: a region that offers Flex Consumption and Cosmos DB serverless.')
// The Flex Consumption regions of Microsoft's functions-quickstart-typescript-azd sample (infra/main.bicep)
// without its early-access region; Cosmos DB serverless is offered in each of them. Static Web Apps and
// Azure Maps have their own lists (staticWebAppLocation, mapsLocation).
@allowed([
  'australiaeast'
  'australiasoutheast'
  'brazilsouth'
  'canadacentral'
  'centralindia'
  'centralus'
  'eastasia'
  'eastus'
  'eastus2'
  'francecentral'
  'germanywestcentral'
  'italynorth'
  'japaneast'
  'koreacentral'
  'northcentralus'
  'northeurope'
  'norwayeast'
  'southafricanorth'
  'southcentralus'
  'southeastasia'
  'southindia'
  'spaincentral'
  'swedencentral'
  'uaenorth'
  'uksouth'
  'ukwest'
  'westcentralus'
  'westeurope'
  'westus'
  'westus2'
  'westus3'
])
@metadata({
  azd: {
    type: 'location'
  }
})
param location string

@description('Object id of the user running azd (AZURE_PRINCIPAL_ID). Gets data access to Cosmos DB and Storage for operations. Empty: none.')
param principalId string = ''

@description('Static Web Apps location (offered in westus2, centralus, eastus2, westeurope, eastasia only).')
@allowed([
  'westus2'
  'centralus'
  'eastus2'
  'westeurope'
  'eastasia'
])
param staticWebAppLocation string = 'westus2'

@description('Azure Maps data location.')
param mapsLocation string = 'eastus'

@description('Where Communication Services keeps e-mail data at rest.')
param communicationDataLocation string = 'United States'

@description('Public URL of the app for links in e-mails (PUBLIC_APP_URL). Empty: the static web app\'s default host name.')
param publicAppUrl string = ''

@description('Business time zone (IANA name) of every age and "today" check (ENROLLMENT_TIME_ZONE): the Function App setting, and an azd output the web predeploy hook builds the front end with, so both read the same day.')
param enrollmentTimeZone string = 'America/Los_Angeles'

@description('Comma-separated e-mail addresses of the first Super Admins (BOOTSTRAP_SUPER_ADMINS).')
param bootstrapSuperAdmins string = ''

@description('Staff sign-in: application (client) id of the Entra ID app registration (SWA setting AAD_CLIENT_ID).')
param staffAuthClientId string = ''

@description('Staff sign-in: client secret of that app registration (SWA setting AAD_CLIENT_SECRET).')
@secure()
param staffAuthClientSecret string = ''

@description('Staff sign-in: tenant the sign-in is restricted to (AAD_TENANT_ID: the openIdIssuer of staticwebapp.config.json and the roles function\'s tenant check). Empty: this subscription\'s tenant.')
param staffAuthTenantId string = ''

@description('App Permissions people search: \'true\' searches Microsoft Graph with the Function App\'s managed identity (grant it User.Read.All, see docs/operations.md); \'false\' uses the `people` container.')
@allowed([
  'true'
  'false'
])
param directoryGraphManagedIdentity string = 'false'

@description('People search through a Graph app registration instead of the managed identity: its tenant (GRAPH_TENANT_ID). Empty: not used.')
param directoryGraphTenantId string = ''

@description('People search: the Graph app registration\'s client id (GRAPH_CLIENT_ID).')
param directoryGraphClientId string = ''

@description('People search: the Graph app registration\'s client secret (GRAPH_CLIENT_SECRET).')
@secure()
param directoryGraphClientSecret string = ''

@description('Student-information system SQL Server host (empty until the district gives one: the student match then answers 503).')
param sisSqlServer string = ''

@description('Student-information system database name.')
param sisSqlDatabase string = ''

@description('Student-information system view the student match reads.')
param sisSqlView string = '[dbo].[vw_student_match]'

@description('Student-information system: client id of a user-assigned identity (empty: the Function App\'s own).')
param sisSqlClientId string = ''

@description('Student-information system: a full connection string instead of server and database (a SQL login).')
@secure()
param sisSqlConnectionString string = ''

@description('Course catalog: base address of the configuration service (empty: the app\'s own `catalog` container).')
param catalogServiceUrl string = ''

@description('Course catalog: function key of the configuration service.')
@secure()
param catalogServiceKey string = ''

var staffAuthTenant = empty(staffAuthTenantId) ? tenant().tenantId : staffAuthTenantId

@description('Functions: Node.js version of the Flex Consumption runtime: 22, the version the code is built for and tested on (.nvmrc); Node.js 20 left Azure Functions support on 2026-04-30.')
@allowed([
  '22'
])
param functionsNodeVersion string = '22'

@description('Functions: largest number of instances (Flex Consumption, 40-1000).')
@minValue(40)
@maxValue(1000)
param functionsMaximumInstanceCount int = 100

@description('Functions: memory per instance in MB.')
@allowed([
  512
  2048
  4096
])
param functionsInstanceMemoryMB int = 2048

@description('Functions: always-ready instances for HTTP functions (0 = scale to zero).')
@minValue(0)
param functionsAlwaysReadyInstances int = 0

@description('Storage redundancy.')
@allowed([
  'Standard_LRS'
  'Standard_ZRS'
  'Standard_GRS'
  'Standard_RAGRS'
])
param storageSkuName string = 'Standard_LRS'

var resourceToken = toLower(uniqueString(subscription().id, resourceGroup().id, environmentName, location))
var tags = {
  'azd-env-name': environmentName
}
var cosmosDatabaseName = 'enrollment'

module monitoring 'modules/monitoring.bicep' = {
  name: 'monitoring'
  params: {
    location: location
    tags: tags
    logAnalyticsName: 'log-${resourceToken}'
    applicationInsightsName: 'appi-${resourceToken}'
  }
}

module storage 'modules/storage.bicep' = {
  name: 'storage'
  params: {
    location: location
    tags: tags
    name: 'st${resourceToken}'
    skuName: storageSkuName
    eventGridSystemTopicName: 'evgt-st${resourceToken}'
    operatorPrincipalId: principalId
  }
}

module cosmos 'modules/cosmos.bicep' = {
  name: 'cosmos'
  params: {
    location: location
    tags: tags
    accountName: 'cosmos-${resourceToken}'
    databaseName: cosmosDatabaseName
    // The container list lives in cosmos.bicep (`containers`), mirroring functions/src/data/containers.ts.
    dataContributorPrincipalIds: empty(principalId) ? [] : [principalId]
  }
}

module communication 'modules/communication.bicep' = {
  name: 'communication'
  params: {
    tags: tags
    communicationServiceName: 'acs-${resourceToken}'
    emailServiceName: 'acs-email-${resourceToken}'
    dataLocation: communicationDataLocation
  }
}

module maps 'modules/maps.bicep' = {
  name: 'maps'
  params: {
    tags: tags
    name: 'maps-${resourceToken}'
    location: mapsLocation
  }
}

module web 'modules/static-web-app.bicep' = {
  name: 'web'
  params: {
    location: staticWebAppLocation
    tags: tags
    name: 'swa-${resourceToken}'
    authClientId: staffAuthClientId
    authClientSecret: staffAuthClientSecret
    authTenantId: staffAuthTenant
  }
}

var effectivePublicAppUrl = empty(publicAppUrl) ? web.outputs.uri : publicAppUrl

module api 'modules/functions.bicep' = {
  name: 'api'
  params: {
    location: location
    tags: tags
    planName: 'plan-${resourceToken}'
    name: 'func-${resourceToken}'
    storageAccountName: storage.outputs.name
    deploymentContainerName: storage.outputs.deploymentContainerName
    applicationInsightsName: monitoring.outputs.applicationInsightsName
    cosmosAccountName: cosmos.outputs.accountName
    cosmosEndpoint: cosmos.outputs.endpoint
    cosmosDatabaseName: cosmos.outputs.databaseName
    cosmosDataContributorRoleDefinitionId: cosmos.outputs.dataContributorRoleDefinitionId
    communicationServiceName: communication.outputs.communicationServiceName
    communicationServiceEndpoint: communication.outputs.endpoint
    emailSender: communication.outputs.senderAddress
    publicAppUrl: effectivePublicAppUrl
    bootstrapSuperAdmins: bootstrapSuperAdmins
    enrollmentTimeZone: enrollmentTimeZone
    aadTenantId: staffAuthTenant
    graphManagedIdentity: directoryGraphManagedIdentity
    graphTenantId: directoryGraphTenantId
    graphClientId: directoryGraphClientId
    graphClientSecret: directoryGraphClientSecret
    sisSqlServer: sisSqlServer
    sisSqlDatabase: sisSqlDatabase
    sisSqlView: sisSqlView
    sisSqlClientId: sisSqlClientId
    sisSqlConnectionString: sisSqlConnectionString
    catalogServiceUrl: catalogServiceUrl
    catalogServiceKey: catalogServiceKey
    nodeVersion: functionsNodeVersion
    maximumInstanceCount: functionsMaximumInstanceCount
    instanceMemoryMB: functionsInstanceMemoryMB
    alwaysReadyHttpInstances: functionsAlwaysReadyInstances
  }
}

module webBackend 'modules/static-web-app-backend.bicep' = {
  name: 'web-backend'
  params: {
    staticWebAppName: web.outputs.name
    backendResourceId: api.outputs.id
    backendLocation: api.outputs.location
  }
}

// Outputs become azd environment values (.azure/<env>/.env) and hook variables.
output AZURE_LOCATION string = location
output AZURE_TENANT_ID string = tenant().tenantId
// The web predeploy hook writes it into openIdIssuer (scripts/swa-config.mjs deploy).
output AAD_TENANT_ID string = staffAuthTenant
output AZURE_RESOURCE_GROUP string = resourceGroup().name

output SERVICE_WEB_NAME string = web.outputs.name
output SERVICE_WEB_URI string = web.outputs.uri
output SERVICE_API_NAME string = api.outputs.name
output SERVICE_API_URI string = api.outputs.uri
output AZURE_FUNCTION_APP_NAME string = api.outputs.name
output AZURE_STATIC_WEB_APP_NAME string = web.outputs.name
output PUBLIC_APP_URL string = effectivePublicAppUrl
// The web predeploy hook's `vite build` reads it (frontend/vite.config.ts), as the Function App does.
output ENROLLMENT_TIME_ZONE string = enrollmentTimeZone

output COSMOS_ENDPOINT string = cosmos.outputs.endpoint
output COSMOS_DATABASE string = cosmos.outputs.databaseName
output AZURE_COSMOS_ACCOUNT_NAME string = cosmos.outputs.accountName

output AZURE_STORAGE_ACCOUNT_NAME string = storage.outputs.name
output AZURE_STORAGE_BLOB_ENDPOINT string = storage.outputs.blobEndpoint
output AZURE_STORAGE_QUEUE_ENDPOINT string = storage.outputs.queueEndpoint
output AZURE_EVENTGRID_SYSTEM_TOPIC_NAME string = storage.outputs.eventGridSystemTopicName

output ACS_ENDPOINT string = communication.outputs.endpoint
output EMAIL_SENDER string = communication.outputs.senderAddress

output AZURE_MAPS_ACCOUNT_NAME string = maps.outputs.name

output APPLICATIONINSIGHTS_CONNECTION_STRING string = monitoring.outputs.applicationInsightsConnectionString
