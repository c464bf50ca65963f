// Log Analytics workspace + workspace-based Application Insights.
// Local (key) authentication is off: the Function App sends telemetry with its managed identity
// (APPLICATIONINSIGHTS_AUTHENTICATION_STRING = Authorization=AAD and the Monitoring Metrics
// Publisher role, both set in functions.bicep).
//
// The workspace also receives the resources' diagnostic logs (each module sends its own) and has a
// daily ingestion cap, so a flood of logs cannot run up the bill; past the cap, ingestion stops until
// the next day (and the log alerts see nothing), which the workspace reports in its Operation table.
// The action group is where every alert of alerts.bicep and key-vault.bicep sends its e-mail.

@description('Primary location for the resources.')
param location string

@description('Tags applied to every resource.')
param tags object = {}

@description('Log Analytics workspace name.')
param logAnalyticsName string

@description('Application Insights component name.')
param applicationInsightsName string

@description('Days Log Analytics keeps data.')
@minValue(30)
@maxValue(730)
param retentionInDays int = 30

@description('Daily ingestion cap of the workspace in GB; -1: no cap.')
@minValue(-1)
param dailyCapGb int = 2

@description('Action group name (its short name is the first 12 characters).')
param actionGroupName string

@description('Where alerts are e-mailed, comma-separated; empty: no action group, the alerts show in Azure Monitor only.')
param alertEmail string = ''

var alertEmails = filter(map(split(alertEmail, ','), address => trim(address)), address => !empty(address))

resource logAnalytics 'Microsoft.OperationalInsights/workspaces@2023-09-01' = {
  name: logAnalyticsName
  location: location
  tags: tags
  properties: {
    sku: {
      name: 'PerGB2018'
    }
    retentionInDays: retentionInDays
    workspaceCapping: {
      dailyQuotaGb: dailyCapGb
    }
  }
}

resource applicationInsights 'Microsoft.Insights/components@2020-02-02' = {
  name: applicationInsightsName
  location: location
  tags: tags
  kind: 'web'
  properties: {
    Application_Type: 'web'
    WorkspaceResourceId: logAnalytics.id
    DisableLocalAuth: true
  }
}

resource actionGroup 'Microsoft.Insights/actionGroups@2023-01-01' = if (!empty(alertEmails)) {
  name: actionGroupName
  location: 'global'
  tags: tags
  properties: {
    groupShortName: take(actionGroupName, 12)
    enabled: true
    emailReceivers: [
      for (address, index) in alertEmails: {
        name: 'operator-${index + 1}'
        emailAddress: address
        useCommonAlertSchema: true
      }
    ]
  }
}

output logAnalyticsWorkspaceId string = logAnalytics.id
output actionGroupId string = empty(alertEmails) ? '' : actionGroup.id
output applicationInsightsName string = applicationInsights.name
output applicationInsightsId string = applicationInsights.id
// Not a secret: with local authentication disabled, ingestion also needs an Entra token.
output applicationInsightsConnectionString string = applicationInsights.properties.ConnectionString
output alertEmails string[] = alertEmails
