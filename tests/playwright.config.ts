import { defineConfig } from '@playwright/test';

// Playwright cannot download its browsers here: Debian's Chromium is driven instead.
export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // The JSON report lets scripts/with-stack.mjs list the failed tests again after the stack's last logs.
  reporter: [['list'], ['json', { outputFile: '../test-results/e2e-report.json' }]],
  use: {
    baseURL: process.env.APP_URL ?? 'http://localhost:4280',
    trace: 'retain-on-failure',
    // Every check runs on a settled page: Fluent's motion (dialogs fading in, drawers sliding) and the
    // app's transitions follow prefers-reduced-motion, so nothing is caught half-drawn (an axe colour
    // contrast check of a dialog still fading in failed CI once).
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  outputDir: '../test-results',
});
