// The front end: Azure Static Web Apps, Standard plan (needed for a linked backend, custom
// Microsoft Entra ID sign-in, rolesSource and custom domains). azd deploys frontend/dist to it with
// the SWA CLI; staticwebapp.config.json (repository root) travels inside that folder.
//
// The API backend link is a child of this site declared in static-web-app-backend.bicep: the Function
// App needs this site's host name for PUBLIC_APP_URL, so the link is made once both exist.
//
// App settings: the Entra ID registration that staticwebapp.config.json's auth section names
// (clientIdSettingName AAD_CLIENT_ID, clientSecretSettingName AAD_CLIENT_SECRET) and, for reference,
// the tenant it is restricted to (AAD_TENANT_ID; Static Web Apps reads the tenant from openIdIssuer,
// which the web predeploy hook fills in). Not AZURE_CLIENT_ID & co.: the Azure SDKs and azd read
// those names as their own identity. Empty values are left out, so the site can be provisioned before
// the app registration exists and updated with `azd provision` afterwards.
//
// The client secret stays in Key Vault: AAD_CLIENT_SECRET is a Key Vault reference, which Static Web
// Apps (Standard plan) resolves with the site's system-assigned identity, granted Key Vault Secrets
// User on the vault below.

@description('Static Web Apps location (the service is offered in a few regions only).')
@allowed([
  'westus2'
  'centralus'
  'eastus2'
  'westeurope'
  'eastasia'
])
param location string

@description('Tags applied to every resource.')
param tags object = {}

@description('Static web app name.')
param name string

@description('Application (client) id of the Entra ID app registration for staff sign-in.')
param authClientId string = ''

@description('Key Vault reference of that app registration\'s client secret (key-vault.bicep); empty: not set.')
param authCredentialReference string = ''

@description('Key Vault holding the client secret (key-vault.bicep).')
param keyVaultName string

@description('Directory (tenant) id staff sign-in is restricted to.')
param authTenantId string = ''

var keyVaultSecretsUser = '4633458b-17de-408a-b874-0445c86b69e6'

resource staticWebApp 'Microsoft.Web/staticSites@2024-11-01' = {
  name: name
  location: location
  tags: union(tags, { 'azd-service-name': 'web' })
  sku: {
    name: 'Standard'
    tier: 'Standard'
  }
  identity: {
    type: 'SystemAssigned'
  }
  properties: {
    // Deployed by azd / the SWA CLI with the deployment token, not from a linked repository.
    provider: 'Custom'
    allowConfigFileUpdates: true
    stagingEnvironmentPolicy: 'Enabled'
  }
}

resource keyVault 'Microsoft.KeyVault/vaults@2024-11-01' existing = {
  name: keyVaultName
}

resource secretsUser 'Microsoft.Authorization/roleAssignments@2022-04-01' = {
  name: guid(keyVault.id, staticWebApp.id, keyVaultSecretsUser)
  scope: keyVault
  properties: {
    roleDefinitionId: subscriptionResourceId('Microsoft.Authorization/roleDefinitions', keyVaultSecretsUser)
    principalId: staticWebApp.identity.principalId
    principalType: 'ServicePrincipal'
  }
}

resource appSettings 'Microsoft.Web/staticSites/config@2024-11-01' = {
  parent: staticWebApp
  name: 'appsettings'
  properties: union(
    empty(authClientId) ? {} : { AAD_CLIENT_ID: authClientId },
    empty(authCredentialReference) ? {} : { AAD_CLIENT_SECRET: authCredentialReference },
    empty(authTenantId) ? {} : { AAD_TENANT_ID: authTenantId }
  )
  // The reference resolves only once the site may read the secret.
  dependsOn: [
    secretsUser
  ]
}

output name string = staticWebApp.name
output id string = staticWebApp.id
output defaultHostname string = staticWebApp.properties.defaultHostname
output uri string = 'https://${staticWebApp.properties.defaultHostname}'
