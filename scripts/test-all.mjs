// npm test: every check and suite, phase after phase, then the time of each phase. The unit tests and
// then the API suite run beside the end-to-end suite, which starts once the build is done: the browser
// walks wait on the stack much of the time, and the unit tests fill those waits (two cores were half
// idle with the end-to-end suite alone). Each suite has a stack of its own. A phase that fails stops
// the phases after it in its lane (the other lane runs to its end); its last lines and the failed tests
// come again under the table of times.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { printFailureSummary } from './lib/failure-summary.mjs';
import { runGroup, timeTable } from './lib/phases.mjs';
import { suitePhase, suites } from './lib/suites.mjs';

const root = new URL('..', import.meta.url).pathname;
const node = process.execPath;
const bin = (name) => join(root, 'node_modules/.bin', name);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const step = (name, command, args) => ({ name, command, args });

const groups = [
  // The checks side by side: the type check runs on one core, the Bicep CLI mostly waits on .NET's
  // start, Biome and the licence check take seconds.
  [
    step('typecheck', npm, ['run', 'typecheck']),
    step('lint', npm, ['run', 'lint']),
    step('lint:infra', npm, ['run', 'lint:infra']),
    step('licences', node, ['scripts/check-licences.mjs']),
  ],
  [step('build', npm, ['run', 'build'])],
  [step('first load', node, ['frontend/scripts/check-first-load.mjs'])],
  [[step('unit', bin('vitest'), ['run']), suitePhase(root, 'api')], suitePhase(root, 'e2e')],
];

const reports = Object.values(suites(root)).map((suite) => suite.report);
// Only this run's failures are listed at the end.
for (const { path } of reports) rmSync(path, { force: true });
const started = Date.now();
const done = [];
let failed = [];
for (const group of groups) {
  const results = await runGroup(group, { cwd: root });
  done.push(results);
  failed = results.filter((result) => result.status !== 0);
  if (failed.length > 0) break;
}

const lines = ['', 'Time per phase (minutes:seconds):', timeTable(done, Date.now() - started)];
for (const phase of failed) {
  lines.push('', `Failed: ${phase.name}. Its last lines:`, ...phase.tail.map((line) => `  ${line}`));
}
console.info(lines.join('\n'));
if (failed.length > 0) printFailureSummary(reports);
process.exit(failed.length > 0 ? 1 : 0);
