// Runs a command against a fresh local stack (data under .data/test, wiped first), then stops it.
// `--all` runs the API suite and then the end-to-end suite in the same stack (what `npm test` does).
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildIfStale } from './lib/build-if-stale.mjs';
import { printFailureSummary } from './lib/failure-summary.mjs';
import { STACK_ENV, startStack } from './lib/stack.mjs';

const root = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);
const bin = (name) => join(root, 'node_modules/.bin', name);
// Each suite of `--all` also writes a JSON report, read back after the stack stops (failure-summary.mjs).
const reports = [
  { name: 'API', path: join(root, 'test-results/api-report.json'), kind: 'vitest' },
  { name: 'end-to-end', path: join(root, 'test-results/e2e-report.json'), kind: 'playwright' },
];
const commands =
  args[0] === '--all'
    ? [
        [
          bin('vitest'),
          [
            'run',
            '--config',
            'tests/vitest.api.config.ts',
            '--reporter=default',
            '--reporter=json',
            `--outputFile.json=${reports[0].path}`,
          ],
        ],
        [bin('playwright'), ['test', '--config', 'tests/playwright.config.ts']],
      ]
    : [[args[0] === 'node' ? process.execPath : bin(args[0]), args.slice(1)]];
for (const { path } of reports) rmSync(path, { force: true });

const offset = process.env.STACK_PORT_OFFSET ?? '0';
const dataDir = join(root, offset === '0' ? '.data/test' : `.data/test-${offset}`);
rmSync(dataDir, { recursive: true, force: true });
buildIfStale(root);
// The bootstrap Super Admin setting is exercised by tests/api/auth.test.ts.
process.env.BOOTSTRAP_SUPER_ADMINS ||= 'bootstrap.superadmin@learn4life.example';
// The suites call from loopback (through the edge) or straight to the Functions host without a client
// address (`unknown`): not throttled. tests/api/rate-limits.test.ts sends other addresses to be counted.
process.env.RATE_LIMIT_EXEMPT_IPS ||= '127.0.0.1,::1,::ffff:127.0.0.1,unknown';
let stack;
try {
  stack = await startStack({ root, dataDir });
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
console.info(`Local stack ready for tests: ${stack.url}`);
let status = 0;
for (const [command, commandArgs] of commands) {
  const result = spawnSync(command, commandArgs, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...STACK_ENV },
  });
  status = result.status ?? 1;
  if (status !== 0) break;
}
await stack.stop();
if (status !== 0) printFailureSummary(reports);
process.exit(status);
