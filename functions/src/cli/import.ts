import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { config } from '../platform/config.ts';
import { zipPlace } from '../services/geo.ts';
import { cosmosDocumentStore } from '../services/import/import-plan.ts';
import { formatOutcome, type ImportFile, runImport } from '../services/import/run-import.ts';

const USAGE = `npm run import -- [--dry-run] <file or folder> ...

Reads brands, charters, program-types, sites, sessions, catalog, course-offerings and
staff-permissions files (<kind>.csv or <kind>.json, or <kind>-<anything>.csv/.json; a folder: every
such file in it) and writes them to Cosmos DB. Nothing is written while any row has a problem.
Local stack (COSMOS_ENDPOINT unset or on localhost): the emulator's key from local.settings.json
(else local.settings.example.json). Azure (COSMOS_ENDPOINT of the account, e.g. from
\`azd env get-values\`): your own Entra ID sign-in (az login or azd auth login), no key.`;

/**
 * The files named on the command line (relative to where npm was started), a folder's .csv and .json
 * files sorted by name; each named in the report as typed.
 */
function importFiles(paths: readonly string[], base: string): ImportFile[] {
  return paths.flatMap((path) => {
    const full = resolve(base, path);
    if (!statSync(full).isDirectory()) return [{ path, text: readFileSync(full, 'utf8') }];
    return readdirSync(full)
      .filter((name) => /\.(csv|json)$/i.test(name))
      .sort()
      .map((name) => ({ path: join(path, name), text: readFileSync(join(full, name), 'utf8') }));
  });
}

function isLocalEndpoint(endpoint: string | undefined): boolean {
  return !endpoint || /^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?\/?$/i.test(endpoint);
}

/**
 * The local stack's Cosmos settings, as the Functions host reads them (local.settings.json, else the
 * example file), for the ones the environment does not set: the emulator's well-known key.
 */
function useLocalSettings(root: string): void {
  const file = ['local.settings.json', 'local.settings.example.json']
    .map((name) => join(root, name))
    .find((path) => existsSync(path));
  if (!file) return;
  const { Values } = JSON.parse(readFileSync(file, 'utf8')) as { Values?: Record<string, string> };
  for (const name of ['COSMOS_ENDPOINT', 'COSMOS_KEY', 'COSMOS_DATABASE', 'COSMOS_ALLOW_SELF_SIGNED']) {
    const value = Values?.[name];
    if (value !== undefined && process.env[name] === undefined) process.env[name] = value;
  }
}

/** Runs the import; the exit code: 0 done, 1 problems in the files (nothing written) or a failure. */
export async function main(args: readonly string[], root = process.cwd()): Promise<number> {
  const { values, positionals } = parseArgs({
    args: [...args],
    options: { 'dry-run': { type: 'boolean', default: false }, help: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  if (values.help || positionals.length === 0) {
    console.info(USAGE);
    return values.help ? 0 : 1;
  }
  const local = isLocalEndpoint(process.env.COSMOS_ENDPOINT);
  if (local) useLocalSettings(root);
  else delete process.env.COSMOS_KEY;
  console.info(
    `Cosmos DB ${config.cosmosEndpoint}, database ${config.cosmosDatabase} (${local ? "the local emulator's key" : 'your Entra ID sign-in'})`,
  );
  let files: ImportFile[];
  try {
    files = importFiles(positionals, process.env.INIT_CWD ?? process.cwd());
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  }
  try {
    const outcome = await runImport(files, {
      store: cosmosDocumentStore,
      zipPlace,
      dryRun: values['dry-run'],
    });
    console.info(formatOutcome(outcome));
    return outcome.ok ? 0 : 1;
  } catch (error) {
    const hint = local ? ' (is the local stack running? npm start)' : '';
    console.error(`The import stopped: ${(error as Error).message}${hint}`);
    return 1;
  }
}
