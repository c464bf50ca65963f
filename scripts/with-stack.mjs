// Runs a command against a fresh local stack (data under .data/test, or .data/test-<offset> with
// STACK_PORT_OFFSET; wiped first), then stops it.
// `--suite api|e2e [files…]` runs one of the suites of scripts/lib/suites.mjs (or some of its files)
// with its JSON report.
// `--all` runs the API suite and the end-to-end suite side by side, each on a stack of its own (the
// second one 100 ports further), and lists the failed tests of both at the end.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildIfStale } from './lib/build-if-stale.mjs';
import { printFailureSummary } from './lib/failure-summary.mjs';
import { runGroup } from './lib/phases.mjs';
import { STACK_ENV, startStack } from './lib/stack.mjs';
import { suitePhases, suites } from './lib/suites.mjs';

const root = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);
const bin = (name) => join(root, 'node_modules/.bin', name);
const reports = Object.values(suites(root)).map((suite) => suite.report);

if (args[0] === '--all') {
  // Built once here, before the two runs would each check it at the same moment.
  buildIfStale(root);
  for (const { path } of reports) rmSync(path, { force: true });
  const results = await runGroup(suitePhases(root), { cwd: root });
  const failed = results.some((result) => result.status !== 0);
  if (failed) printFailureSummary(reports);
  process.exit(failed ? 1 : 0);
}

const suite = args[0] === '--suite' ? suites(root)[args[1]] : undefined;
if (args[0] === '--suite' && !suite) {
  console.error(`Unknown suite "${args[1]}": api or e2e.`);
  process.exit(2);
}
if (suite) rmSync(suite.report.path, { force: true });
const [command, commandArgs] = suite
  ? [suite.command, [...suite.args, ...args.slice(2)]]
  : [args[0] === 'node' ? process.execPath : bin(args[0]), args.slice(1)];

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
const result = spawnSync(command, commandArgs, {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, ...STACK_ENV },
});
const status = result.status ?? 1;
await stack.stop();
// The suite's failed tests come again after the stack's last logs (unless the run that started this
// one lists them itself, with the other suite's).
if (status !== 0 && suite && !process.env.FAILURES_LISTED_BY_PARENT) printFailureSummary([suite.report]);
process.exit(status);
