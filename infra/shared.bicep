// Types and functions shared by main.bicep and its modules.

@export()
@description('A brand\'s public address: the brand key (domain/src/brand/brands.ts) and the host name families open.')
type brandHost = {
  @description('Brand key, e.g. flexhigh.')
  brand: string
  @description('Host name without scheme or path, e.g. enroll.flexhigh.org.')
  host: string
}

@export()
@description('The properties of a diagnostic setting that sends every log of a resource, and its metrics of `metricCategory` (empty: none), to the Log Analytics workspace.')
func diagnosticsTo(workspaceId string, metricCategory string) object => {
  workspaceId: workspaceId
  logs: [
    {
      categoryGroup: 'allLogs'
      enabled: true
    }
  ]
  metrics: empty(metricCategory)
    ? []
    : [
        {
          category: metricCategory
          enabled: true
        }
      ]
}

@export()
@description('The properties of a lock that keeps a resource from being deleted until an operator removes the lock; `holds` says what would be lost.')
func deleteLock(holds string) object => {
  level: 'CanNotDelete'
  notes: 'Holds ${holds}. Remove this lock before deleting the resource (docs/operations.md "Deleting an environment").'
}
