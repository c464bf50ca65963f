// The failed tests of a suite, printed again as the very last lines of a run. A failing CI shows only
// the end of its output, and by then the stack's shutdown logs have buried the runner's own summary.
import { existsSync, readFileSync } from 'node:fs';

// Runner messages carry terminal colours (ESC [ ... m): dropped so the summary reads as plain text.
const COLOURS = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const firstLine = (text) =>
  String(text ?? '')
    .replace(COLOURS, '')
    .trim()
    .split('\n')[0] ?? '';

function playwrightFailures(report) {
  const failures = [];
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const last = test.results?.at(-1);
        if (test.status === 'unexpected' || test.status === 'flaky')
          failures.push(
            `${test.status === 'flaky' ? '(flaky) ' : ''}${spec.file}:${spec.line} › ${[...path, spec.title].join(' › ')}: ${firstLine(last?.error?.message)}`,
          );
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title].filter(Boolean));
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return failures;
}

function vitestFailures(report) {
  const failures = [];
  for (const file of report.testResults ?? []) {
    if (file.status === 'failed' && (file.assertionResults ?? []).length === 0)
      failures.push(`${file.name}: ${firstLine(file.message)}`);
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed')
        failures.push(`${file.name} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
  }
  return failures;
}

/** Prints the failed tests recorded in the reports that exist (the suites that ran). */
export function printFailureSummary(reports) {
  const lines = [];
  for (const { name, path, kind } of reports) {
    if (!existsSync(path)) continue;
    let report;
    try {
      report = JSON.parse(readFileSync(path, 'utf8'));
    } catch {
      continue;
    }
    const failures = kind === 'playwright' ? playwrightFailures(report) : vitestFailures(report);
    if (failures.length > 0)
      lines.push(`Failed ${name} tests (${failures.length}):`, ...failures.map((f) => `  ✘ ${f}`));
  }
  if (lines.length > 0) console.error(['', ...lines].join('\n'));
}
