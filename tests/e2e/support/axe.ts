import { expect, type Page } from '@playwright/test';
import axe from 'axe-core';

/**
 * What every check asks of axe: WCAG 2.1 A and AA, and only the violations in detail. The passes and
 * the rules axe could not decide are never read; listing each of their nodes (90-200 KB of JSON on our
 * pages) took about half of a run's time on the finder (80 against 160-190 ms on a 2-core machine).
 */
const RUN_OPTIONS: axe.RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  resultTypes: ['violations'],
};

/**
 * Resolves once no finite animation (CSS animation or transition, Web Animation) is running on the
 * page: a dialog fading in has a blended text colour that axe reads as too little contrast. The
 * Playwright config asks for reduced motion, which Fluent and the app honour; this waits for anything
 * that still moves. Endless animations (spinners) never settle and are left out.
 */
export async function waitForSettledPage(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
        ),
    undefined,
    { polling: 'raf' },
  );
}

/**
 * Fails on serious or critical accessibility violations of the page once it has settled. Fluent's
 * focus manager (Tabster) puts focusable `aria-hidden` sentinels around dialogs, which only redirect
 * the focus; axe's aria-hidden-focus flags them (microsoft/tabster#288, a known Fluent v9 false
 * positive), so they are left out, and only they.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  await waitForSettledPage(page);
  const violations = await runAxe(page, ['[data-tabster-dummy]']);
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
  expect(serious, serious.join('\n')).toEqual([]);
}

/**
 * axe.run on the page's document: its violations. axe is put into a document once, the first time it
 * is checked, and kept for each later state of the same page: a walk checks one page dozens of times. The
 * @axe-core/playwright builder put the 600 KB script in again on every check and then combined the
 * result in a new blank page: 1.2-2.0 s a check, against 0.1-0.3 s for the run itself (measured on a
 * 2-core machine). Its extra steps are for pages with frames, and none of ours has one.
 */
async function runAxe(page: Page, exclude: string[]): Promise<axe.Result[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  // Handed over as JSON: axe's own types are too deep for Playwright's serialisable-argument check.
  const json = await page.evaluate(
    async (run) => {
      const { context, options } = JSON.parse(run) as { context: axe.ContextObject; options: axe.RunOptions };
      const results = await (window as unknown as { axe: typeof axe }).axe.run(context, options);
      return JSON.stringify(results.violations);
    },
    JSON.stringify({ context: { exclude }, options: RUN_OPTIONS }),
  );
  return JSON.parse(json) as axe.Result[];
}
