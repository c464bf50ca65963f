import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { birthDateYearsAgo } from '../support/dates.ts';
import { LANCASTER_ID } from '../support/seeded-sites.ts';
import { InterestPage } from './pages/interest-page.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { checkPublicState, switchTo } from './support/public-states.ts';
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

const PHONE = { width: 375, height: 812 };

test.use({ viewport: { width: 1280, height: 800 } });

/** Axe on the open rights modal; on a phone no sideways scroll either. */
async function checkRightsModal(page: Page, state: string): Promise<void> {
  await test.step(state, async () => {
    await expectNoSeriousA11yViolations(page);
    if ((page.viewportSize()?.width ?? 0) <= PHONE.width) await expectNoHorizontalScroll(page);
  });
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

  await page.goto(`/information?site=${LANCASTER_ID}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you for your interest in our school!' }),
  ).toBeVisible();
  await check('landing page');

  await page.goto(`/interest?site=${LANCASTER_ID}`);
  const interest = new InterestPage(page);
  await expect(interest.submit).toBeVisible();
  await check('interest form, empty');
  await interest.submit.click();
  await expect(page.getByTestId('submit-message')).toBeVisible();
  await check('interest form, refused with its messages');

  // The dialog's header has no language switch in reach: each language opens it on its own, and it is
  // checked at both widths while open.
  const dialog = page.getByRole('dialog');
  await page.getByRole('button', { name: 'Charter School Enrollment Rights' }).click();
  await expect(dialog).toBeVisible();
  await checkRightsModal(page, 'rights modal (en, 1280 px)');
  await page.setViewportSize(PHONE);
  await checkRightsModal(page, 'rights modal (en, 375 px)');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await switchTo(page, 'es');
  await page.getByRole('button', { name: 'Derechos de inscripción en escuelas chárter' }).click();
  await expect(dialog).toBeVisible();
  await checkRightsModal(page, 'rights modal (es, 375 px)');
  await page.setViewportSize({ width: 1280, height: 800 });
  await checkRightsModal(page, 'rights modal (es, 1280 px)');
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
