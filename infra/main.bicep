// Enrollment platform on Azure, provisioned by the Azure Developer CLI (`azd up`, see
// docs/operations.md). One resource group holds everything:
//
//   [Front Door: one domain per brand]
//     --> Static Web Apps (web)  --/api/*-->  Function App, Flex Consumption (api)
//                                               |-- Cosmos DB for NoSQL, serverless (database `enrollment`)
//                                               |-- Storage: host state, deployment package, blobs, queues
//                                               |-- Communication Services e-mail (Azure-managed domain)
//                                               |-- Key Vault: the few secrets (Key Vault references)
//                                               `-- Application Insights / Log Analytics, alerts
//   Azure Maps (the finder's map; its key is baked into the front end at build time)
//
// No keys or connection strings: the Function App reaches every service with its system-assigned
// managed identity; the secrets of outside systems (a Graph or SIS login, the catalog key, the staff
// sign-in secret) live in Key Vault. Front Door exists only once `brandHosts` names the brands' domains.

targetScope = 'resourceGroup'

import { brandHost } from 'shared.bicep'

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

@description('Public URL of the app for links in e-mails without a brand (PUBLIC_APP_URL). Empty: https:// + the first brandHosts host, else the static web app\'s default host name.')
param publicAppUrl string = ''

@description('''
The brands' public domains, e.g. [{"brand":"learn4life","host":"enroll.learn4life.org"}]: Front Door
serves each with its own certificate (the first one is the staff address) and BRAND_PUBLIC_URLS maps
each brand's e-mail links to it. Empty: no Front Door, the static web app is served directly.
''')
param brandHosts brandHost[] = []

@description('Where alerts and budget notices are e-mailed (comma-separated). Empty: alerts show in Azure Monitor only, no budget.')
param alertEmail string = ''

@description('Daily ingestion cap of the Log Analytics workspace in GB (-1: none).')
@minValue(-1)
param logAnalyticsDailyCapGb int = 2

@description('Monthly budget of the resource group in the billing currency, e-mailed to alertEmail at 80 % and when forecast to pass it (0: none).')
@minValue(0)
param budgetAmount int = 200

@description('Delete locks on Cosmos DB, the storage account and Key Vault, and Key Vault purge protection. Only a throw-away test environment sets false, so that azd down removes everything.')
param protectData bool = true

@description('Years an interest entry is kept before the retention purge deletes it (RETENTION_INTEREST_YEARS).')
@minValue(1)
param retentionInterestYears int = 3

@description('Years a terminated registration is kept before the retention purge deletes it (RETENTION_TERMINATED_REGISTRATION_YEARS).')
@minValue(1)
param retentionTerminatedRegistrationYears int = 5

@description('Business time zone (IANA name) of every age and "today" check (ENROLLMENT_TIME_ZONE): the Function App setting, and an azd output the web predeploy hook builds the front end with, so both read the same day.')
param enrollmentTimeZone string = 'America/Los_Angeles'

@description('Comma-separated e-mail addresses of the first Super Admins (BOOTSTRAP_SUPER_ADMINS).')
param bootstrapSuperAdmins string = ''

@description('Staff sign-in: application (client) id of the Entra ID app registration (SWA setting AAD_CLIENT_ID).')
param staffAuthClientId string = ''

@description('Staff sign-in: client secret of that app registration, kept in Key Vault (the SWA setting AAD_CLIENT_SECRET refers to it).')
@secure()
param staffAuthClientSecret string = ''

@description('Staff sign-in: the client secret\'s expiry date (e.g. 2027-06-30), set on its Key Vault secret: an alert fires 30 days before. Empty: no expiry alert.')
param staffAuthExpiryDate string = ''

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

@description('Storage redundancy: geo-redundant by default, as the account holds signed agreements and signatures; a throw-away environment may take Standard_LRS.')
@allowed([
  'Standard_LRS'
  'Standard_ZRS'
  'Standard_GRS'
  'Standard_RAGRS'
])
param storageSkuName string = 'Standard_GRS'

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
    dailyCapGb: logAnalyticsDailyCapGb
    actionGroupName: 'ag-${resourceToken}'
    alertEmail: alertEmail
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
    protectData: protectData
    logAnalyticsWorkspaceId: monitoring.outputs.logAnalyticsWorkspaceId
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
    // The operator's grant lets `npm run import` write with their own sign-in (DefaultAzureCredential).
    dataContributorPrincipalIds: empty(principalId) ? [] : [principalId]
    protectData: protectData
    logAnalyticsWorkspaceId: monitoring.outputs.logAnalyticsWorkspaceId
  }
}

module keyVault 'modules/key-vault.bicep' = {
  name: 'key-vault'
  params: {
    location: location
    tags: tags
    name: 'kv-${resourceToken}'
    staffAuthClientSecret: staffAuthClientSecret
    staffAuthExpiryDate: staffAuthExpiryDate
    graphClientSecret: directoryGraphClientSecret
    sisSqlConnectionString: sisSqlConnectionString
    catalogServiceKey: catalogServiceKey
    protectData: protectData
    logAnalyticsWorkspaceId: monitoring.outputs.logAnalyticsWorkspaceId
    actionGroupId: monitoring.outputs.actionGroupId
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
    authCredentialReference: keyVault.outputs.references.staffAuthClientSecret
    authTenantId: staffAuthTenant
    keyVaultName: keyVault.outputs.name
  }
}

module frontDoor 'modules/front-door.bicep' = if (!empty(brandHosts)) {
  name: 'front-door'
  params: {
    tags: tags
    profileName: 'afd-${resourceToken}'
    endpointName: 'enroll-${resourceToken}'
    originHostName: web.outputs.defaultHostname
    brandHosts: brandHosts
    logAnalyticsWorkspaceId: monitoring.outputs.logAnalyticsWorkspaceId
  }
}

// Links without a brand (and staff) go to the first brand's domain once Front Door serves them.
var effectivePublicAppUrl = !empty(publicAppUrl)
  ? publicAppUrl
  : (empty(brandHosts) ? web.outputs.uri : 'https://${brandHosts[0].host}')
var brandPublicUrls = string(toObject(brandHosts, item => item.brand, item => 'https://${item.host}'))

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
    brandPublicUrls: brandPublicUrls
    retentionInterestYears: retentionInterestYears
    retentionTerminatedRegistrationYears: retentionTerminatedRegistrationYears
    bootstrapSuperAdmins: bootstrapSuperAdmins
    enrollmentTimeZone: enrollmentTimeZone
    aadTenantId: staffAuthTenant
    graphManagedIdentity: directoryGraphManagedIdentity
    graphTenantId: directoryGraphTenantId
    graphClientId: directoryGraphClientId
    sisSqlServer: sisSqlServer
    sisSqlDatabase: sisSqlDatabase
    sisSqlView: sisSqlView
    sisSqlClientId: sisSqlClientId
    catalogServiceUrl: catalogServiceUrl
    keyVaultName: keyVault.outputs.name
    keyVaultReferences: keyVault.outputs.references
    nodeVersion: functionsNodeVersion
    maximumInstanceCount: functionsMaximumInstanceCount
    instanceMemoryMB: functionsInstanceMemoryMB
    alwaysReadyHttpInstances: functionsAlwaysReadyInstances
    logAnalyticsWorkspaceId: monitoring.outputs.logAnalyticsWorkspaceId
  }
}

module alerts 'modules/alerts.bicep' = {
  name: 'alerts'
  params: {
    location: location
    tags: tags
    actionGroupId: monitoring.outputs.actionGroupId
    applicationInsightsId: monitoring.outputs.applicationInsightsId
    cosmosAccountId: cosmos.outputs.accountId
    eventGridSystemTopicId: storage.outputs.eventGridSystemTopicId
    frontDoorProfileId: empty(brandHosts) ? '' : frontDoor!.outputs.id
    budgetAmount: budgetAmount
    budgetEmails: monitoring.outputs.alertEmails
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
// The postdeploy hook's blob-trigger subscriptions dead-letter there.
output AZURE_EVENTGRID_DEAD_LETTER_CONTAINER string = storage.outputs.deadLetterContainerName

output AZURE_KEY_VAULT_NAME string = keyVault.outputs.name

// Front Door (empty without brandHosts). The web predeploy hook writes the id and the hosts into the
// deployed staticwebapp.config.json (scripts/swa-config.mjs), so the site answers only through it.
output FRONT_DOOR_ID string = empty(brandHosts) ? '' : frontDoor!.outputs.frontDoorId
output FRONT_DOOR_HOSTS string = join(map(brandHosts, item => item.host), ',')
output FRONT_DOOR_ENDPOINT string = empty(brandHosts) ? '' : frontDoor!.outputs.endpointHostName
// The DNS records to create at each brand's DNS host: a CNAME to the endpoint and the TXT that proves
// the domain for its certificate (docs/operations.md "Brand domains").
output FRONT_DOOR_DNS_RECORDS array = empty(brandHosts) ? [] : frontDoor!.outputs.dnsRecords

output ACS_ENDPOINT string = communication.outputs.endpoint
output EMAIL_SENDER string = communication.outputs.senderAddress

output AZURE_MAPS_ACCOUNT_NAME string = maps.outputs.name

output APPLICATIONINSIGHTS_CONNECTION_STRING string = monitoring.outputs.applicationInsightsConnectionString
