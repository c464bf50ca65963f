import { defineConfig } from 'vitest/config';

// Unit tests sit beside the code they test; API and end-to-end suites have their own configs.
export default defineConfig({
  test: {
    // Vitest's default leaves one core free, which on the two-core CI machine means one worker: the
    // front end's files then ran one after another (10 min; 7.5 min with both cores). The test files
    // share no state, so every core runs them.
    maxWorkers: '100%',
    projects: [
      { test: { name: 'domain', include: ['domain/src/**/*.test.ts'] } },
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs'] } },
      // The front end's build plugins run in Node, at build time.
      { test: { name: 'vite-plugins', include: ['frontend/vite-plugins/**/*.test.ts'] } },
      { test: { name: 'functions', include: ['functions/src/**/*.test.ts'], testTimeout: 20000 } },
      {
        extends: './frontend/vite.config.ts',
        test: {
          name: 'frontend',
          include: ['frontend/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./frontend/src/test/setup-testing-library.ts'],
          testTimeout: 30000,
        },
      },
    ],
  },
});
