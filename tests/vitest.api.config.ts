import { defineConfig } from 'vitest/config';

// API integration tests against the running local stack (started by scripts/with-stack.mjs).
export default defineConfig({
  test: {
    include: ['tests/api/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    fileParallelism: false,
  },
});
