// Two builds of the front end under Lighthouse, run after run in turn on one browser: whether a change
// moves a public page's figures. On this shared two-core machine one build's score moves by ten points
// or more between runs (and Lighthouse's CPU benchmark index with it), so builds measured one after the
// other, minutes apart, compare the machine's moments as much as the builds. Here each run of one
// build sits next to a run of the other (A B, B A, A B, ...), and the medians and means of both are
// printed at the end. Against a running stack, with each build copied out of frontend/dist first:
//   git stash && (cd frontend && node scripts/build.mjs --quiet) && cp -a frontend/dist /tmp/dist-a && git stash pop
//   (cd frontend && node scripts/build.mjs --quiet) && cp -a frontend/dist /tmp/dist-b
//   [LIGHTHOUSE_PIN=1] node scripts/with-stack.mjs node tests/load/lighthouse-ab.mjs '/register?site=<id>' 8 /tmp/dist-a /tmp/dist-b
// It puts each build in frontend/dist before its run (the local stack serves the files as they are on
// disk) and the build it found there back at the end.
import { cpSync, existsSync, renameSync, rmSync } from 'node:fs';
import {
  lighthouseBrowser,
  lighthouseRun,
  median,
  quietMachine,
  runFigures,
  warmEdge,
} from './lighthouse-pages.mjs';

const APP_URL = process.env.APP_URL ?? 'http://localhost:4280';
const dist = new URL('../../frontend/dist', import.meta.url).pathname;

const [path, runsArg, ...builds] = process.argv.slice(2);
const runs = Number(runsArg);
if (!path?.startsWith('/') || !Number.isInteger(runs) || runs < 1 || builds.length < 2) {
  console.error('usage: lighthouse-ab.mjs <path> <runs per build> <build A dir> <build B dir> [more builds]');
  process.exit(2);
}

// Beside it (a rename does not cross file systems); a run stopped before its end leaves it there.
const kept = `${dist}-before-ab`;
if (existsSync(kept)) {
  console.error(`${kept} is there from a run that did not finish: put it back as frontend/dist first.`);
  process.exit(2);
}
const use = (build) => {
  rmSync(dist, { recursive: true, force: true });
  cpSync(build, dist, { recursive: true });
};

const figures = new Map(builds.map((build) => [build, []]));
// Launched before the build is moved aside: a launch that fails leaves frontend/dist as it was.
const browser = await lighthouseBrowser(APP_URL);
renameSync(dist, kept);
try {
  // The edge keeps each asset once served; every build's are asked for before the first run.
  for (const build of builds) {
    use(build);
    await warmEdge(APP_URL);
  }
  await quietMachine();
  for (let run = 0; run < runs; run += 1) {
    // Alternate which build goes first, so neither always follows the other.
    for (const build of run % 2 === 0 ? builds : [...builds].reverse()) {
      use(build);
      const lhr = await lighthouseRun(
        `${browser.origin}${path}`,
        browser.port,
        `ab-${run + 1}-${builds.indexOf(build)}`,
      );
      const row = runFigures(lhr);
      figures.get(build)?.push(row);
      console.info(build, JSON.stringify(row));
    }
  }
} finally {
  await browser.close();
  rmSync(dist, { recursive: true, force: true });
  renameSync(kept, dist);
}

const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
for (const [build, rows] of figures) {
  const summary = ['performance', 'fcp', 'lcp', 'tbt', 'speedIndex', 'benchmarkIndex'].map((key) => {
    const values = rows.map((row) => row[key]);
    return `${key} median ${median(values)}, mean ${mean(values).toFixed(0)}`;
  });
  console.info(`${build}: ${summary.join(' | ')}`);
}
