// Links the Function App to the static web app as its API backend ("bring your own functions"):
// SWA forwards /api/* to the Function App, adds the x-ms-client-principal header for signed-in
// users, and configures the Function App's authentication so that it accepts the calls SWA makes.
// A static web app has at most one linked backend. Declared in its own module (a child of the
// existing site) because the Function App is created after the site (it needs the site's host name).

@description('The static web app (static-web-app.bicep).')
param staticWebAppName string

@description('Resource id of the Function App.')
param backendResourceId string

@description('Location of the Function App.')
param backendLocation string

resource staticWebApp 'Microsoft.Web/staticSites@2024-11-01' existing = {
  name: staticWebAppName
}

resource backend 'Microsoft.Web/staticSites/linkedBackends@2024-11-01' = {
  parent: staticWebApp
  name: 'api'
  properties: {
    backendResourceId: backendResourceId
    region: backendLocation
  }
}

output linkedBackendId string = backend.id
