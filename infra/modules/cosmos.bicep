// Cosmos DB for NoSQL, serverless, Microsoft Entra ID only (no account keys): the `enrollment`
// database and one container per entry of functions/src/data/containers.ts.
//
// Data-plane access is granted with Cosmos DB SQL role assignments (not Azure RBAC). The Function
// App's own grant sits next to its identity in functions.bicep (the Function App needs this
// account's endpoint first, so granting it here would make the two modules depend on each other);
// this module grants the same built-in role to the principals in `dataContributorPrincipalIds`
// (the operator who runs `azd up`, so brands and sites can be imported).
//
// With local auth disabled, containers cannot be created through the data plane: this file is
// the only place that creates them in Azure (the local stack's ensureContainers() does it locally).

import { deleteLock, diagnosticsTo } from '../shared.bicep'

@description('Primary location for the resources.')
param location string

@description('Tags applied to every resource.')
param tags object = {}

@description('Cosmos DB account name (3-44 lower-case letters, digits and hyphens, globally unique).')
@minLength(3)
@maxLength(44)
param accountName string

@description('SQL database name (COSMOS_DATABASE).')
param databaseName string = 'enrollment'

@description('A container of the database and its partition key path.')
type containerSpec = {
  @description('Container id, as named in functions/src/data/containers.ts.')
  name: string
  @description('Partition key path, e.g. /id.')
  partitionKey: string
  @description('Default time to live in seconds; -1: on, each document sets its own `ttl`. Absent: off.')
  defaultTtl: int?
  @description('Sort key paths of keyset-paged lists (e.g. /listKeys/createdAt): each gets a composite index with /id, both directions.')
  compositeIndexKeys: string[]?
}

@description('''
The containers, one line each, mirroring functions/src/data/containers.ts (CONTAINERS): adding a
container there means adding its line here. The partition key of an existing container cannot change.
''')
param containers containerSpec[] = [
  { name: 'brands', partitionKey: '/id' }
  { name: 'charters', partitionKey: '/id' }
  { name: 'sites', partitionKey: '/id' }
  { name: 'programTypes', partitionKey: '/id' }
  {
    name: 'interests'
    partitionKey: '/id'
    // The staff interest list's sort keys (INTEREST_LIST_SORT_KEYS in functions/src/data/interest-list-keys.ts).
    compositeIndexKeys: [
      '/listKeys/createdAt'
      '/listKeys/status'
      '/listKeys/learningCenter'
      '/listKeys/studentName'
      '/listKeys/birthDate'
      '/listKeys/phone'
      '/listKeys/email'
      '/listKeys/lastContactDate'
    ]
  }
  {
    name: 'registrations'
    partitionKey: '/id'
    // The registration and scheduled orientation lists' sort keys (REGISTRATION_LIST_SORT_KEYS in functions/src/data/registration-list-keys.ts).
    compositeIndexKeys: [
      '/listKeys/createdAt'
      '/listKeys/status'
      '/listKeys/learningCenter'
      '/listKeys/enrollmentType'
      '/listKeys/studentName'
      '/listKeys/birthDate'
      '/listKeys/phone'
      '/listKeys/email'
      '/listKeys/orientationDate'
    ]
  }
  { name: 'sessions', partitionKey: '/id' }
  // Unique session names and permalinks under concurrent saves (functions/src/data/session-claims-repository.ts).
  { name: 'sessionClaims', partitionKey: '/id' }
  { name: 'catalog', partitionKey: '/id' }
  { name: 'courses', partitionKey: '/id' }
  { name: 'templates', partitionKey: '/id' }
  {
    name: 'leloRegistrations'
    partitionKey: '/id'
    // The secondary enrollment list's sort keys (LELO_LIST_SORT_KEYS in functions/src/data/lelo-list-keys.ts).
    compositeIndexKeys: [
      '/listKeys/createdAt'
      '/listKeys/status'
      '/listKeys/studentName'
      '/listKeys/learningCenter'
      '/listKeys/phone'
      '/listKeys/email'
      '/listKeys/signedAgreement'
      '/listKeys/permalink'
    ]
  }
  { name: 'users', partitionKey: '/id' }
  { name: 'people', partitionKey: '/id' }
  // The 'Access and export log' reads both logs newest first (functions/src/data/access-log-search.ts).
  { name: 'exportLog', partitionKey: '/id', compositeIndexKeys: ['/createdAt'] }
  { name: 'accessLog', partitionKey: '/id', compositeIndexKeys: ['/at'] }
  { name: 'emailLog', partitionKey: '/id' }
  // Log rows expire 90 days after their last write (containers.ts LOG_ROWS_TTL_SECONDS).
  { name: 'errorLog', partitionKey: '/id', defaultTtl: 7776000 }
  { name: 'rateLimits', partitionKey: '/id', defaultTtl: -1 }
  { name: 'jobFailures', partitionKey: '/id', defaultTtl: 7776000 }
  { name: 'interestNotes', partitionKey: '/interestId' }
  { name: 'auditLog', partitionKey: '/id' }
  { name: 'registrationTransfers', partitionKey: '/id' }
  { name: 'drafts', partitionKey: '/id', defaultTtl: -1 }
  { name: 'exportJobs', partitionKey: '/owner', defaultTtl: -1 }
  // Duplicate detection, read per charter (functions/src/data/duplicates-repository.ts).
  { name: 'duplicateSubjects', partitionKey: '/charterId' }
  { name: 'duplicateFlags', partitionKey: '/charterId' }
  { name: 'duplicateMerges', partitionKey: '/charterId' }
]

@description('Object ids of principals (users, groups, service principals) to grant Cosmos DB Built-in Data Contributor.')
param dataContributorPrincipalIds string[] = []

@description('A delete lock on the account (production); false for a throw-away environment that `azd down` must remove.')
param protectData bool = true

@description('Log Analytics workspace that receives the account\'s logs.')
param logAnalyticsWorkspaceId string

// Cosmos DB Built-in Data Contributor (a Cosmos DB SQL role, not an Azure RBAC role).
var dataContributorRoleDefinitionId = '00000000-0000-0000-0000-000000000002'

resource account 'Microsoft.DocumentDB/databaseAccounts@2024-11-15' = {
  name: accountName
  location: location
  tags: tags
  kind: 'GlobalDocumentDB'
  properties: {
    databaseAccountOfferType: 'Standard'
    locations: [
      {
        locationName: location
        failoverPriority: 0
        isZoneRedundant: false
      }
    ]
    consistencyPolicy: {
      defaultConsistencyLevel: 'Session'
    }
    capabilities: [
      {
        name: 'EnableServerless'
      }
    ]
    // Point-in-time restore of the account, a database or one container to any second of the last 30
    // days (docs/operations.md "Restoring data").
    backupPolicy: {
      type: 'Continuous'
      continuousModeProperties: {
        tier: 'Continuous30Days'
      }
    }
    disableLocalAuth: true
    disableKeyBasedMetadataWriteAccess: true
    minimalTlsVersion: 'Tls12'
    publicNetworkAccess: 'Enabled'
  }
}

resource database 'Microsoft.DocumentDB/databaseAccounts/sqlDatabases@2024-11-15' = {
  parent: account
  name: databaseName
  properties: {
    resource: {
      id: databaseName
    }
  }
}

// Serverless: no throughput options on the database or the containers.
resource sqlContainers 'Microsoft.DocumentDB/databaseAccounts/sqlDatabases/containers@2024-11-15' = [
  for container in containers: {
    parent: database
    name: container.name
    properties: {
      resource: union(
        {
          id: container.name
          partitionKey: {
            paths: [
              container.partitionKey
            ]
            kind: 'Hash'
            version: 2
          }
          defaultTtl: container.?defaultTtl
        },
        // A list ordered by `key, c.id` needs a composite index (containers.ts lists the same ones).
        empty(container.?compositeIndexKeys ?? [])
          ? {}
          : {
              indexingPolicy: {
                indexingMode: 'consistent'
                automatic: true
                includedPaths: [{ path: '/*' }]
                excludedPaths: [{ path: '/"_etag"/?' }]
                compositeIndexes: flatten(map(container.?compositeIndexKeys ?? [], key => [
                  [{ path: key, order: 'ascending' }, { path: '/id', order: 'ascending' }]
                  [{ path: key, order: 'descending' }, { path: '/id', order: 'descending' }]
                ]))
              }
            }
      )
    }
  }
]

// After the containers: Cosmos DB refuses a role assignment written while a container is being
// created on the same account (an exclusive-lock conflict), so the two never run side by side. The
// Function App's own assignment (functions.bicep) waits too: its module reads this module's outputs,
// so it starts only once this whole module, containers included, has finished.
resource dataContributors 'Microsoft.DocumentDB/databaseAccounts/sqlRoleAssignments@2024-11-15' = [
  for principalId in dataContributorPrincipalIds: {
    parent: account
    name: guid(account.id, principalId, dataContributorRoleDefinitionId)
    properties: {
      roleDefinitionId: '${account.id}/sqlRoleDefinitions/${dataContributorRoleDefinitionId}'
      principalId: principalId
      scope: account.id
    }
    dependsOn: [
      sqlContainers
    ]
  }
]

// The student records: `azd down` (or a slip in the portal) cannot delete the account while the lock is on.
resource lock 'Microsoft.Authorization/locks@2020-05-01' = if (protectData) {
  name: 'keep-student-records'
  scope: account
  properties: deleteLock('the student records')
}

// Resource-specific tables (CDBDataPlaneRequests, ...) rather than the shared AzureDiagnostics table.
resource diagnostics 'Microsoft.Insights/diagnosticSettings@2021-05-01-preview' = {
  name: 'to-log-analytics'
  scope: account
  properties: union(diagnosticsTo(logAnalyticsWorkspaceId, 'Requests'), { logAnalyticsDestinationType: 'Dedicated' })
}

output accountName string = account.name
output accountId string = account.id
output endpoint string = account.properties.documentEndpoint
output databaseName string = database.name
output dataContributorRoleDefinitionId string = dataContributorRoleDefinitionId
