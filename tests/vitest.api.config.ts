import { defineConfig } from 'vitest/config';

// API integration tests against the running local stack (started by scripts/with-stack.mjs).
export default defineConfig({
  test: {
    include: ['tests/api/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    fileParallelism: false,
    // The files share one process and the libraries they load (the Azure SDKs, pdf-lib, exceljs): the
    // setup file reloads the suite's own modules for each file and gives back its environment values.
    isolate: false,
    setupFiles: ['./tests/support/setup-shared-worker.ts'],
  },
});
