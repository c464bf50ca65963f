import { defineConfig } from 'vitest/config';

// Unit tests sit beside the code they test; API and end-to-end suites have their own configs.
export default defineConfig({
  test: {
    // Vitest's default leaves one core free, which on the two-core CI machine means one worker: the
    // front end's files then ran one after another (10 min; 7.5 min with both cores). The test files
    // share no state, so every core runs them.
    maxWorkers: '100%',
    projects: [
      // The domain and functions projects run without isolation too (tests/support/setup-shared-worker.ts
      // says what each file gets): isolated, each of their 143 files loaded its libraries afresh and the
      // two took 3.5 minutes of the two cores; shared, under one.
      {
        test: {
          name: 'domain',
          include: ['domain/src/**/*.test.ts'],
          isolate: false,
          setupFiles: ['./tests/support/setup-shared-worker.ts'],
        },
      },
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs'] } },
      // The front end's build plugins run in Node, at build time.
      { test: { name: 'vite-plugins', include: ['frontend/vite-plugins/**/*.test.ts'] } },
      {
        test: {
          name: 'functions',
          include: ['functions/src/**/*.test.ts'],
          testTimeout: 20000,
          isolate: false,
          setupFiles: ['./tests/support/setup-shared-worker.ts'],
        },
      },
      {
        extends: './frontend/vite.config.ts',
        test: {
          name: 'frontend',
          include: ['frontend/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: [
            './tests/support/setup-shared-worker.ts',
            './frontend/src/test/setup-testing-library.ts',
          ],
          testTimeout: 30000,
          // The files of a worker share one page and the libraries from node_modules: isolated, each
          // file loaded React and Fluent afresh and the project took 8 minutes on the two-core machine;
          // shared, 3.5. The setup files reload the app's own modules for each file and reset the page
          // after it, so each file starts from the app's initial state.
          isolate: false,
          // Fluent UI is hundreds of modules: bundled once into a file each, a worker loads it faster.
          deps: {
            optimizer: {
              client: {
                enabled: true,
                include: [
                  '@fluentui/react-components',
                  '@fluentui/react-icons',
                  'react-dom',
                  'react-router-dom',
                  '@tanstack/react-query',
                  'react-hook-form',
                  'zod',
                ],
              },
            },
          },
        },
      },
    ],
  },
});
