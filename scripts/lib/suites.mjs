// The two suites that run against a local stack: the API suite (vitest) and the end-to-end suite
// (Playwright). `npm test` runs them side by side, each on a stack of its own: the API suite on the
// ports of STACK_PORT_OFFSET (0 by default), the end-to-end suite 100 ports further, each with its own
// data folder (.data/test-<offset>), so neither sees the other's records or rate limits.
import { join } from 'node:path';

/** How far the end-to-end suite's stack sits from the API suite's. */
export const E2E_PORT_STEP = 100;

/** The suites by the name `with-stack.mjs --suite <name>` takes. */
export function suites(root) {
  const bin = (name) => join(root, 'node_modules/.bin', name);
  const apiReport = join(root, 'test-results/api-report.json');
  return {
    api: {
      title: 'API',
      report: { name: 'API', path: apiReport, kind: 'vitest' },
      command: bin('vitest'),
      args: [
        'run',
        '--config',
        'tests/vitest.api.config.ts',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${apiReport}`,
      ],
      offsetStep: 0,
    },
    e2e: {
      title: 'end-to-end',
      // Written by the JSON reporter of tests/playwright.config.ts.
      report: { name: 'end-to-end', path: join(root, 'test-results/e2e-report.json'), kind: 'playwright' },
      command: bin('playwright'),
      args: ['test', '--config', 'tests/playwright.config.ts'],
      offsetStep: E2E_PORT_STEP,
    },
  };
}

/** The port offset the runs start from: STACK_PORT_OFFSET, 0 by default. */
export function baseOffset() {
  return Number(process.env.STACK_PORT_OFFSET ?? '0');
}

/** Both suites as phases of scripts/lib/phases.mjs, each a `with-stack.mjs --suite` run on its own stack. */
export function suitePhases(root) {
  return Object.entries(suites(root)).map(([name, suite]) => ({
    name: suite.title,
    command: process.execPath,
    args: [join(root, 'scripts/with-stack.mjs'), '--suite', name],
    env: { STACK_PORT_OFFSET: String(baseOffset() + suite.offsetStep), FAILURES_LISTED_BY_PARENT: '1' },
  }));
}
