// npm test: every check and suite, phase after phase (the API and end-to-end suites side by side, each
// on a stack of its own), then the time of each phase. It stops at the first phase that fails; that
// phase's last lines and the failed tests come again under the table of times.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { printFailureSummary } from './lib/failure-summary.mjs';
import { runGroup, timeTable } from './lib/phases.mjs';
import { suitePhases, suites } from './lib/suites.mjs';

const root = new URL('..', import.meta.url).pathname;
const node = process.execPath;
const bin = (name) => join(root, 'node_modules/.bin', name);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const step = (name, command, args) => [{ name, command, args }];

const groups = [
  // The checks side by side: the type check runs on one core, the Bicep CLI mostly waits on .NET's
  // start, Biome and the licence check take seconds.
  [
    ...step('typecheck', npm, ['run', 'typecheck']),
    ...step('lint', npm, ['run', 'lint']),
    ...step('lint:infra', npm, ['run', 'lint:infra']),
    ...step('licences', node, ['scripts/check-licences.mjs']),
  ],
  step('unit', bin('vitest'), ['run']),
  step('build', npm, ['run', 'build']),
  step('first load', node, ['frontend/scripts/check-first-load.mjs']),
  suitePhases(root),
];

const reports = Object.values(suites(root)).map((suite) => suite.report);
// Only this run's failures are listed at the end.
for (const { path } of reports) rmSync(path, { force: true });
const started = Date.now();
const done = [];
let failed;
for (const group of groups) {
  const results = await runGroup(group, { cwd: root });
  done.push(results);
  failed = results.find((result) => result.status !== 0);
  if (failed) break;
}

const lines = ['', 'Time per phase (minutes:seconds):', timeTable(done, Date.now() - started)];
if (failed) {
  lines.push('', `Failed: ${failed.name}. Its last lines:`, ...failed.tail.map((line) => `  ${line}`));
}
console.info(lines.join('\n'));
if (failed) printFailureSummary(reports);
process.exit(failed ? 1 : 0);
