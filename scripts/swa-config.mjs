// Writes the staticwebapp.config.json a target needs, from the one at the repository root:
//   node scripts/swa-config.mjs local <dir>    without the "auth" section, for the SWA CLI: with a custom
//                                             "auth" section the CLI sends /.auth/login/aad to the real
//                                             Entra ID instead of its emulator form, and never calls
//                                             rolesSource for emulator sign-ins anyway.
//   node scripts/swa-config.mjs deploy <dir>   with the tenant placeholder of openIdIssuer replaced by
//                                             AAD_TENANT_ID (Static Web Apps takes openIdIssuer
//                                             literally); fails when it is not set. Behind Front Door
//                                             (FRONT_DOOR_ID set by azd from infra/main.bicep), also
//                                             the gateway sections that let only that Front Door in.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const PLACEHOLDER = '<AAD_TENANT_ID>';
const TENANT_ID = /^[0-9a-fA-F-]{36}$|^[A-Za-z0-9.-]+\.onmicrosoft\.com$/;
const FRONT_DOOR_ID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
const HOST = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/**
 * Behind Front Door the site answers only requests from Front Door's addresses that carry this profile's
 * id (X-Azure-FDID, which Front Door sets and a client cannot pass through it), so neither the default
 * host name nor another customer's Front Door reaches it; and it builds its redirects (the sign-in's
 * return address) from X-Forwarded-Host when that is one of the brands' domains. Without FRONT_DOOR_ID
 * (no brandHosts) the config is left as it is.
 */
export function withFrontDoor(config, env) {
  const id = env.FRONT_DOOR_ID ?? '';
  if (id === '') return config;
  if (!FRONT_DOOR_ID.test(id))
    throw new Error(`FRONT_DOOR_ID must be the Front Door id (a GUID), not "${id}"`);
  const hosts = (env.FRONT_DOOR_HOSTS ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter((host) => host !== '');
  const bad = hosts.filter((host) => !HOST.test(host));
  if (hosts.length === 0 || bad.length > 0) {
    throw new Error(
      `FRONT_DOOR_HOSTS must list the brands' host names, comma-separated${bad.length > 0 ? `; not a host name: ${bad.join(', ')}` : ''}`,
    );
  }
  config.forwardingGateway = {
    allowedForwardedHosts: hosts,
    requiredHeaders: { 'X-Azure-FDID': id },
  };
  config.networking = { allowedIpRanges: ['AzureFrontDoor.Backend'] };
  return config;
}

/**
 * The Content-Security-Policy allows the prerendered pages' inline script by its hash (`scriptHashes`,
 * written by frontend/scripts/prerender.mjs at build time), and no other inline script.
 */
export function withScriptHashes(config, scriptHashes) {
  const headers = config.globalHeaders ?? {};
  const policy = headers['Content-Security-Policy'];
  if (!policy || scriptHashes.length === 0) return config;
  const allowed = scriptHashes.map((hash) => `'${hash}'`).join(' ');
  headers['Content-Security-Policy'] = policy.replace(/script-src 'self'/, `script-src 'self' ${allowed}`);
  return config;
}

function builtScriptHashes(root) {
  const file = join(root, 'frontend/dist/prerendered/manifest.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).scriptHashes : [];
}

export function swaConfigFor(target, source, env = process.env, scriptHashes = []) {
  const config = withScriptHashes(JSON.parse(source), scriptHashes);
  if (target === 'local') {
    delete config.auth;
    return `${JSON.stringify(config, null, 2)}\n`;
  }
  if (target === 'deploy') {
    const tenant = env.AAD_TENANT_ID ?? '';
    if (!TENANT_ID.test(tenant)) {
      throw new Error(
        'AAD_TENANT_ID must be the Entra ID tenant id (GUID) to deploy staticwebapp.config.json',
      );
    }
    return `${JSON.stringify(withFrontDoor(config, env), null, 2).split(PLACEHOLDER).join(tenant)}\n`;
  }
  throw new Error(`Unknown target "${target}": use local or deploy`);
}

/** Writes `<dir>/staticwebapp.config.json` for `target` and returns its path. */
export function writeSwaConfig(root, target, dir, env = process.env) {
  const source = readFileSync(join(root, 'staticwebapp.config.json'), 'utf8');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'staticwebapp.config.json');
  writeFileSync(file, swaConfigFor(target, source, env, builtScriptHashes(root)));
  return file;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [target, dir] = process.argv.slice(2);
  if (!target || !dir) {
    console.error('usage: node scripts/swa-config.mjs local|deploy <dir>');
    process.exit(2);
  }
  try {
    const root = fileURLToPath(new URL('..', import.meta.url));
    console.info(`wrote ${writeSwaConfig(root, target, resolve(dir))}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
