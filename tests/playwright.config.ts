import { defineConfig } from '@playwright/test';

// Playwright cannot download its browsers here: Debian's Chromium headless shell is driven instead.
/*
 * Which project a spec belongs to (the rule for a new spec):
 * - 'independent' (the default; side by side when E2E_WORKERS > 1): the spec creates its own uniquely named data
 *   (a tag or marker of the run in its names and e-mail addresses) and finds it by that (a search, a
 *   filter, an id), never by a count of everything, "the first row" or an e-mail to a shared address;
 *   whatever seeded data it reads (sites, sessions, offerings, templates, the seeded staff) it does not
 *   change. Another spec may run beside it at any moment.
 * - 'shared-data' (alone, after every independent spec has finished): the spec asserts on data that
 *   other specs change while they run, or changes seeded data that others read. List it in SHARED_DATA
 *   with the reason. Prefer making a spec independent (its own data, a filter by its own name) to
 *   listing it here.
 * Within a file the tests keep their order (fullyParallel false); a file whose tests are independent of
 * each other may say `test.describe.configure({ mode: 'parallel' })`.
 */
const SHARED_DATA = [
  // Gives Holston's charter a Spanish agreement for its run; other specs sign Holston's English text.
  'spanish-signing-journey.spec.ts',
];
const sharedData = SHARED_DATA.map((file) => `**/${file}`);

/*
 * The whole suite (or a run naming a shared-data spec) waits for the independent specs before the
 * shared-data ones. A run naming only independent spec files (`playwright test tests/e2e/x.spec.ts`)
 * does not also run the shared-data specs: a teardown project always runs in full.
 */
const namedSpecs = process.argv.filter((arg) => /\.spec\.ts(:\d+)*$/.test(arg));
const sharedDataAfterwards =
  namedSpecs.length === 0 ||
  namedSpecs.some((arg) => SHARED_DATA.some((file) => arg.replace(/(:\d+)+$/, '').endsWith(file)));

export default defineConfig({
  testDir: './e2e',
  // Two browsers beside the stack on two cores: a page's first load (its lazy chunks, the staff profile)
  // and each step take up to twice as long as with one worker; a journey of 40 s alone takes 60-80 s.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  // Two workers by default: one browser walk leaves a third of two cores idle while it waits on the
  // stack. With Chromium's headless shell and the API suite's files sharing a process, the API suite
  // beside two workers took 9 to 11.4 minutes and the end-to-end suite 12.3 to 14.7 (143 tests; the
  // machine spent 4% more CPU time than the suites one after another), where the end-to-end suite alone
  // on one worker took 13.9.
  // E2E_WORKERS=1 runs one spec at a time.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  projects: [
    // The shared-data project is this one's teardown, not a dependent: a teardown runs once this
    // project has finished whether or not its tests passed (a dependent would be skipped on a failure).
    {
      name: 'independent',
      testIgnore: sharedData,
      ...(sharedDataAfterwards ? { teardown: 'shared-data' } : {}),
    },
    { name: 'shared-data', testMatch: sharedData, workers: 1 },
  ],
  // The JSON report lets scripts/with-stack.mjs list the failed tests again after the stack's last logs.
  reporter: [['list'], ['json', { outputFile: '../test-results/e2e-report.json' }]],
  use: {
    baseURL: process.env.APP_URL ?? 'http://localhost:4280',
    // The DOM snapshots of a failure, without the screencast: its frames cost the browsers (the busiest
    // part of the machine in a run) CPU in every test, to be thrown away when it passes.
    trace: { mode: 'retain-on-failure', screenshots: false },
    // Every check runs on a settled page: Fluent's motion (dialogs fading in, drawers sliding) and the
    // app's transitions follow prefers-reduced-motion, so nothing is caught half-drawn (an axe colour
    // contrast check of a dialog still fading in failed CI once).
    reducedMotion: 'reduce',
    launchOptions: {
      // Debian's Chromium headless shell: the same engine and version as its desktop Chromium, without the
      // desktop browser around the page. Two of the longest specs took the machine 23% less CPU time with
      // it than with the desktop browser run unseen; every spec passes the same in both.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
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
  // Its own folder, which Playwright empties when it starts: the API suite's report, written beside
  // it by a run side by side, stays.
  outputDir: '../test-results/e2e',
});
