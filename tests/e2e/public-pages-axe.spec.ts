import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { readOffering, SOON_SESSION_ID } from '../support/lelo.ts';
import { InterestPage } from './pages/interest-page.ts';
import { LeloPage } from './pages/lelo-page.ts';
import { RegistrationPage } from './pages/registration-page.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { birthDateYearsAgo } from './support/dates.ts';
import {
  ACTIVE_PERMALINK,
  minorLancasterAnswers,
  submitSeeingSubmitting,
  walkLelo,
} from './support/lelo-flows.ts';
import {
  fillStep,
  KINGSPORT_ID,
  LANCASTER_ID,
  minorLongAnswers,
  minorShortAnswers,
  uniqueTag,
  walkWizard,
} from './support/registration-flows.ts';
import { expectNoHorizontalScroll } from './support/spanish-page.ts';

/*
 * Axe (WCAG 2.1 A/AA, serious and critical) on every public page state, in English and in
 * Spanish, on a phone (375 px, touch: no sideways scroll either) and at 1280 px. Each state is
 * reached once in English, checked, switched to Spanish with the header's language switch (the page
 * keeps its state: the switch loads the texts first), checked again and switched back, so one walk
 * of each flow covers both languages.
 */

// Each test walks its own flow with its own tagged data: the file's eight tests (its longest part of
// the suite) share the workers instead of running one after another.
test.describe.configure({ mode: 'parallel' });

const WIDTHS = [
  {
    name: '375 px (touch)',
    phone: true,
    use: { viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true },
  },
  { name: '1280 px', phone: false, use: { viewport: { width: 1280, height: 800 } } },
] as const;

const SOON_PERMALINK = 'fall-intersession-2027';
const EXPIRED_PERMALINK = 'spring-intersession-2026';

function holstonUrl(baseURL: string | undefined): string {
  return (baseURL ?? 'http://localhost:4280').replace('localhost', 'holston.localhost');
}

/** Paths already reported as lacking the language switch (one soft failure each). */
const withoutSwitch = new Set<string>();

/**
 * Switches the page's language with the header's switch. A page without one (a gap the issue forbids:
 * 'a language switch on every public page') is reported softly and reloaded with `?lang=` instead,
 * which keeps a wizard on its step.
 */
async function switchTo(page: Page, language: 'en' | 'es'): Promise<void> {
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

/**
 * Checks the state on screen (in English) in both languages and leaves it in English: axe, and on a
 * phone no sideways scroll.
 */
async function checkBothLanguages(page: Page, state: string, phone: boolean): Promise<void> {
  for (const language of ['en', 'es'] as const) {
    await test.step(`${state} (${language})`, async () => {
      if (language === 'es') await switchTo(page, 'es');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expectNoSeriousA11yViolations(page);
      if (phone) await expectNoHorizontalScroll(page);
    });
  }
  await switchTo(page, 'en');
}

/**
 * A thank-you is the state after the submit: a reload would not show it again, so it is checked in
 * Spanish only through the switch (its absence is reported by the other steps of the walk).
 */
async function checkThankYou(page: Page, state: string, phone: boolean): Promise<void> {
  if ((await page.getByTestId('language-switch').count()) > 0) {
    await checkBothLanguages(page, state, phone);
    return;
  }
  await test.step(`${state} (en; no language switch to reach the Spanish one)`, async () => {
    await expectNoSeriousA11yViolations(page);
    if (phone) await expectNoHorizontalScroll(page);
  });
}

for (const width of WIDTHS) {
  test.describe(`public pages at ${width.name}, English and Spanish`, () => {
    test.use(width.use);
    // Each state is checked twice; the walks are long.
    test.setTimeout(240_000);
    test.beforeEach(({ page }) => {
      // A reload of a half-filled wizard (?lang=) answers its leave warning: leave.
      page.on('dialog', (dialog) => (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss()));
    });

    test('finder, landing page, interest form, rights modal, Invalid Site ID, not found, resume and continue', async ({
      page,
    }) => {
      const check = (state: string) => checkBothLanguages(page, state, width.phone);

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

      const rights = page.getByRole('button', { name: 'Charter School Enrollment Rights' });
      await rights.click();
      await expect(page.getByRole('dialog')).toBeVisible();
      // The dialog's header has no language switch in reach: each language opens it on its own.
      await test.step('rights modal (en)', () => expectNoSeriousA11yViolations(page));
      await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
      await expect(page.getByRole('dialog')).toBeHidden();
      await switchTo(page, 'es');
      await page.getByRole('button', { name: 'Derechos de inscripción en escuelas chárter' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await test.step('rights modal (es)', async () => {
        await expectNoSeriousA11yViolations(page);
        if (width.phone) await expectNoHorizontalScroll(page);
      });
      await page.getByRole('dialog').getByRole('button', { name: 'Cerrar' }).click();
      await expect(page.getByRole('dialog')).toBeHidden();
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

    test('the 15-step registration: first step, selects and radios, the thank-you', async ({ page }) => {
      const answers = minorLongAnswers();
      answers.physical.mailingSame = 'Yes';
      const wizard = new RegistrationPage(page);
      await page.goto('/?lang=en');
      await wizard.open(LANCASTER_ID);
      await walkWizard(wizard, 'long', answers, {
        fill: async (title) => {
          if (['Student Information', 'Physical Address', 'DASS Information'].includes(title)) {
            await checkBothLanguages(page, `15-step ${title}`, width.phone);
            await wizard.expectStep(title);
          }
          await fillStep(wizard, 'long', title, answers);
        },
      });
      await wizard.expectThankYouAlone();
      await checkThankYou(page, '15-step thank-you', width.phone);
    });

    test('the 11-step registration: first step, Parent 2, selects and radios, the thank-you', async ({
      page,
      baseURL,
    }) => {
      const answers = minorShortAnswers();
      const wizard = new RegistrationPage(page);
      await page.goto(`${holstonUrl(baseURL)}/?lang=en`);
      await wizard.open(KINGSPORT_ID, holstonUrl(baseURL));
      await walkWizard(wizard, 'short', answers, {
        fill: async (title) => {
          if (
            [
              'Student Information',
              'Parent2 Information (4/11)',
              'Physical Address',
              'Release Requests',
            ].includes(title)
          ) {
            await checkBothLanguages(page, `11-step ${title}`, width.phone);
            await wizard.expectStep(title);
          }
          await fillStep(wizard, 'short', title, answers);
        },
      });
      await wizard.expectThankYouAlone();
      await checkThankYou(page, '11-step thank-you', width.phone);
    });

    test('the secondary enrollment: each of the 7 steps, the confirmation, the session notices', async ({
      page,
    }) => {
      const lelo = new LeloPage(page);
      await page.goto('/?lang=en');
      const offering = await readOffering(LANCASTER_ID);
      const answers = minorLancasterAnswers(offering.charter);
      await lelo.open(ACTIVE_PERMALINK);
      await walkLelo(lelo, answers, {
        signing: width.phone ? 'touch' : 'mouse',
        onArrival: async (step) => {
          await checkBothLanguages(page, `Lelo ${step}`, width.phone);
          await lelo.expectStep(step);
        },
        afterFill: async (step) => {
          if (step !== 'classes') return;
          // Algebra 1A is NCAA-approved: its notice, checked in both languages, must be understood.
          await expect(lelo.checkbox('I Understand')).toBeVisible();
          await checkBothLanguages(page, 'Lelo classes with the NCAA notice', width.phone);
          await lelo.checkbox('I Understand').check();
        },
      });
      await submitSeeingSubmitting(lelo);
      await checkBothLanguages(page, 'Lelo confirmation', width.phone);

      await lelo.open(SOON_PERMALINK);
      await expect(page).toHaveURL(new RegExp(`/sessionExpired/${SOON_PERMALINK}$`));
      await expect(lelo.notice).toHaveText('Enrollment Opening Soon');
      await checkBothLanguages(page, `Enrollment Opening Soon (${SOON_SESSION_ID})`, width.phone);

      await lelo.open(EXPIRED_PERMALINK);
      await expect(page).toHaveURL(new RegExp(`/sessionExpired/${EXPIRED_PERMALINK}$`));
      await expect(lelo.notice).toHaveText('Session Expired');
      await checkBothLanguages(page, 'Session Expired', width.phone);
    });
  });
}
