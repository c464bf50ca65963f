import { defineConfig } from 'vitest/config';

// Unit tests sit beside the code they test; API and end-to-end suites have their own configs.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', include: ['domain/src/**/*.test.ts'] } },
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs'] } },
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
