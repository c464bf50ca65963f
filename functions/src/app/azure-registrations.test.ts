import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FunctionRegistration } from './registry.ts';

// What Azure runs: the BUILT package (functions/dist, through package.json's `main` glob) loaded with
// the real @azure/functions in "inside the runtime" mode. azure-runtime-probe.mjs does that in a child
// process (building dist first when the sources are newer: `npm test` runs the unit tests before its
// build) and records each registerFunction call the library makes; here every one is checked against
// the registry the local host serves, so a function cannot work locally yet be missing or misrouted in
// Azure.

interface Binding {
  type: string;
  direction: string;
  name: string;
  [key: string]: unknown;
}

/** A registry entry as the probe writes it: without its handler (distributed over the kinds). */
type RegistryEntry<T = FunctionRegistration> = T extends unknown ? Omit<T, 'handler'> : never;

interface ProbeResult {
  main: string;
  files: string[];
  programmingModel: { name: string; version: string } | null;
  registered: {
    metadata: { name: string; bindings: Record<string, Binding> };
    callbackIsFunction: boolean;
    callbackIsRegistryHandler: boolean;
  }[];
  registry: (RegistryEntry & { hasHandler: boolean })[];
}

const functionsRoot = resolve(import.meta.dirname, '../..');
const folder = mkdtempSync(join(tmpdir(), 'azure-registrations-'));
let probe: ProbeResult;
let stderr = '';

beforeAll(() => {
  const output = join(folder, 'probe.json');
  const run = spawnSync(process.execPath, [join(import.meta.dirname, 'azure-runtime-probe.mjs'), output], {
    encoding: 'utf8',
    env: { ...process.env, ENROLLMENT_LOCAL_HOST: 'true' },
    timeout: 180_000,
  });
  stderr = run.stderr;
  expect(run.status, run.stderr).toBe(0);
  probe = JSON.parse(readFileSync(output, 'utf8')) as ProbeResult;
}, 200_000);

afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The trigger binding (the one binding whose direction is in) of a recorded registration. */
function trigger(bindings: Record<string, Binding>): Binding | undefined {
  return Object.values(bindings).find((binding) => binding.direction === 'in');
}

/** The binding metadata @azure/functions must have sent to the host for a registry entry. */
function expectedBindings(entry: RegistryEntry): Record<string, unknown> {
  const deferred = { supportsDeferredBinding: 'false' };
  switch (entry.kind) {
    case 'http':
      return {
        trigger: {
          type: 'httpTrigger',
          direction: 'in',
          name: expect.stringMatching(/^httpTrigger[0-9a-f]{10}$/),
          route: entry.route,
          methods: entry.methods,
          authLevel: 'anonymous',
          properties: deferred,
        },
        $return: { type: 'http', direction: 'out', name: expect.stringMatching(/^httpOutput/) },
      };
    case 'queue':
      return {
        trigger: {
          type: 'queueTrigger',
          direction: 'in',
          name: expect.stringMatching(/^queueTrigger[0-9a-f]{10}$/),
          queueName: entry.queueName,
          connection: 'AzureWebJobsStorage',
          properties: deferred,
        },
      };
    case 'blob':
      return {
        trigger: {
          type: 'blobTrigger',
          direction: 'in',
          name: expect.stringMatching(/^blobTrigger[0-9a-f]{10}$/),
          path: entry.path,
          connection: 'AzureWebJobsStorage',
          source: 'EventGrid',
          properties: deferred,
        },
      };
    case 'timer':
      return {
        trigger: {
          type: 'timerTrigger',
          direction: 'in',
          name: expect.stringMatching(/^timerTrigger[0-9a-f]{10}$/),
          schedule: entry.schedule,
          properties: deferred,
        },
      };
  }
}

/** The recorded bindings keyed as expectedBindings keys them: `trigger`, then the outputs by name. */
function keyedBindings(bindings: Record<string, Binding>): Record<string, unknown> {
  const keyed: Record<string, unknown> = {};
  for (const [key, binding] of Object.entries(bindings)) {
    keyed[binding.direction === 'in' ? 'trigger' : key] = binding;
  }
  return keyed;
}

describe('the built Functions package in the Azure Functions runtime', { timeout: 30_000 }, () => {
  it('loads every function file of the package through its main glob', () => {
    const sources = ['functions', 'jobs'].flatMap((area) =>
      readdirSync(join(functionsRoot, 'src', area), { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
        .map((file) => join('dist', area, file.replace(/\.ts$/, '.js'))),
    );
    expect(probe.main).toBe('dist/{functions,jobs}/**/*.js');
    expect(probe.files).toEqual(sources.sort());
    expect(probe.files.every((file) => !relative('dist', file).startsWith('..'))).toBe(true);
  });

  it('finds the runtime: @azure/functions sets its programming model instead of falling back to test mode', () => {
    const packageJson = createRequire(import.meta.url).resolve('@azure/functions/package.json');
    const { version } = JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string };
    expect(probe.programmingModel).toEqual({ name: '@azure/functions', version });
    expect(stderr).not.toContain('test mode');
  });

  it('registers with the runtime exactly the functions the local host serves, in the same order', () => {
    expect(probe.registry.length).toBeGreaterThan(0);
    expect(probe.registered.map((entry) => entry.metadata.name)).toEqual(
      probe.registry.map((entry) => entry.name),
    );
  });

  it('gives each function the registry trigger: route, methods, anonymous auth, queue, blob path, Event Grid, schedule', () => {
    for (const entry of probe.registry) {
      const registered = probe.registered.find((candidate) => candidate.metadata.name === entry.name);
      expect(registered, entry.name).toBeDefined();
      if (!registered) continue;
      expect(keyedBindings(registered.metadata.bindings), entry.name).toEqual(expectedBindings(entry));
      expect(trigger(registered.metadata.bindings), entry.name).toBeDefined();
      expect(registered.callbackIsFunction, entry.name).toBe(true);
      expect(entry.hasHandler, entry.name).toBe(true);
      // An HTTP function gives the runtime the registry's handler itself: the same pipeline (body limit,
      // access check, errors as JSON) as the local host.
      if (entry.kind === 'http') expect(registered.callbackIsRegistryHandler, entry.name).toBe(true);
    }
  });

  it('has the triggers the platform needs: the e-mail queue, the agreement blob trigger, the retention purge', () => {
    const kinds = probe.registry.map((entry) => entry.kind);
    expect(kinds.filter((kind) => kind === 'http').length).toBeGreaterThan(20);
    expect(probe.registry).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'queue', name: 'send-email', queueName: 'email-jobs' }),
        expect.objectContaining({
          kind: 'blob',
          name: 'build-agreement',
          path: 'agreement-requests/{entryId}.json',
        }),
        expect.objectContaining({ kind: 'timer', name: 'retention-purge', schedule: '0 30 3 * * *' }),
      ]),
    );
  });
});
