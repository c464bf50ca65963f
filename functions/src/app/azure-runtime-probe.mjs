// Loads the BUILT Functions package the way the Node.js worker does in Azure, and writes what it
// registered to the JSON file named by the first argument (used by azure-registrations.test.ts).
// The second argument, if any, is the folder of a staged package (scripts/azd/package-api.mjs) to load
// instead of functions/, with its own node_modules.
//
// The worker makes `@azure/functions-core` (its API to the host) requireable by hooking Node's module
// loader, then imports every file matched by package.json's `main` glob. @azure/functions finds that
// module through `require('@azure/functions-core')` (tryGetCoreApiLazy), switches to "inside the
// runtime" mode and hands each `app.http` / `app.storageQueue` / `app.storageBlob` to
// `registerFunction(metadata, handler)`. Here a recording module stands in for the worker's, so the
// library's real code runs and each call is kept. The registry's own list (what the local host serves)
// is read from the same loaded modules.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import Module from 'node:module';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import globby from 'globby';
import { buildIfStale } from '../../../scripts/lib/build-if-stale.mjs';

const output = process.argv[2];
if (!output) throw new Error('usage: azure-runtime-probe.mjs <output.json> [app folder]');
const stagedApp = process.argv[3];
const functionsRoot = stagedApp ? resolve(stagedApp) : resolve(fileURLToPath(import.meta.url), '../../..');

if (!stagedApp) buildIfStale(resolve(functionsRoot, '..'), { frontend: false });

const recorded = { programmingModel: null, functions: [], hooks: [] };
const coreApi = {
  version: '3.10.1',
  setProgrammingModel(model) {
    recorded.programmingModel = { name: model.name, version: model.version };
  },
  getProgrammingModel() {
    return undefined;
  },
  registerFunction(metadata, callback) {
    recorded.functions.push({ metadata, callback });
    return { dispose() {} };
  },
  registerHook(hookName) {
    recorded.hooks.push(hookName);
    return { dispose() {} };
  },
  log() {},
  Disposable: class {
    dispose() {}
  },
};

// What the worker does (its setupCoreModule): answer the core module's name with its API.
const load = Module._load;
Module._load = function loadWithCore(request, ...rest) {
  if (request === '@azure/functions-core') return coreApi;
  return load.call(this, request, ...rest);
};

// Azure has no local-host flag: every function file must call app.*.
delete process.env.ENROLLMENT_LOCAL_HOST;

// The worker matches `main` with globby, relative to the app's folder, and imports each file.
const main = JSON.parse(readFileSync(join(functionsRoot, 'package.json'), 'utf8')).main;
const files = globby.sync(main, { cwd: functionsRoot, absolute: true }).sort();
for (const file of files) await import(pathToFileURL(file).href);

// The registry module the function files share (a chunk of the build), found by its export. A staged
// package has no local host, so its build keeps no `registeredFunctions`: only what was registered is
// written for it.
async function ownRegistry() {
  const chunks = join(functionsRoot, 'dist/chunks');
  const registryChunks = readdirSync(chunks)
    .filter((name) => name.endsWith('.js'))
    .map((name) => join(chunks, name))
    .filter((file) => readFileSync(file, 'utf8').includes('function registeredFunctions()'));
  const [registryChunk] = registryChunks;
  if (registryChunks.length !== 1 || !registryChunk) {
    throw new Error(`dist/chunks should hold the function registry once, not ${registryChunks.length} times`);
  }
  const { registeredFunctions } = await import(pathToFileURL(registryChunk).href);
  return registeredFunctions();
}
const registry = stagedApp ? [] : await ownRegistry();

writeFileSync(
  output,
  JSON.stringify({
    main,
    files: files.map((file) => relative(functionsRoot, file)),
    programmingModel: recorded.programmingModel,
    hooks: recorded.hooks,
    registered: recorded.functions.map(({ metadata, callback }) => {
      const own = registry.find((entry) => entry.name === metadata.name);
      return {
        metadata,
        callbackIsFunction: typeof callback === 'function',
        // An HTTP function hands the registry's pipeline-wrapped handler itself to the runtime.
        callbackIsRegistryHandler: own ? callback === own.handler : false,
      };
    }),
    registry: registry.map(({ handler, ...entry }) => ({
      ...entry,
      hasHandler: typeof handler === 'function',
    })),
  }),
);
