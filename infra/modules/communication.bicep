// Azure Communication Services e-mail: an Email Communication Service with an Azure-managed domain
// (<guid>.azurecomm.net, verified by Azure, nothing to set up in DNS), linked to a Communication
// Services resource that the Function App sends through with its managed identity
// (ACS_ENDPOINT + DefaultAzureCredential; the role is granted in functions.bicep).
// Azure-managed domains come with the `DoNotReply` sender and have low sending limits: connect a
// custom, verified domain (a CustomerManaged domain resource) before real volume (docs/operations.md).

@description('Tags applied to every resource.')
param tags object = {}

@description('Communication Services resource name (globally unique).')
param communicationServiceName string

@description('Email Communication Service name.')
param emailServiceName string

@description('Where the services store data at rest (e.g. United States, Europe).')
param dataLocation string = 'United States'

// Both resources are global; their data stays in `dataLocation`.
var serviceLocation = 'global'

resource emailService 'Microsoft.Communication/emailServices@2025-05-01' = {
  name: emailServiceName
  location: serviceLocation
  tags: tags
  properties: {
    dataLocation: dataLocation
  }
}

// An Azure-managed domain must be named `AzureManagedDomain`.
resource managedDomain 'Microsoft.Communication/emailServices/domains@2025-05-01' = {
  parent: emailService
  name: 'AzureManagedDomain'
  location: serviceLocation
  tags: tags
  properties: {
    domainManagement: 'AzureManaged'
    userEngagementTracking: 'Disabled'
  }
}

resource communicationService 'Microsoft.Communication/communicationServices@2025-05-01' = {
  name: communicationServiceName
  location: serviceLocation
  tags: tags
  properties: {
    dataLocation: dataLocation
    linkedDomains: [
      managedDomain.id
    ]
    // Microsoft Entra ID only: the app uses ACS_ENDPOINT with its managed identity, never a
    // connection string (ACS_CONNECTION_STRING stays empty in Azure).
    disableLocalAuth: true
  }
}

output communicationServiceName string = communicationService.name
output communicationServiceId string = communicationService.id
output endpoint string = 'https://${communicationService.properties.hostName}'
output senderDomain string = managedDomain.properties.mailFromSenderDomain
output senderAddress string = 'DoNotReply@${managedDomain.properties.mailFromSenderDomain}'
