import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const SETTINGS_FILES = ['local.settings.json', 'local.settings.example.json'];

/** Meaningful to the real Functions worker only. */
const RESERVED = new Set(['FUNCTIONS_WORKER_RUNTIME']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Copies settings into `env` without overriding what the environment already sets. */
export function applySettings(values: Record<string, unknown>, env: NodeJS.ProcessEnv = process.env): void {
  for (const [name, value] of Object.entries(values)) {
    if (RESERVED.has(name) || env[name] !== undefined || value === undefined || value === null) continue;
    env[name] = typeof value === 'string' ? value : JSON.stringify(value);
  }
}

/**
 * Loads `Values` from local.settings.json, or local.settings.example.json when there is none, like
 * Core Tools does. Returns the file used, if any.
 */
export function loadLocalSettings(
  directory: string,
  env: NodeJS.ProcessEnv = process.env,
): string | undefined {
  for (const name of SETTINGS_FILES) {
    const file = join(directory, name);
    if (!existsSync(file)) continue;
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (isRecord(parsed) && isRecord(parsed.Values)) applySettings(parsed.Values, env);
    return file;
  }
  return undefined;
}

/**
 * Azure's `AzureWebJobs.<FunctionName>.Disabled` app setting ("true" or "1"): the host leaves that
 * function out (no route, no trigger), as the Functions host and Core Tools do. Set it in
 * local.settings.json, or in the environment: `env 'AzureWebJobs.send-email.Disabled=true' ...`.
 */
export function functionDisabled(name: string, env: NodeJS.ProcessEnv = process.env): boolean {
  const value = env[`AzureWebJobs.${name}.Disabled`]?.trim().toLowerCase();
  return value === 'true' || value === '1';
}
