import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every app setting the Functions code reads must reach both places that configure it:
 * local.settings.example.json (the local stack and a developer's local.settings.json) and the
 * Function App's app settings in infra/modules/functions.bicep. `azd provision` replaces the Function
 * App's settings whole, so a setting missing from Bicep cannot be "added in the portal" for long: it is
 * either declared there or deliberately left unset in Azure, with the reason below.
 */

const root = resolve(import.meta.dirname, '../../..');
const sourceRoot = resolve(root, 'functions/src');

/** Read by the code but not set on the Function App, and why. */
const UNSET_IN_AZURE: Record<string, string> = {
  AzureWebJobsStorage: 'a connection string: Azure uses the identity-based AzureWebJobsStorage__accountName',
  COSMOS_KEY: 'a key: Azure signs Cosmos requests with the managed identity',
  COSMOS_ALLOW_SELF_SIGNED: "only the local emulator's certificate",
  ACS_CONNECTION_STRING: 'a key: Azure sends e-mail with the managed identity (ACS_ENDPOINT)',
  EDGE_KEY: "the local edge's proof; Azure trusts the linked static web app (PRINCIPAL_TRUST swa-linked)",
  RATE_LIMIT_EXEMPT_IPS: "the test stack's loopback only",
  RATE_LIMIT_INTEREST: "the code's default is the production limit",
  RATE_LIMIT_REGISTRATION: "the code's default is the production limit",
  RATE_LIMIT_LELO: "the code's default is the production limit",
  RATE_LIMIT_LOG_ERROR: "the code's default is the production limit",
  RATE_LIMIT_AUTH_ROLES: "the code's default is the production limit",
  RATE_LIMIT_DRAFT_SAVE: "the code's default is the production limit",
  RATE_LIMIT_DRAFT_LINK: "the code's default is the production limit",
  RATE_LIMIT_DRAFT_SESSION: "the code's default is the production limit",
  EMAIL_CAP_PER_ADDRESS_PER_HOUR: "the code's default is the production cap",
  EMAIL_CLAIM_LEASE_SECONDS: "the code's default fits the queue's retry schedule (host.json)",
  GRAPH_BASE_URL: "Microsoft Graph's public endpoint is the default; only tests point it elsewhere",
  CATALOG_SERVICE_TIMEOUT_MS: "the code's default (5 s)",
  CATALOG_CACHE_SECONDS: "the code's default (300 s)",
};

/** Set on the Function App for the Functions platform itself, not read by our code. */
const PLATFORM_SETTINGS = [
  'APPLICATIONINSIGHTS_CONNECTION_STRING',
  'APPLICATIONINSIGHTS_AUTHENTICATION_STRING',
  'languageWorkers__node__arguments',
];

/** In local.settings.json for the local Functions host itself (Flex Consumption refuses it in Azure). */
const LOCAL_HOST_SETTINGS = ['FUNCTIONS_WORKER_RUNTIME'];

/** Read by the code only in Azure, so not in the local example, and why. */
const AZURE_ONLY: Record<string, string> = {
  AzureWebJobsStorage__accountName:
    'identity-based host storage; locally the AzureWebJobsStorage connection string',
};

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    // The local host sets its own flags (ports, seeding): not app settings.
    if (entry.isDirectory()) return entry.name === 'local' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The names read through config.ts's `setting('NAME')` or an `env.NAME` of a settings module. */
function settingsReadByCode(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(sourceRoot)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\bsetting\('([A-Za-z0-9_]+)'/g)) names.add(match[1] ?? '');
    for (const match of text.matchAll(/\b(?:process\.)?env\.([A-Za-z][A-Za-z0-9_]*)/g))
      names.add(match[1] ?? '');
  }
  return names;
}

function localExampleSettings(): string[] {
  const parsed: unknown = JSON.parse(readFileSync(resolve(root, 'local.settings.example.json'), 'utf8'));
  const values = (parsed as { Values?: Record<string, string> }).Values ?? {};
  return Object.keys(values);
}

function bicepAppSettings(): string[] {
  const bicep = readFileSync(resolve(root, 'infra/modules/functions.bicep'), 'utf8');
  const block = /name: 'appsettings'\n {2}properties: \{\n([\s\S]*?)\n {2}\}/.exec(bicep)?.[1];
  if (block === undefined) throw new Error('functions.bicep has no appsettings block');
  return [...block.matchAll(/^ {4}([A-Za-z_][A-Za-z0-9_]*):/gm)].map((match) => match[1] ?? '');
}

describe('the app settings the code reads', () => {
  const read = settingsReadByCode();
  const inBicep = bicepAppSettings();

  it('are found in the code (the scan itself works)', () => {
    for (const name of ['COSMOS_ENDPOINT', 'PRINCIPAL_TRUST', 'CATALOG_SERVICE_URL', 'SIS_SQL_VIEW']) {
      expect(read.has(name), name).toBe(true);
    }
  });

  it('are all in local.settings.example.json, which lists nothing else', () => {
    const example = localExampleSettings();
    expect([...read].filter((name) => !example.includes(name) && !(name in AZURE_ONLY))).toEqual([]);
    expect(example.filter((name) => !read.has(name) && !LOCAL_HOST_SETTINGS.includes(name))).toEqual([]);
  });

  it('are each set on the Function App in Bicep or left unset there for a stated reason', () => {
    expect([...read].filter((name) => !inBicep.includes(name) && !(name in UNSET_IN_AZURE))).toEqual([]);
    expect(Object.keys(UNSET_IN_AZURE).filter((name) => inBicep.includes(name))).toEqual([]);
    expect(Object.keys(UNSET_IN_AZURE).filter((name) => !read.has(name))).toEqual([]);
  });

  it('and the Function App sets nothing the code does not read, but the platform settings', () => {
    expect(inBicep.filter((name) => !read.has(name) && !PLATFORM_SETTINGS.includes(name))).toEqual([]);
    expect(PLATFORM_SETTINGS.filter((name) => !inBicep.includes(name))).toEqual([]);
  });
});
