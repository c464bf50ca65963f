// Key Vault: the app's secrets (the secure parameters of main.bicep that are set), read by the Function
// App and the static web app through Key Vault references with their managed identities. Their app
// settings then hold `@Microsoft.KeyVault(SecretUri=...)`, never the value.
//
// Azure RBAC authorization (no access policies): each reader is granted Key Vault Secrets User on this
// vault where its identity is declared (functions.bicep, static-web-app.bicep). `azd provision` writes
// the secrets through Resource Manager, so the operator needs no data-plane role.
//
// A secret near its expiry date (`attributes.exp`) makes Key Vault publish SecretNearExpiry 30 days
// before, and SecretExpired on the day; an Event Grid subscription turns both into Azure Monitor alerts
// for the action group (Event Grid delivers Key Vault events to Azure Monitor alerts directly).

import { deleteLock, diagnosticsTo } from '../shared.bicep'

@description('Primary location for the resources.')
param location string

@description('Tags applied to every resource.')
param tags object = {}

@description('Key Vault name (3-24 letters, digits and hyphens, globally unique).')
@minLength(3)
@maxLength(24)
param name string

@description('Staff sign-in client secret (empty: not stored).')
@secure()
param staffAuthClientSecret string = ''

@description('Expiry of the staff sign-in client secret, ISO 8601 (e.g. 2027-06-30 or 2027-06-30T00:00:00Z); empty: none.')
param staffAuthExpiryDate string = ''

@description('People search: Graph app registration client secret (empty: not stored).')
@secure()
param graphClientSecret string = ''

@description('Student-information system connection string (empty: not stored).')
@secure()
param sisSqlConnectionString string = ''

@description('Course catalog service function key (empty: not stored).')
@secure()
param catalogServiceKey string = ''

@description('Purge protection and a delete lock (production); false for a throw-away environment that `azd down --purge` must remove.')
param protectData bool = true

@description('Log Analytics workspace that receives the audit logs.')
param logAnalyticsWorkspaceId string

@description('Action group of the expiry alerts (empty: the alerts show in Azure Monitor only).')
param actionGroupId string = ''

// Which secrets are set: each is stored, and referenced, only then.
var isStored = {
  staffAuthClientSecret: !empty(staffAuthClientSecret)
  graphClientSecret: !empty(graphClientSecret)
  sisSqlConnectionString: !empty(sisSqlConnectionString)
  catalogServiceKey: !empty(catalogServiceKey)
}

// A date alone is read as midnight UTC.
var staffAuthExpiry = length(staffAuthExpiryDate) == 10
  ? '${staffAuthExpiryDate}T00:00:00Z'
  : staffAuthExpiryDate

resource vault 'Microsoft.KeyVault/vaults@2024-11-01' = {
  name: name
  location: location
  tags: tags
  properties: {
    tenantId: tenant().tenantId
    sku: {
      family: 'A'
      name: 'standard'
    }
    enableRbacAuthorization: true
    enableSoftDelete: true
    softDeleteRetentionInDays: 90
    // Purge protection cannot be turned off once on, and Azure refuses an explicit false: it is left
    // out for a throw-away environment.
    enablePurgeProtection: protectData ? true : null
    publicNetworkAccess: 'Enabled'
  }
}

resource staffAuthSecret 'Microsoft.KeyVault/vaults/secrets@2024-11-01' = if (isStored.staffAuthClientSecret) {
  parent: vault
  name: 'staff-auth-client-secret'
  properties: {
    value: staffAuthClientSecret
    attributes: empty(staffAuthExpiry)
      ? { enabled: true }
      : {
          enabled: true
          exp: dateTimeToEpoch(staffAuthExpiry)
        }
  }
}

resource graphSecret 'Microsoft.KeyVault/vaults/secrets@2024-11-01' = if (isStored.graphClientSecret) {
  parent: vault
  name: 'graph-client-secret'
  properties: {
    value: graphClientSecret
  }
}

resource sisSecret 'Microsoft.KeyVault/vaults/secrets@2024-11-01' = if (isStored.sisSqlConnectionString) {
  parent: vault
  name: 'sis-sql-connection-string'
  properties: {
    value: sisSqlConnectionString
  }
}

resource catalogSecret 'Microsoft.KeyVault/vaults/secrets@2024-11-01' = if (isStored.catalogServiceKey) {
  parent: vault
  name: 'catalog-service-key'
  properties: {
    value: catalogServiceKey
  }
}

resource lock 'Microsoft.Authorization/locks@2020-05-01' = if (protectData) {
  name: 'keep-secrets'
  scope: vault
  properties: deleteLock('the app secrets')
}

resource diagnostics 'Microsoft.Insights/diagnosticSettings@2021-05-01-preview' = {
  name: 'to-log-analytics'
  scope: vault
  properties: diagnosticsTo(logAnalyticsWorkspaceId, 'AllMetrics')
}

resource events 'Microsoft.EventGrid/systemTopics@2025-02-15' = {
  name: 'evgt-${name}'
  location: location
  tags: tags
  properties: {
    source: vault.id
    topicType: 'Microsoft.KeyVault.vaults'
  }
}

// Azure Monitor alerts accept only the CloudEvents schema.
resource expiryAlert 'Microsoft.EventGrid/systemTopics/eventSubscriptions@2025-02-15' = {
  parent: events
  name: 'secret-expiry-alert'
  properties: {
    destination: {
      endpointType: 'MonitorAlert'
      properties: {
        severity: 'Sev2'
        description: 'A secret of the enrollment platform expires within 30 days or has expired: renew it at its source (e.g. the staff sign-in app registration), then azd env set and azd provision (docs/operations.md).'
        actionGroups: empty(actionGroupId) ? [] : [actionGroupId]
      }
    }
    filter: {
      includedEventTypes: [
        'Microsoft.KeyVault.SecretNearExpiry'
        'Microsoft.KeyVault.SecretExpired'
      ]
    }
    eventDeliverySchema: 'CloudEventSchemaV1_0'
  }
}

// The value of an app setting that the app resolves from Key Vault.
func keyVaultReference(uri string) string => '@Microsoft.KeyVault(SecretUri=${uri})'

output name string = vault.name
output id string = vault.id
// Versioned references: a secret changed by `azd provision` changes the setting, which restarts the app
// on the new value at once (a versionless one is re-read only within a day).
output references object = {
  staffAuthClientSecret: isStored.staffAuthClientSecret ? keyVaultReference(staffAuthSecret!.properties.secretUriWithVersion) : ''
  graphClientSecret: isStored.graphClientSecret ? keyVaultReference(graphSecret!.properties.secretUriWithVersion) : ''
  sisSqlConnectionString: isStored.sisSqlConnectionString ? keyVaultReference(sisSecret!.properties.secretUriWithVersion) : ''
  catalogServiceKey: isStored.catalogServiceKey ? keyVaultReference(catalogSecret!.properties.secretUriWithVersion) : ''
}
