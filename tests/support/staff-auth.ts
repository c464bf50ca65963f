import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type ApiResult, apiResultOf, countWhere, db } from './local-stack.ts';

/**
 * Staff calls for the API tests: straight to the Functions host with a crafted x-ms-client-principal
 * header, as Static Web Apps would send it, and through the SWA CLI with its auth cookie.
 */
export const FUNCTIONS_URL = process.env.FUNCTIONS_URL ?? 'http://127.0.0.1:7071';

/**
 * The secret the local edge adds to every request (scripts/lib/stack.mjs hands it to the tests): the
 * Functions host believes an x-ms-client-principal header only on a request that carries it.
 */
export const EDGE_KEY = process.env.EDGE_KEY ?? '';
export const EDGE_KEY_HEADER = 'x-enrollment-edge-key';

const repoRoot = resolve(import.meta.dirname, '../..');

/** The seeded staff, one a level (functions/src/local/seed/staff-seed.ts, docs/operations.md "Signing in locally"). */
export const STAFF = {
  superAdmin: 'superadmin@learn4life.example',
  admin: 'admin@learn4life.example',
  contributor: 'contributor@learn4life.example',
  user: 'user@learn4life.example',
  general: 'general@learn4life.example',
} as const;

export interface Principal {
  identityProvider: string;
  userId: string;
  userDetails: string;
  userRoles: string[];
}

export function principalFor(email: string, identityProvider = 'aad', userRoles: string[] = []): Principal {
  return {
    identityProvider,
    userId: `test-${email}`,
    userDetails: email,
    userRoles: ['anonymous', 'authenticated', ...userRoles],
  };
}

export function principalHeader(principal: Principal | string): string {
  const value = typeof principal === 'string' ? principalFor(principal) : principal;
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64');
}

/** The cookie the SWA CLI's emulator form sets (base64 of the principal JSON). */
export function emulatorCookie(principal: Principal): string {
  return `StaticWebAppsAuthCookie=${Buffer.from(JSON.stringify(principal), 'utf8').toString('base64')}`;
}

export type { ApiResult };

/**
 * A call to the Functions host as `who`: an e-mail address (an Entra ID principal), a full principal,
 * a raw header value, or null (no header: anonymous). It carries the edge key and, like the app's own
 * pages, a same-origin Origin header; `init.headers` override both.
 */
export async function callAs(
  who: string | Principal | { rawHeader: string } | null,
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<ApiResult> {
  const headers: Record<string, string> = {
    [EDGE_KEY_HEADER]: EDGE_KEY,
    Origin: new URL(FUNCTIONS_URL).origin,
    ...init.headers,
  };
  if (who !== null) {
    headers['x-ms-client-principal'] =
      typeof who === 'object' && 'rawHeader' in who ? who.rawHeader : principalHeader(who);
  }
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${FUNCTIONS_URL}${path}`, {
    method: init.method ?? 'GET',
    headers,
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
  return apiResultOf(response);
}

interface SeedDocument {
  id: string;
}

interface StaffSeedModule {
  STAFF_USER_SEED: readonly SeedDocument[];
  PEOPLE_SEED: readonly SeedDocument[];
}

/** The staff seed module of the Functions app (loaded by path: the tests project does not compile it). */
export async function staffSeed(): Promise<StaffSeedModule> {
  const file = join(repoRoot, 'functions/src/local/seed/staff-seed.ts');
  return (await import(pathToFileURL(file).href)) as StaffSeedModule;
}

/**
 * Writes the seeded staff users and directory people, so the tests do not depend on the seed being
 * wired into the start-up seeding. Idempotent (same ids, same documents).
 */
export async function upsertStaffSeed(): Promise<void> {
  const seed = await staffSeed();
  const users = db.container('users');
  const people = db.container('people');
  await Promise.all([
    ...seed.STAFF_USER_SEED.map((document) => users.items.upsert(document)),
    ...seed.PEOPLE_SEED.map((document) => people.items.upsert(document)),
  ]);
}

export interface HttpRegistrationInfo {
  kind: 'http';
  name: string;
  route: string;
  methods: string[];
  access: string;
}

interface RegistryModule {
  LOCAL_HOST_FLAG: string;
  registeredFunctions(): readonly { kind: string }[];
}

/**
 * Every HTTP function the Functions app registers, loaded the way the local host loads them: each
 * file under functions/src/functions, then the registry's list.
 */
export async function registeredHttpFunctions(): Promise<HttpRegistrationInfo[]> {
  const registryUrl = pathToFileURL(join(repoRoot, 'functions/src/app/registry.ts')).href;
  const registry = (await import(registryUrl)) as RegistryModule;
  // The function files must record their registrations without calling the Azure runtime's app.http.
  process.env[registry.LOCAL_HOST_FLAG] = 'true';
  const directory = join(repoRoot, 'functions/src/functions');
  const files = readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) await import(pathToFileURL(file).href);
  return registry
    .registeredFunctions()
    .filter((registration): registration is HttpRegistrationInfo => registration.kind === 'http');
}

/** How many permissions are stored for `email`: a refused write must leave it where it was. */
export function usersWithEmail(email: string): Promise<number> {
  return countWhere(db.container('users'), 'azureID', email);
}
