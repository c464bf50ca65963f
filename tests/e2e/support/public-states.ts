import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { expectNoHorizontalScroll } from './side-scroll.ts';

/*
 * Axe (WCAG 2.1 A/AA, serious and critical) on a public page state, in English and in Spanish, at the
 * test's own width and on a phone's 375 px (no sideways scroll there either). The state is reached once
 * in English and checked; the header's language switch turns it to Spanish (the page keeps its state:
 * the switch loads the texts first), checked again; then at 375 px in Spanish, switched back and checked
 * in English, and the test's own width comes back. Each language change is one switch, so the one walk
 * of each flow checks its states in both languages and widths.
 * (No style of the app depends on touch or pointer kind: the width is what changes the layout.)
 */

const PHONE = { width: 375, height: 812 };

/** Paths already reported as lacking the language switch (one soft failure each). */
const withoutSwitch = new Set<string>();

/**
 * Switches the page's language with the header's switch. A page without one (a gap: every public page
 * has a language switch) is reported softly and reloaded with `?lang=` instead, which keeps a wizard on
 * its step.
 */
export async function switchTo(page: Page, language: 'en' | 'es'): Promise<void> {
  const control = page.getByTestId('language-switch');
  if ((await control.count()) > 0) {
    await control.click();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(control).toHaveText(language === 'es' ? 'English' : 'Español');
    return;
  }
  const url = new URL(page.url());
  if (!withoutSwitch.has(url.pathname)) {
    withoutSwitch.add(url.pathname);
    expect.soft(0, `${url.pathname} has the language switch (data-testid="language-switch")`).toBe(1);
  }
  url.searchParams.set('lang', language);
  await page.goto(url.href);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.locator('h1').first()).toBeVisible();
  const step = page.getByTestId('wizard-step');
  if ((await step.count()) > 0) await expect(step.locator('form')).toBeVisible();
}

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) <= PHONE.width;

/** Axe on the state on screen, which is in `language`, and on a phone no sideways scroll. */
async function checkIn(page: Page, state: string, language: 'en' | 'es'): Promise<void> {
  await test.step(`${state} (${language}, ${page.viewportSize()?.width} px)`, async () => {
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expectNoSeriousA11yViolations(page);
    if (isPhone(page)) await expectNoHorizontalScroll(page);
  });
}

/**
 * Checks the state on screen (in English) in both languages at the page's width and leaves it in
 * English: axe, and on a phone no sideways scroll.
 */
export async function checkBothLanguages(page: Page, state: string): Promise<void> {
  await checkIn(page, state, 'en');
  await switchTo(page, 'es');
  await checkIn(page, state, 'es');
  await switchTo(page, 'en');
}

const WIDE = { width: 1280, height: 800 };

/**
 * Runs `check` at the page's width and then at the other width public pages are checked at (375 px
 * from a wider page, 1280 px from a phone); the page's width is restored.
 */
export async function atBothWidths(page: Page, check: () => Promise<void>): Promise<void> {
  await check();
  const own = page.viewportSize();
  if (!own) return;
  await page.setViewportSize(own.width <= PHONE.width ? WIDE : PHONE);
  try {
    await check();
  } finally {
    await page.setViewportSize(own);
  }
}

/**
 * checkBothLanguages at the page's width and at 375 px: English and Spanish at the page's width, then
 * Spanish and English at 375 px. It leaves the page in English at its own width.
 */
export async function checkPublicState(page: Page, state: string): Promise<void> {
  const own = page.viewportSize();
  if (!own || own.width <= PHONE.width) {
    await checkBothLanguages(page, state);
    return;
  }
  await checkIn(page, state, 'en');
  await switchTo(page, 'es');
  await checkIn(page, state, 'es');
  await page.setViewportSize(PHONE);
  try {
    await checkIn(page, state, 'es');
    await switchTo(page, 'en');
    await checkIn(page, state, 'en');
  } finally {
    await page.setViewportSize(own);
  }
}

/**
 * A thank-you is the state after the submit: a reload would not show it again, so it is checked in
 * Spanish only through the switch (its absence is reported by the other steps of the walk).
 */
export async function checkThankYou(page: Page, state: string): Promise<void> {
  if ((await page.getByTestId('language-switch').count()) > 0) {
    await checkPublicState(page, state);
    return;
  }
  await atBothWidths(page, () =>
    test.step(`${state} (en, ${page.viewportSize()?.width} px; no language switch to reach the Spanish one)`, async () => {
      await expectNoSeriousA11yViolations(page);
      if (isPhone(page)) await expectNoHorizontalScroll(page);
    }),
  );
}
