import { describe, expect, it } from 'vitest';
import {
  blobTriggers,
  eventSubscription,
  KEY_TRIES,
  subscribeBlobTriggers,
  WEBHOOK_PATH,
} from './postdeploy.mjs';

const ENV = {
  AZURE_SUBSCRIPTION_ID: 'sub-1',
  AZURE_RESOURCE_GROUP: 'rg-enroll',
  AZURE_FUNCTION_APP_NAME: 'func-abc',
  AZURE_EVENTGRID_SYSTEM_TOPIC_NAME: 'evgt-stabc',
  AZURE_EVENTGRID_DEAD_LETTER_CONTAINER: 'eventgrid-dead-letters',
  AZURE_STORAGE_ACCOUNT_NAME: 'stabc',
  SERVICE_API_URI: 'https://func-abc.azurewebsites.net',
};
const SITE = '/subscriptions/sub-1/resourceGroups/rg-enroll/providers/Microsoft.Web/sites/func-abc';
const AUTH = `${SITE}/config/authsettingsV2?api-version=2024-11-01`;
const KEYS = `${SITE}/host/default/listkeys?api-version=2024-11-01`;
const SUBSCRIPTION =
  '/subscriptions/sub-1/resourceGroups/rg-enroll/providers/Microsoft.EventGrid/systemTopics/evgt-stabc/eventSubscriptions/build-agreement?api-version=2025-02-15';
const TRIGGER = { name: 'build-agreement', container: 'agreement-requests' };

/** ARM as the hook sees it: the linked app's authentication, a host whose key appears after `keyAfter` reads. */
function fakeAzure({ authEnabled = true, keyAfter = 1 } = {}) {
  const state = {
    auth: {
      properties: {
        platform: { enabled: authEnabled },
        globalValidation: { requireAuthentication: true, excludedPaths: ['/api/health'] },
        identityProviders: { azureStaticWebApps: { registration: { clientId: 'swa' } } },
      },
    },
    keyReads: 0,
    subscriptions: new Map(),
    calls: [],
  };
  const az = async (method, path, body) => {
    state.calls.push(`${method} ${path}`);
    if (path === AUTH && method === 'get') return structuredClone(state.auth);
    if (path === AUTH && method === 'put') {
      state.auth = body;
      return body;
    }
    if (path === KEYS) {
      state.keyReads++;
      return { masterKey: 'm', systemKeys: state.keyReads >= keyAfter ? { blobs_extension: 'k&ey/1' } : {} };
    }
    if (path.includes('/eventSubscriptions/') && method === 'put') {
      state.subscriptions.set(path, body);
      return body;
    }
    throw new Error(`unexpected ${method} ${path}`);
  };
  return { state, az };
}

function run(azure, overrides = {}) {
  const lines = [];
  let waits = 0;
  let wakes = 0;
  const done = subscribeBlobTriggers({
    env: ENV,
    triggers: [TRIGGER],
    az: azure.az,
    wait: async () => {
      waits++;
    },
    wake: async () => {
      wakes++;
    },
    log: (line) => lines.push(line),
    ...overrides,
  });
  return { done, lines, counts: () => ({ waits, wakes }) };
}

describe('the postdeploy hook', () => {
  it('opens the webhook path, waits for the key and subscribes the function to its container', async () => {
    const azure = fakeAzure({ keyAfter: 3 });
    const { done, counts } = run(azure);
    await done;
    expect(azure.state.auth.properties.globalValidation).toEqual({
      requireAuthentication: true,
      excludedPaths: ['/api/health', WEBHOOK_PATH],
    });
    // The other authentication settings are kept as they were.
    expect(azure.state.auth.properties.identityProviders).toEqual({
      azureStaticWebApps: { registration: { clientId: 'swa' } },
    });
    expect(azure.state.keyReads).toBe(3);
    expect(counts()).toEqual({ waits: 2, wakes: 2 });
    expect(azure.state.subscriptions.get(SUBSCRIPTION)).toEqual({
      properties: {
        destination: {
          endpointType: 'WebHook',
          properties: {
            endpointUrl:
              'https://func-abc.azurewebsites.net/runtime/webhooks/blobs?functionName=Host.Functions.build-agreement&code=k%26ey%2F1',
          },
        },
        filter: {
          includedEventTypes: ['Microsoft.Storage.BlobCreated'],
          subjectBeginsWith: '/blobServices/default/containers/agreement-requests/',
        },
        eventDeliverySchema: 'EventGridSchema',
        deadLetterWithResourceIdentity: {
          identity: { type: 'SystemAssigned' },
          deadLetterDestination: {
            endpointType: 'StorageBlob',
            properties: {
              resourceId:
                '/subscriptions/sub-1/resourceGroups/rg-enroll/providers/Microsoft.Storage/storageAccounts/stabc',
              blobContainerName: 'eventgrid-dead-letters',
            },
          },
        },
      },
    });
  });

  it('changes nothing when run again (the same subscription, no second exclusion)', async () => {
    const azure = fakeAzure();
    await run(azure).done;
    const first = structuredClone([...azure.state.subscriptions]);
    const auth = structuredClone(azure.state.auth);
    azure.state.calls.length = 0;
    const again = run(azure);
    await again.done;
    expect(
      azure.state.calls.filter((call) => call.startsWith('put') && call.includes('authsettingsV2')),
    ).toEqual([]);
    expect(azure.state.auth).toEqual(auth);
    expect([...azure.state.subscriptions]).toEqual(first);
    expect(again.lines).toContain(`App Service authentication: ${WEBHOOK_PATH} already reachable.`);
  });

  it('leaves the authentication alone when it is off (no linked static web app)', async () => {
    const azure = fakeAzure({ authEnabled: false });
    await run(azure).done;
    expect(azure.state.calls).not.toContain(`put ${AUTH}`);
    expect(azure.state.subscriptions.has(SUBSCRIPTION)).toBe(true);
  });

  it('gives up after a bounded wait when the host never reports its key, subscribing nothing', async () => {
    const azure = fakeAzure({ keyAfter: Number.POSITIVE_INFINITY });
    const { done, counts } = run(azure);
    await expect(done).rejects.toThrow('The Functions host never reported its blobs_extension key.');
    expect(azure.state.keyReads).toBe(KEY_TRIES);
    expect(counts().waits).toBe(KEY_TRIES - 1);
    expect(azure.state.subscriptions.size).toBe(0);
  });

  it('refuses to run without the provisioned environment values', async () => {
    const azure = fakeAzure();
    const { done } = run(azure, {
      env: { ...ENV, AZURE_EVENTGRID_SYSTEM_TOPIC_NAME: '', AZURE_EVENTGRID_DEAD_LETTER_CONTAINER: '' },
    });
    await expect(done).rejects.toThrow(
      'The azd environment has no AZURE_EVENTGRID_SYSTEM_TOPIC_NAME, AZURE_EVENTGRID_DEAD_LETTER_CONTAINER',
    );
    expect(azure.state.calls).toEqual([]);
  });

  it('reads the blob triggers and their containers from what the probe saw registered', () => {
    const probe = {
      registered: [
        {
          metadata: { name: 'interest-submit', bindings: { h: { type: 'httpTrigger', route: 'interest' } } },
        },
        {
          metadata: {
            name: 'send-email',
            bindings: { q: { type: 'queueTrigger', queueName: 'email-jobs' } },
          },
        },
        {
          metadata: {
            name: 'build-agreement',
            bindings: { b: { type: 'blobTrigger', path: 'agreement-requests/{entryId}.json' } },
          },
        },
      ],
    };
    expect(blobTriggers(probe)).toEqual([TRIGGER]);
    const deadLetter = { storageAccountId: 'st', container: 'dead' };
    expect(
      eventSubscription(ENV.SERVICE_API_URI, TRIGGER, 'x', deadLetter).properties.filter.subjectBeginsWith,
    ).toBe('/blobServices/default/containers/agreement-requests/');
  });
});
