import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, waitForSettledPage } from './support/axe.ts';
import { signInAsSeeded } from './support/staff-session.ts';

// Accessibility checks must see a settled page: the suite runs with reduced motion,
// which Fluent honours, and the axe helper waits for whatever still moves.

test('the suite runs with reduced motion, and a Fluent dialog opens without a visible animation', async ({
  page,
}) => {
  // Records every Web Animation's duration (Fluent's motion calls element.animate).
  await page.addInitScript(() => {
    const durations: number[] = [];
    Object.assign(window, { animationDurations: durations });
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (keyframes, options) {
      const duration = typeof options === 'number' ? options : Number(options?.duration ?? 0);
      durations.push(duration);
      return animate.call(this, keyframes, options);
    };
  });
  await signInAsSeeded(page, 'superAdmin');
  await page.goto('/permissions');
  expect(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(true);
  await page.getByRole('button', { name: 'Update the permission of Sasha Okafor' }).click();
  await expect(page.getByRole('dialog', { name: 'Update User Permission' })).toBeVisible();
  const durations = await page.evaluate(
    () => (window as unknown as { animationDurations: number[] }).animationDurations,
  );
  expect(durations.length, 'the dialog ran its (reduced) motion').toBeGreaterThan(0);
  expect(durations.filter((duration) => duration > 1)).toEqual([]);
});

test('the axe helper waits until finite animations have ended, not for endless ones', async ({ page }) => {
  await page.setContent('<p id="fading">Fading in</p><p id="spinner">Loading</p>');
  // Times on the document's timeline, the clock the animations run on: the fade starts at a frame's
  // time, which can be a little before a `performance.now()` read in the same task (once 0.9 ms).
  const started = await page.evaluate(async () => {
    document.getElementById('spinner')?.animate([{ opacity: 0.5 }, { opacity: 1 }], {
      duration: 500,
      iterations: Number.POSITIVE_INFINITY,
    });
    const fade = document
      .getElementById('fading')
      ?.animate([{ opacity: 0 }, { opacity: 1 }], { duration: 800 });
    await fade?.ready;
    return Number(fade?.startTime);
  });
  await waitForSettledPage(page);
  const state = await page.evaluate(() => ({
    now: Number(document.timeline.currentTime),
    states: document.getAnimations().map((animation) => animation.playState),
  }));
  // The fade has ended (a finished animation without fill is no longer listed); the spinner runs on.
  expect(state.states).toEqual(['running']);
  expect(state.now - started).toBeGreaterThanOrEqual(800);
});

test('the axe helper fails on a serious violation, also on a later check of the same page', async ({
  page,
}) => {
  await page.setContent(
    '<html lang="en"><head><title>Axe</title></head><body><main><h1>Axe</h1></main></body></html>',
  );
  await expectNoSeriousA11yViolations(page);
  // axe stays in the page after the first check: the second one must see the DOM as it is now.
  await page.evaluate(() => document.querySelector('main')?.append(document.createElement('button')));
  const failure = await expectNoSeriousA11yViolations(page).then(
    () => null,
    (error: Error) => error.message,
  );
  expect(failure).toContain('button-name: Buttons must have discernible text');
  // Fluent's focus sentinels are left out, and only they.
  await page.evaluate(() => document.querySelector('button')?.setAttribute('data-tabster-dummy', ''));
  await expectNoSeriousA11yViolations(page);
});
