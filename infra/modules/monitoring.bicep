// Log Analytics workspace + workspace-based Application Insights.
// Local (key) authentication is off: the Function App sends telemetry with its managed identity
// (APPLICATIONINSIGHTS_AUTHENTICATION_STRING = Authorization=AAD and the Monitoring Metrics
// Publisher role, both set in functions.bicep).

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

resource logAnalytics 'Microsoft.OperationalInsights/workspaces@2023-09-01' = {
  name: logAnalyticsName
  location: location
  tags: tags
  properties: {
    sku: {
      name: 'PerGB2018'
    }
    retentionInDays: retentionInDays
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

output logAnalyticsWorkspaceId string = logAnalytics.id
output applicationInsightsName string = applicationInsights.name
output applicationInsightsId string = applicationInsights.id
// Not a secret: with local authentication disabled, ingestion also needs an Entra token.
output applicationInsightsConnectionString string = applicationInsights.properties.ConnectionString
