import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

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
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .exclude('[data-tabster-dummy]')
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
  expect(serious, serious.join('\n')).toEqual([]);
}
