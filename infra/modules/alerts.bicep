// The alerts that tell the operators something is wrong before a family or a coordinator does, and the
// monthly budget. Every alert goes to the action group of monitoring.bicep (the ALERT_EMAIL addresses);
// without one the alerts still fire and show in Azure Monitor → Alerts, but nobody is told.
//
// Log alerts read the Function App's JSON log lines in Application Insights (functions/src/platform/log.ts
// writes `{"event":"<name>",...}` with ids only), so each names the `event` values it counts.

@description('Primary location of the log alert rules.')
param location string

@description('Tags applied to every resource.')
param tags object = {}

@description('Action group every alert notifies (monitoring.bicep); empty: none.')
param actionGroupId string = ''

@description('Application Insights component of the Function App.')
param applicationInsightsId string

@description('Cosmos DB account.')
param cosmosAccountId string

@description('Event Grid system topic of the storage account (the blob triggers\' events).')
param eventGridSystemTopicId string

@description('Front Door profile; empty when the static web app is served directly.')
param frontDoorProfileId string = ''

@description('Monthly budget of the resource group in the billing currency; 0: no budget.')
@minValue(0)
param budgetAmount int = 0

@description('Who the budget e-mails (monitoring.bicep alertEmails); the budget needs at least one.')
param budgetEmails string[] = []

@description('First day of the budget\'s first month (yyyy-MM-01). A fixed day: a start that moved with every provision would rewrite the budget.')
param budgetStartDate string = '2026-12-01'

var actionGroups = empty(actionGroupId) ? [] : [actionGroupId]

// ---------------------------------------------------------------------------------------------
// Log alerts on the Function App's requests and log lines (Application Insights).
// ---------------------------------------------------------------------------------------------

/** The `event` of a log line of functions/src/platform/log.ts. */
var eventOfLine = 'extend logEvent = extract(\'"event":"([^"]+)"\', 1, message)'

var logAlerts = [
  {
    name: 'api-server-errors'
    displayName: 'API answers 5xx'
    description: 'More than 5 % of the API requests in 15 minutes (at least 20) answered 5xx, or 10 or more did: the Function App is failing. Application Insights → Failures shows which function and why.'
    severity: 1
    frequency: 'PT5M'
    window: 'PT15M'
    query: 'requests | summarize total = count(), failed = countif(toint(resultCode) >= 500) | where failed >= 10 or (total >= 20 and failed * 100.0 / total > 5)'
    threshold: 0
  }
  {
    name: 'jobs-failed'
    displayName: 'Background jobs failed'
    description: 'A job gave up (e-mail, signed agreement or export poisoned after its tries), an export failed, an e-mail job was lost or not queued, or a failure could not be recorded. The Failed Jobs screen lists them with Retry (docs/operations.md "E-mail: the poison queue").'
    severity: 1
    frequency: 'PT5M'
    window: 'PT15M'
    query: 'traces | ${eventOfLine} | where logEvent in ("job.poisoned", "job.failure-not-recorded", "export.failed", "email.job-lost", "email.job-not-queued")'
    threshold: 0
  }
  {
    name: 'email-send-failures'
    displayName: 'E-mails fail to send'
    description: 'Three or more e-mail sends failed within an hour (each is retried; a job that keeps failing is poisoned and raises "Background jobs failed"). Check Communication Services (sender domain, limits) and the log lines email.send-failed.'
    severity: 2
    frequency: 'PT15M'
    window: 'PT1H'
    query: 'traces | ${eventOfLine} | where logEvent == "email.send-failed"'
    threshold: 2
  }
]

resource logAlertRules 'Microsoft.Insights/scheduledQueryRules@2023-12-01' = [
  for alert in logAlerts: {
    name: alert.name
    location: location
    tags: tags
    kind: 'LogAlert'
    properties: {
      displayName: alert.displayName
      description: alert.description
      severity: alert.severity
      enabled: true
      evaluationFrequency: alert.frequency
      windowSize: alert.window
      scopes: [
        applicationInsightsId
      ]
      criteria: {
        allOf: [
          {
            query: alert.query
            timeAggregation: 'Count'
            operator: 'GreaterThan'
            threshold: alert.threshold
            failingPeriods: {
              numberOfEvaluationPeriods: 1
              minFailingPeriodsToAlert: 1
            }
          }
        ]
      }
      // Fires once, and resolves by itself when the condition clears.
      autoMitigate: true
      actions: {
        actionGroups: actionGroups
      }
    }
  }
]

// ---------------------------------------------------------------------------------------------
// Metric alerts.
// ---------------------------------------------------------------------------------------------

var metricAlerts = concat(
  [
    {
      name: 'cosmos-throttled'
      description: 'Cosmos DB answered more than 10 requests with 429 (throttled) within 15 minutes. The SDK retries them, but a steady stream slows every page; look for a runaway export or import (Cosmos DB → Insights → Throughput).'
      severity: 2
      scope: cosmosAccountId
      namespace: 'Microsoft.DocumentDB/databaseAccounts'
      metric: 'TotalRequests'
      aggregation: 'Count'
      threshold: 10
      dimensions: [
        {
          name: 'StatusCode'
          operator: 'Include'
          values: [
            '429'
          ]
        }
      ]
    }
    {
      name: 'blob-events-undelivered'
      description: 'Event Grid failed to deliver blob events to the signed-agreement builder within 15 minutes (it retries for 24 hours, then dead-letters). Check the Function App is running and the postdeploy hook succeeded (docs/operations.md "Blob triggers").'
      severity: 2
      scope: eventGridSystemTopicId
      namespace: 'Microsoft.EventGrid/systemTopics'
      metric: 'DeliveryAttemptFailCount'
      aggregation: 'Total'
      threshold: 0
      dimensions: []
    }
    {
      name: 'blob-events-dead-lettered'
      description: 'Event Grid gave up on a blob event: a signed agreement was not built. The event is in the storage account\'s eventgrid-dead-letters container, its subject naming the entry; after fixing the cause, press Regenerate Signed Agreement on that entry (docs/operations.md "Alerts, logs and the budget").'
      severity: 1
      scope: eventGridSystemTopicId
      namespace: 'Microsoft.EventGrid/systemTopics'
      metric: 'DeadLetteredCount'
      aggregation: 'Total'
      threshold: 0
      dimensions: []
    }
  ],
  empty(frontDoorProfileId)
    ? []
    : [
        {
          name: 'front-door-server-errors'
          description: 'More than 5 % of the requests Front Door served in 15 minutes answered 5xx: the static web app or Front Door itself is failing (Front Door → Metrics, split by endpoint).'
          severity: 1
          scope: frontDoorProfileId
          namespace: 'Microsoft.Cdn/profiles'
          metric: 'Percentage5XX'
          aggregation: 'Average'
          threshold: 5
          dimensions: []
        }
      ]
)

resource metricAlertRules 'Microsoft.Insights/metricAlerts@2018-03-01' = [
  for alert in metricAlerts: {
    name: alert.name
    location: 'global'
    tags: tags
    properties: {
      description: alert.description
      severity: alert.severity
      enabled: true
      scopes: [
        alert.scope
      ]
      evaluationFrequency: 'PT5M'
      windowSize: 'PT15M'
      criteria: {
        'odata.type': 'Microsoft.Azure.Monitor.SingleResourceMultipleMetricCriteria'
        allOf: [
          {
            criterionType: 'StaticThresholdCriterion'
            name: alert.metric
            metricNamespace: alert.namespace
            metricName: alert.metric
            dimensions: alert.dimensions
            operator: 'GreaterThan'
            threshold: alert.threshold
            timeAggregation: alert.aggregation
          }
        ]
      }
      autoMitigate: true
      actions: [for group in actionGroups: { actionGroupId: group }]
    }
  }
]

// ---------------------------------------------------------------------------------------------
// Budget of this resource group: e-mails at 80 % of the amount spent and when the month's forecast
// passes it. Budgets only notify; nothing is stopped.
// ---------------------------------------------------------------------------------------------

resource budget 'Microsoft.Consumption/budgets@2023-11-01' = if (budgetAmount > 0 && !empty(budgetEmails)) {
  name: 'enrollment-monthly'
  properties: {
    category: 'Cost'
    amount: budgetAmount
    timeGrain: 'Monthly'
    timePeriod: {
      startDate: budgetStartDate
    }
    notifications: {
      actualOver80Percent: {
        enabled: true
        operator: 'GreaterThan'
        threshold: 80
        thresholdType: 'Actual'
        contactEmails: budgetEmails
      }
      forecastOverBudget: {
        enabled: true
        operator: 'GreaterThan'
        threshold: 100
        thresholdType: 'Forecasted'
        contactEmails: budgetEmails
      }
    }
  }
}
