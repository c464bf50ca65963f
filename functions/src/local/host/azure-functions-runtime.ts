import { createRequire } from 'node:module';

type AzureFunctionsModule = typeof import('@azure/functions');

// @azure/functions is a bundled CommonJS module whose class exports Node's ESM loader cannot detect,
// so `import { HttpRequest } from '@azure/functions'` fails at run time outside a bundler: require it.
const azureFunctions: AzureFunctionsModule = createRequire(import.meta.url)('@azure/functions');

export const HttpRequest: AzureFunctionsModule['HttpRequest'] = azureFunctions.HttpRequest;
export const InvocationContext: AzureFunctionsModule['InvocationContext'] = azureFunctions.InvocationContext;
export const HttpResponse: AzureFunctionsModule['HttpResponse'] = azureFunctions.HttpResponse;
