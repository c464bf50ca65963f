// Azure Front Door Standard in front of the static web app: one custom domain per brand, each with a
// certificate Front Door issues and renews itself, all routed to the one site.
//
// The static web app stays the origin: Front Door forwards every request to its default host name with
// that host as the Host header, over HTTPS only, and adds X-Forwarded-Host (the brand's domain) and
// X-Azure-FDID (this profile's id). The site's staticwebapp.config.json, written at deploy by
// scripts/swa-config.mjs from the FRONT_DOOR_* outputs, then accepts only requests that carry this
// profile's id from Front Door's addresses (forwardingGateway, networking), and builds its sign-in
// redirects from the forwarded host.
//
// Nothing is cached at the edge (the route has no cache configuration): the API, sign-in and the
// staff pages must never be served from a cache, and the static web app has its own CDN for assets.


import { brandHost, diagnosticsTo } from '../shared.bicep'

@description('Tags applied to every resource.')
param tags object = {}

@description('Front Door profile name.')
param profileName string

@description('Front Door endpoint name (its host name is <name>-<hash>.<zone>.azurefd.net).')
param endpointName string

@description('Default host name of the static web app (the origin), e.g. <name>.azurestaticapps.net.')
param originHostName string

@description('The brands\' public host names: one custom domain each, with a Front Door managed certificate.')
param brandHosts brandHost[]

@description('Log Analytics workspace that receives the access and health probe logs.')
param logAnalyticsWorkspaceId string

resource profile 'Microsoft.Cdn/profiles@2024-09-01' = {
  name: profileName
  location: 'global'
  tags: tags
  sku: {
    name: 'Standard_AzureFrontDoor'
  }
  properties: {
    originResponseTimeoutSeconds: 60
  }
}

resource endpoint 'Microsoft.Cdn/profiles/afdEndpoints@2024-09-01' = {
  parent: profile
  name: endpointName
  location: 'global'
  tags: tags
  properties: {
    enabledState: 'Enabled'
  }
}

// One origin: health probes would only add traffic (Front Door sends to a single origin regardless).
resource originGroup 'Microsoft.Cdn/profiles/originGroups@2024-09-01' = {
  parent: profile
  name: 'static-web-app'
  properties: {
    loadBalancingSettings: {
      sampleSize: 4
      successfulSamplesRequired: 3
      additionalLatencyInMilliseconds: 50
    }
    sessionAffinityState: 'Disabled'
  }
}

resource origin 'Microsoft.Cdn/profiles/originGroups/origins@2024-09-01' = {
  parent: originGroup
  name: 'static-web-app'
  properties: {
    hostName: originHostName
    // The static web app serves only its own host names: the Host header must be its default one.
    originHostHeader: originHostName
    httpPort: 80
    httpsPort: 443
    priority: 1
    weight: 1000
    enabledState: 'Enabled'
    enforceCertificateNameCheck: true
  }
}

// A custom domain's name allows letters, digits and hyphens only.
resource customDomains 'Microsoft.Cdn/profiles/customDomains@2024-09-01' = [
  for item in brandHosts: {
    parent: profile
    name: replace(item.host, '.', '-')
    properties: {
      hostName: item.host
      tlsSettings: {
        certificateType: 'ManagedCertificate'
        minimumTlsVersion: 'TLS12'
      }
    }
  }
]

resource route 'Microsoft.Cdn/profiles/afdEndpoints/routes@2024-09-01' = {
  parent: endpoint
  name: 'all'
  properties: {
    customDomains: [for (item, index) in brandHosts: { id: customDomains[index].id }]
    originGroup: {
      id: originGroup.id
    }
    supportedProtocols: [
      'Http'
      'Https'
    ]
    patternsToMatch: [
      '/*'
    ]
    forwardingProtocol: 'HttpsOnly'
    linkToDefaultDomain: 'Enabled'
    httpsRedirect: 'Enabled'
    enabledState: 'Enabled'
  }
  // A route is refused while its origin group has no origin.
  dependsOn: [
    origin
  ]
}

resource diagnostics 'Microsoft.Insights/diagnosticSettings@2021-05-01-preview' = {
  name: 'to-log-analytics'
  scope: profile
  properties: diagnosticsTo(logAnalyticsWorkspaceId, 'AllMetrics')
}

output id string = profile.id
@description('The X-Azure-FDID header value Front Door adds to every request it forwards.')
output frontDoorId string = profile.properties.frontDoorId
output endpointHostName string = endpoint.properties.hostName

@description('The DNS records the operator creates for each brand\'s domain: the CNAME that routes it here and the TXT that proves ownership for the certificate.')
output dnsRecords object[] = [
  for (item, index) in brandHosts: {
    brand: item.brand
    host: item.host
    cname: endpoint.properties.hostName
    txtName: '_dnsauth.${item.host}'
    txtValue: customDomains[index].properties.?validationProperties.?validationToken ?? ''
  }
]
