import { afterAll, vi } from 'vitest';

/**
 * The test files of a worker share one process and the libraries loaded from node_modules (the projects
 * that set this file up run them without isolation: React, Fluent, zod, the Azure SDKs, pdf-lib and
 * exceljs load once per worker, not once per file). The app's own modules load afresh for each file, so
 * each file starts from the app's initial state, and each file leaves the process as it found it: its
 * environment values, mocks and timers.
 */
vi.resetModules();
const environment = { ...process.env };

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  for (const name of Object.keys(process.env)) if (!(name in environment)) delete process.env[name];
  Object.assign(process.env, environment);
});
