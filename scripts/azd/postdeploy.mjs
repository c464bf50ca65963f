// azd postdeploy hook (the project's, after both services): makes the blob triggers fire in Azure.
//
// Flex Consumption runs blob triggers only from Event Grid (registry.ts registers them with
// `source: 'EventGrid'`). The storage account's Event Grid system topic is in Bicep, but the
// subscription that feeds a function cannot be: its webhook URL carries the host's `blobs_extension`
// system key, which exists only once the code is deployed and the host has started. And linking the
// Function App to the static web app turns on App Service authentication for every path, so Event
// Grid's calls to /runtime/webhooks/blobs would be refused with 401. So, after every deploy:
//   1. exclude that path from the App Service authentication (authsettingsV2 excludedPaths);
//   2. read the host's blobs_extension key (waiting, bounded, for a host that is still starting);
//   3. create or update one Event Grid subscription per blob-triggered function, filtered to its
//      container's BlobCreated events; an event still undelivered after Event Grid's retries (24 hours)
//      goes to the dead-letter container of infra/modules/storage.bicep, written with the system
//      topic's identity (the account takes no shared key), where an alert reports it.
// Every step is a PUT of the wanted state, so running it again changes nothing (idempotent). The
// blob-triggered functions are read from the package just deployed (dist/api, loaded by
// azure-runtime-probe.mjs as the Node.js worker loads it), never listed by hand. Everything goes through `az rest` with JSON bodies in files: the key never appears on a
// command line or in the output, and no shell quoting differs between sh and pwsh.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const WEBHOOK_PATH = '/runtime/webhooks/blobs';
const WEB_API = '2024-11-01';
// The API version of the system topic in infra/modules/storage.bicep.
const EVENT_GRID_API = '2025-02-15';
/** Up to 20 reads of the host keys, 15 s apart: a new Flex Consumption host starts within minutes. */
export const KEY_TRIES = 20;
const KEY_WAIT_MS = 15_000;
const REQUIRED_ENV = [
  'AZURE_SUBSCRIPTION_ID',
  'AZURE_RESOURCE_GROUP',
  'AZURE_FUNCTION_APP_NAME',
  'AZURE_EVENTGRID_SYSTEM_TOPIC_NAME',
  'AZURE_EVENTGRID_DEAD_LETTER_CONTAINER',
  'AZURE_STORAGE_ACCOUNT_NAME',
  'SERVICE_API_URI',
];

/** The blob-triggered functions a probe saw registered: each function's name and its container. */
export function blobTriggers(probe) {
  return probe.registered.flatMap(({ metadata }) =>
    Object.values(metadata.bindings)
      .filter((binding) => binding.type === 'blobTrigger')
      .map((binding) => ({
        name: metadata.name,
        container: binding.path.slice(0, binding.path.indexOf('/')),
      })),
  );
}

/** The authsettingsV2 resource with the webhook path excluded; null when nothing needs to change. */
export function withWebhookExcluded(auth) {
  const properties = auth?.properties ?? {};
  if (properties.platform?.enabled !== true) return null;
  const excluded = properties.globalValidation?.excludedPaths ?? [];
  if (excluded.includes(WEBHOOK_PATH)) return null;
  return {
    ...auth,
    properties: {
      ...properties,
      globalValidation: { ...properties.globalValidation, excludedPaths: [...excluded, WEBHOOK_PATH] },
    },
  };
}

/**
 * The Event Grid subscription that feeds one blob-triggered function; `deadLetter` is the storage
 * account's resource id and the container that keeps the events it could not deliver.
 */
export function eventSubscription(apiUri, trigger, key, deadLetter) {
  const url = new URL(WEBHOOK_PATH, apiUri);
  url.searchParams.set('functionName', `Host.Functions.${trigger.name}`);
  url.searchParams.set('code', key);
  return {
    properties: {
      destination: { endpointType: 'WebHook', properties: { endpointUrl: url.href } },
      filter: {
        includedEventTypes: ['Microsoft.Storage.BlobCreated'],
        subjectBeginsWith: `/blobServices/default/containers/${trigger.container}/`,
      },
      eventDeliverySchema: 'EventGridSchema',
      deadLetterWithResourceIdentity: {
        identity: { type: 'SystemAssigned' },
        deadLetterDestination: {
          endpointType: 'StorageBlob',
          properties: { resourceId: deadLetter.storageAccountId, blobContainerName: deadLetter.container },
        },
      },
    },
  };
}

/**
 * The hook's work. `az(method, path, body)` calls the ARM path (`az rest`) and answers its JSON;
 * `wait(ms)` and `wake()` are injected so the tests run it without Azure.
 */
export async function subscribeBlobTriggers({ env, triggers, az, wait, wake, log }) {
  const missing = REQUIRED_ENV.filter((name) => !env[name]);
  if (missing.length > 0)
    throw new Error(`The azd environment has no ${missing.join(', ')}: run azd provision first.`);
  if (triggers.length === 0) {
    log('No blob-triggered functions in the package: nothing to subscribe.');
    return;
  }
  const group = `/subscriptions/${env.AZURE_SUBSCRIPTION_ID}/resourceGroups/${env.AZURE_RESOURCE_GROUP}`;
  const site = `${group}/providers/Microsoft.Web/sites/${env.AZURE_FUNCTION_APP_NAME}`;

  const authPath = `${site}/config/authsettingsV2?api-version=${WEB_API}`;
  const changed = withWebhookExcluded(await az('get', authPath));
  if (changed) {
    await az('put', authPath, changed);
    log(`App Service authentication: ${WEBHOOK_PATH} excluded, so Event Grid can deliver.`);
  } else {
    log(`App Service authentication: ${WEBHOOK_PATH} already reachable.`);
  }

  let key = '';
  for (let attempt = 1; attempt <= KEY_TRIES && !key; attempt++) {
    const keys = await az('post', `${site}/host/default/listkeys?api-version=${WEB_API}`);
    key = keys?.systemKeys?.blobs_extension ?? '';
    if (!key && attempt < KEY_TRIES) {
      log(
        `The host has no blobs_extension key yet (try ${attempt} of ${KEY_TRIES}); waiting for it to start.`,
      );
      await wake();
      await wait(KEY_WAIT_MS);
    }
  }
  if (!key) {
    throw new Error(
      'The Functions host never reported its blobs_extension key. Check that the deployment started ' +
        '(Function App → Functions lists build-agreement), then run: azd hooks run postdeploy',
    );
  }

  const topic = `${group}/providers/Microsoft.EventGrid/systemTopics/${env.AZURE_EVENTGRID_SYSTEM_TOPIC_NAME}`;
  const deadLetter = {
    storageAccountId: `${group}/providers/Microsoft.Storage/storageAccounts/${env.AZURE_STORAGE_ACCOUNT_NAME}`,
    container: env.AZURE_EVENTGRID_DEAD_LETTER_CONTAINER,
  };
  for (const trigger of triggers) {
    await az(
      'put',
      `${topic}/eventSubscriptions/${trigger.name}?api-version=${EVENT_GRID_API}`,
      eventSubscription(env.SERVICE_API_URI, trigger, key, deadLetter),
    );
    log(`Event Grid subscription ${trigger.name}: BlobCreated in ${trigger.container} → ${trigger.name}.`);
  }
}

/** `az rest` with the body in a file; the answer parsed (null when empty). */
function azRest(method, path, body) {
  const folder = mkdtempSync(join(tmpdir(), 'enroll-postdeploy-'));
  try {
    const args = ['rest', '--method', method, '--url', path, '--output', 'json'];
    if (body !== undefined) {
      const file = join(folder, 'body.json');
      writeFileSync(file, JSON.stringify(body));
      args.push('--body', `@${file}`, '--headers', 'Content-Type=application/json');
    }
    // Windows runs az through az.cmd, which needs a shell; every argument is quoted for it.
    const windows = process.platform === 'win32';
    const result = spawnSync('az', windows ? args.map((arg) => `"${arg}"`) : args, {
      encoding: 'utf8',
      shell: windows,
    });
    if (result.error) throw new Error(`The Azure CLI (az) could not be run: ${result.error.message}`);
    // The error names the call without its body (which may hold the key).
    if (result.status !== 0) throw new Error(`az rest ${method} ${path} failed: ${result.stderr.trim()}`);
    return result.stdout.trim() === '' ? null : JSON.parse(result.stdout);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The blob triggers of the deployed package (dist/api), read the way the Node.js worker loads it in Azure. */
function triggersOfDeployedPackage() {
  const root = resolve(fileURLToPath(import.meta.url), '../../..');
  if (!existsSync(join(root, 'dist/api/package.json'))) {
    throw new Error('dist/api (the staged api package) is missing: run azd deploy api from this checkout.');
  }
  const folder = mkdtempSync(join(tmpdir(), 'enroll-probe-'));
  try {
    const output = join(folder, 'probe.json');
    const run = spawnSync(
      process.execPath,
      [join(root, 'functions/src/app/azure-runtime-probe.mjs'), output, join(root, 'dist/api')],
      { encoding: 'utf8', stdio: ['ignore', 'inherit', 'inherit'] },
    );
    if (run.status !== 0) throw new Error('Reading the functions of the built package failed (see above).');
    return blobTriggers(JSON.parse(readFileSync(output, 'utf8')));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    await subscribeBlobTriggers({
      env: process.env,
      triggers: triggersOfDeployedPackage(),
      az: async (method, path, body) => azRest(method, path, body),
      wait: (ms) => delay(ms),
      // A request starts an instance of a scaled-to-zero app (its answer does not matter: 401 here).
      wake: () =>
        fetch(new URL('/api/brands', process.env.SERVICE_API_URI)).then(
          () => undefined,
          () => undefined,
        ),
      log: (line) => console.info(line),
    });
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    console.error(
      'Both services are deployed, but signed agreements are not built until this hook succeeds: fix the cause, then run azd hooks run postdeploy',
    );
    process.exit(1);
  }
}
