// Azure Maps (Gen2) for the location finder's map. The browser uses the account's shared key,
// baked into the front-end bundle at build time as VITE_AZURE_MAPS_KEY (so local auth must stay
// enabled). The key is not an output of this template: the azd `postprovision` hook in azure.yaml
// (or the pipeline) reads it with `az maps account keys list` and stores it in the azd environment
// before the front end is built (docs/operations.md).

@description('Tags applied to every resource.')
param tags object = {}

@description('Azure Maps account name.')
param name string

@description('Where the account stores its data. Azure Maps is offered in a few regions only (e.g. eastus, westus2, westcentralus, northeurope, westeurope).')
param location string = 'eastus'

resource maps 'Microsoft.Maps/accounts@2023-06-01' = {
  name: name
  location: location
  tags: tags
  kind: 'Gen2'
  sku: {
    name: 'G2'
  }
  properties: {
    // The web map authenticates with the shared key (VITE_AZURE_MAPS_KEY).
    disableLocalAuth: false
  }
}

output name string = maps.name
output id string = maps.id
