import { randomBytes } from 'node:crypto';
import type { Site } from '@enroll/domain';
import { expect, type Page, test } from '@playwright/test';
import { birthDateYearsAgo } from '../support/dates.ts';
import { api } from '../support/local-stack.ts';
import { InterestPage } from './pages/interest-page.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { atBothWidths, checkPublicState, switchTo } from './support/public-states.ts';
import { uniqueTag } from './support/registration-flows.ts';
import { expectNoHorizontalScroll } from './support/side-scroll.ts';

/*
 * Axe (WCAG 2.1 A/AA, serious and critical) on every public page state outside the wizards, in
 * English and in Spanish, at 1280 px and on a phone's 375 px (no sideways scroll there either): each
 * state is reached once and checked in both languages at both widths (support/public-states.ts). The
 * wizards' states are checked the same way in the one full walk of each: the 15-step registration in
 * registration-long.spec.ts, the 11-step one in registration-short.spec.ts, the secondary enrollment's
 * steps, NCAA notice and confirmation in lelo-minor.spec.ts, its session notices in lelo-session.spec.ts.
 */

test.use({ viewport: { width: 1280, height: 800 } });

/** Axe on the open rights modal at the page's width and at 375 px (no sideways scroll there either). */
async function checkRightsModal(page: Page, language: 'en' | 'es'): Promise<void> {
  await atBothWidths(page, () =>
    test.step(`rights modal (${language}, ${page.viewportSize()?.width} px)`, async () => {
      await expectNoSeriousA11yViolations(page);
      if ((page.viewportSize()?.width ?? 0) < 1280) await expectNoHorizontalScroll(page);
    }),
  );
}

/** The seeded Learn4Life - Lancaster as the API gives it. */
async function lancaster(): Promise<Site> {
  const { body } = await api('/api/sites?brand=Learn4Life&q=lancaster');
  const site = (body as Site[]).find((candidate) => candidate.name === 'Learn4Life - Lancaster');
  if (!site) throw new Error('Learn4Life - Lancaster is not seeded');
  return site;
}

test('finder, landing page, interest form, rights modal, Invalid Site ID, not found, resume and continue', async ({
  page,
}) => {
  // Thirteen states, each checked four times (two languages, two widths) on a 2-core machine shared with
  // another browser and the API suite.
  test.setTimeout(240_000);
  // A reload of a half-filled wizard (?lang=) answers its leave warning: leave.
  page.on('dialog', (dialog) => (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss()));
  const check = (state: string) => checkPublicState(page, state);

  await page.goto('/?lang=en');
  await expect(page.getByTestId('language-switch')).toHaveText('Español');
  await check('finder, empty');
  await page.goto('/?zip=93534');
  await expect(page.getByTestId('results-status')).toHaveText(/^\d+ learning centers? found$/);
  await check('finder with results');

  // The site landing page shows the center and its three ways in.
  const site = await lancaster();
  await page.goto(`/information?site=${site.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you for your interest in our school!' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: site.name })).toBeVisible();
  await expect(page).toHaveTitle('Learn4Life | Enrollments');
  await expect(page.getByRole('button', { name: 'Year-Round Registration' })).toBeVisible();
  // The secondary enrollment address, carrying the chosen center so the family does not pick it again.
  const expanded = page.getByRole('link', { name: 'Expanded Learning Registration' });
  const href = new URL((await expanded.getAttribute('href')) ?? '', page.url());
  const configured = new URL(site.enrollment_info?.secondaryEnrollmentUrl ?? '', page.url());
  expect(href.origin + href.pathname).toBe(configured.origin + configured.pathname);
  expect(href.searchParams.get('site')).toBe(site.id);
  await check('landing page');
  await page.getByRole('button', { name: 'Request Information' }).click();
  await expect(page).toHaveURL(`/interest?site=${site.id}`);

  const interest = new InterestPage(page);
  await expect(interest.submit).toBeVisible();
  await check('interest form, empty');
  await interest.submit.click();
  await expect(page.getByTestId('submit-message')).toBeVisible();
  await check('interest form, refused with its messages');

  // The dialog's header has no language switch in reach: each language opens it on its own.
  const dialog = page.getByRole('dialog');
  await page.getByRole('button', { name: 'Charter School Enrollment Rights' }).click();
  await expect(dialog).toBeVisible();
  await checkRightsModal(page, 'en');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await switchTo(page, 'es');
  await page.getByRole('button', { name: 'Derechos de inscripción en escuelas chárter' }).click();
  await expect(dialog).toBeVisible();
  await checkRightsModal(page, 'es');
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(dialog).toBeHidden();
  await switchTo(page, 'en');

  await interest.fill({
    firstName: 'nina',
    lastName: 'axe',
    birthDate: birthDateYearsAgo(15),
    parent: { relationship: 'Guardian', firstName: 'june', lastName: 'axe' },
    email: `e2e.axe.${uniqueTag()}@example.com`,
    phone: '6615550150',
    zip: '93534',
  });
  await interest.submit.click();
  await expect(page.getByTestId('interest-confirmation')).toBeVisible();
  await check('interest confirmation');

  await page.goto('/information?site=0123456789abcdef01234567');
  await expect(page.getByRole('heading', { name: 'Invalid Site ID' })).toBeVisible();
  await check('Invalid Site ID');

  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await check('not found');

  await page.goto(`/resume#token=${randomBytes(32).toString('base64url')}`);
  await expect(page.getByTestId('draft-link-refused').getByRole('alert')).toHaveText(
    /^(This link is not valid\.|This link has already opened your form on 5 devices\.|This link has expired\.)/,
  );
  await check('resume with an unknown link');
  await page.goto('/no-such-page');
  await page.goto('/resume');
  await expect(page.getByTestId('draft-link-refused').getByRole('alert')).toHaveText(
    'This page needs the link from your e-mail. Please open the link we e-mailed you.',
  );
  await check('resume without a link');

  await page.goto('/continue');
  await expect(page.getByRole('heading', { level: 1, name: 'Continue a saved form' })).toBeVisible();
  await check('continue a saved form');
  await page.getByLabel(/^E-mail address/).fill(`e2e.axe.${uniqueTag()}@example.com`);
  await page.getByRole('button', { name: 'Send me a new link' }).click();
  await expect(page.getByText(/^If a form was saved with /)).toBeVisible();
  await check('continue a saved form, sent');
});
