import { expect, test } from '@playwright/test';
import { leloEntryByStudentEmail, readOffering } from '../support/lelo.ts';
import { db, waitForOutbox } from '../support/local-stack.ts';
import { LANCASTER_ID } from '../support/seeded-sites.ts';
import { LELO_STEPS, LeloPage } from './pages/lelo-page.ts';
import { RegistrationPage } from './pages/registration-page.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import {
  ACTIVE_PERMALINK,
  fillLeloStep,
  parentEmail as leloParentEmail,
  minorLancasterAnswers,
  walkLelo,
} from './support/lelo-flows.ts';
import {
  fillStep,
  minorLongAnswers,
  registrationByStudentEmail,
  walkWizard,
} from './support/registration-flows.ts';
import { expectNoHorizontalScroll } from './support/side-scroll.ts';

const PHONE = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true };
const LAPTOP = { viewport: { width: 1280, height: 800 } };
test.use(PHONE);

/**
 * The day a form was sent as the family reads it: the business day (Los Angeles) of the stored time,
 * written out in the page's language.
 */
function sentDay(instant: string | null | undefined, language: 'en' | 'es'): string {
  if (!instant) throw new Error('the record has no time it was sent');
  return new Intl.DateTimeFormat(language === 'es' ? 'es-US' : 'en-US', {
    dateStyle: 'long',
    timeZone: 'America/Los_Angeles',
  }).format(new Date(instant));
}

const RESUME_LINK = /https?:\/\/\S+\/resume#token=[A-Za-z0-9_-]{43}/;

/** The e-mailed links (at least `count`) as paths with their fragment (/resume#token=...), for this stack's address. */
async function emailedLinks(to: string, count = 1): Promise<string[]> {
  const mails = await waitForOutbox(
    (message) => message.to === to && RESUME_LINK.test(message.text ?? ''),
    count,
  );
  const links = mails.map((mail) => {
    const { pathname, hash } = new URL(RESUME_LINK.exec(mail.text ?? '')?.[0] ?? '');
    return `${pathname}${hash}`;
  });
  if (links.length < count)
    throw new Error(`${links.length} resume links in the e-mails to ${to}, expected ${count}`);
  return links;
}

/** The e-mailed link as a path with its fragment (/resume#token=...), for this stack's address. */
async function emailedLink(to: string): Promise<string> {
  const [link] = await emailedLinks(to);
  return link ?? '';
}

/** The stored draft of a parent's e-mail: its status and the step it was saved at. */
async function draftOf(email: string): Promise<{ status: string; level?: number } | undefined> {
  const { resources } = await db
    .container('drafts')
    .items.query<{ status: string; level?: number }>({
      query: "SELECT c.status, c.level FROM c WHERE c.type = 'draft' AND c.email = @email",
      parameters: [{ name: '@email', value: email }],
    })
    .fetchAll();
  return resources[0];
}

async function draftStatusOf(email: string): Promise<string | undefined> {
  return (await draftOf(email))?.status;
}

// Two devices walk the 15 steps between them, plus the e-mail round trip: longer than one page's test.
test.setTimeout(180_000);

test('a parent saves a 15-step registration at step 6 on a phone, opens the e-mailed link on a second phone and then on a laptop, finishes it there, and the link then says when it was sent', async ({
  page,
  browser,
}) => {
  const answers = minorLongAnswers();
  const parentEmail = 'email' in answers.parent ? answers.parent.email : '';
  const wizard = new RegistrationPage(page);
  await wizard.open(LANCASTER_ID);
  // On the phone the first steps fit the screen and move on with a tap.
  const moves = [
    ['Student Information', 'Parent Information'],
    ['Parent Information', 'Physical Address'],
    ['Physical Address', 'Mailing Address'],
    ['Mailing Address', 'Ethnicity'],
  ] as const;
  for (const [title, following] of moves) {
    await wizard.expectProgress('long', title);
    await fillStep(wizard, 'long', title, answers);
    await expectNoHorizontalScroll(page, title);
    await expectNoSeriousA11yViolations(page);
    await wizard.nextButton.tap();
    await wizard.expectStep(following);
    // A valid step moves on to the top of the next one, its heading focused.
    await expect(wizard.heading(following)).toBeFocused();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  }
  // The circle buttons are big enough to tap (48 px).
  const box = await wizard.backButton.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(48);
  expect(box?.height).toBeGreaterThanOrEqual(48);
  await wizard.backButton.tap();
  await wizard.expectStep('Mailing Address');
  await expect(wizard.field('Street Address')).toHaveValue('PO Box 12');
  await wizard.nextButton.tap();
  await wizard.expectStep('Ethnicity');
  await walkWizard(wizard, 'long', answers, { from: 'Ethnicity', until: 'Previous School Information' });
  await wizard.expectProgress('long', 'Previous School Information');

  await page.getByRole('button', { name: 'Save and continue later' }).tap();
  const dialog = page.getByRole('dialog', { name: 'Save and continue later' });
  await expect(dialog).toContainText(
    'The link works for 24 hours, on any phone or computer. Your answers are kept for 30 days.',
  );
  // Prefilled with the parent/guardian's address from the draft.
  await expect(dialog.getByRole('textbox', { name: 'E-mail address' })).toHaveValue(parentEmail);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'E-mail me the link' }).tap();
  await expect(page.getByTestId('draft-saved')).toContainText(
    `We e-mailed a link to ${parentEmail}. Open it within 24 hours on any phone or computer to continue.`,
  );
  const link = await emailedLink(parentEmail);
  const savedLevel = (await draftOf(parentEmail))?.level;

  // Another device: a new browser context, with nothing of the first one.
  const other = await browser.newContext(PHONE);
  const phone = await other.newPage();
  const resumed = new RegistrationPage(phone);
  await phone.goto(link);
  // A cold browser loads the wizard's chunks only after the link's exchange (see the Lelo test below).
  await expect(resumed.heading('Previous School Information')).toBeVisible({ timeout: 30_000 });
  await resumed.expectStep('Previous School Information');
  await resumed.expectProgress('long', 'Previous School Information');
  // The token left the address at once; the wizard's address carries only the site and the step.
  expect(phone.url()).not.toContain('token');
  // Back after the resume: the wizard's Back and the phone's Back both go to step 5 (Ethnicity),
  // never to /resume (its token is spent).
  await resumed.back('Ethnicity');
  await resumed.next('Previous School Information');
  await phone.goBack();
  await resumed.expectStep('Ethnicity');
  expect(new URL(phone.url()).pathname).toBe('/register');
  await resumed.next('Previous School Information');

  // The same link, while the form is still open, on a laptop: it opens there too, on the saved step
  // (once the second phone's move back to it has been saved in the background).
  await expect.poll(async () => (await draftOf(parentEmail))?.level).toBe(savedLevel);
  const laptopContext = await browser.newContext(LAPTOP);
  const laptop = await laptopContext.newPage();
  const onLaptop = new RegistrationPage(laptop);
  await laptop.goto(link);
  await expect(onLaptop.heading('Previous School Information')).toBeVisible({ timeout: 30_000 });
  await onLaptop.expectProgress('long', 'Previous School Information');
  expect(laptop.url()).not.toContain('token');
  await walkWizard(onLaptop, 'long', answers, { from: 'Previous School Information' });
  await expect(onLaptop.thankYou).toBeVisible();
  const record = await registrationByStudentEmail(answers.student.email);
  expect(record.firstName.toLowerCase()).toBe('ana');
  expect(record.pgPrimaryEmail).toBe(parentEmail);
  // The answers of the steps filled on the first phone came back with the draft.
  expect(record.mailingStreet).toBe('PO Box 12');
  await expect.poll(() => draftStatusOf(parentEmail)).toBe('submitted');
  await laptopContext.close();

  // The same link on the second phone, once the form was sent: it says so, with the day.
  const again = await other.newPage();
  await again.goto(link);
  const sent = again.getByTestId('draft-submitted');
  await expect(sent).toContainText(`This form was already sent on ${sentDay(record.submittedAt, 'en')}.`);
  await expect(again.getByRole('heading', { name: 'This form has been submitted', level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(again);
  // 'Continue a saved form' on that phone says the same, in English and in Spanish, and promises no link.
  await again.goto('/continue');
  await expect(again.getByTestId('draft-submitted')).toHaveText(
    `This form was already sent on ${sentDay(record.submittedAt, 'en')}.`,
  );
  await again.getByTestId('language-switch').tap();
  await expect(
    again.getByRole('heading', { name: 'Continuar un formulario guardado', level: 1 }),
  ).toBeVisible();
  await expect(again.getByTestId('draft-submitted')).toHaveText(
    `Este formulario ya se envió el ${sentDay(record.submittedAt, 'es')}.`,
  );
  await expectNoSeriousA11yViolations(again);
  await other.close();
});

test('a family saves a secondary enrollment at the parent step on a phone, finishes it from the e-mailed link on another phone (signing again), and the link then says when it was sent', async ({
  page,
  browser,
}) => {
  const offering = await readOffering(LANCASTER_ID);
  const answers = minorLancasterAnswers(offering.charter);
  const parentEmail = leloParentEmail(answers);
  const lelo = new LeloPage(page);
  await lelo.open(ACTIVE_PERMALINK);
  await walkLelo(lelo, answers, { until: 'parent' });
  await fillLeloStep(lelo, 'parent', answers);

  await page.getByRole('button', { name: 'Save and continue later' }).tap();
  const dialog = page.getByRole('dialog', { name: 'Save and continue later' });
  // Prefilled with the parent/guardian's address just typed on this step.
  await expect(dialog.getByRole('textbox', { name: 'E-mail address' })).toHaveValue(parentEmail);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'E-mail me the link' }).tap();
  const saved = page.getByTestId('draft-saved');
  await expect(saved).toContainText(
    `We e-mailed a link to ${parentEmail}. Open it within 24 hours on any phone or computer to continue.`,
  );
  // The parent asks once more (a second e-mail, a second link to the same draft), then leaves.
  await page.getByRole('button', { name: 'Close' }).tap();
  await page.getByRole('button', { name: 'Save and continue later' }).tap();
  await dialog.getByRole('button', { name: 'E-mail me the link' }).tap();
  await expect(saved).toBeVisible();
  const [link, spare] = await emailedLinks(parentEmail, 2);

  // Another phone: a new browser context, with nothing of the first one.
  const other = await browser.newContext(PHONE);
  const phone = await other.newPage();
  const resumed = new LeloPage(phone);
  await phone.goto(link ?? '');
  // A cold browser loads the Lelo pages' chunks only now, after the link's exchange; through the local
  // SWA emulator that takes several seconds (each chunk ~1 s under load), more than one step's wait.
  await expect(resumed.heading(LELO_STEPS.parent)).toBeVisible({ timeout: 30_000 });
  await resumed.expectStep('parent');
  expect(phone.url()).not.toContain('token');
  await expect(resumed.field('Parent/Guardian Email')).toHaveValue(parentEmail);
  await expect(resumed.field('Relationship to Student')).toHaveValue('Mother');
  // Back after the resume: the wizard's Back and the phone's Back both go to the student step, never to /resume.
  await resumed.back('student');
  await expect(resumed.field('Student Email')).toHaveValue(answers.student.email);
  await resumed.next('parent');
  await phone.goBack();
  await resumed.expectStep('student');
  await resumed.next('parent');
  await expectNoSeriousA11yViolations(phone);

  // The family finishes: the rest of the steps, and both signatures drawn again with a finger.
  await walkLelo(resumed, answers, {
    from: 'parent',
    signing: 'touch',
    // Algebra 1A is an NCAA course at Lancaster: the notice must be understood.
    afterFill: async (step) => {
      if (step === 'classes') await resumed.checkbox('I Understand').check();
    },
  });
  await resumed.submitButton.tap();
  await expect(resumed.confirmation).toBeVisible();
  const uuid = (await resumed.confirmationDetail('Registration ID').textContent()) ?? '';
  const entry = await leloEntryByStudentEmail(answers.student.email);
  expect(entry._uuid).toBe(uuid);
  expect(entry.status).toBe('Signed');
  // The answers of the first phone's steps came back with the draft.
  expect(entry.firstName.toLowerCase()).toBe('ana');
  expect(entry.birthDate).toBe(answers.student.birthDate);
  expect(entry.pgPrimaryEmail).toBe(parentEmail);
  expect(entry.parentSignatureBlob).toEqual(expect.any(String));
  await expect.poll(() => draftStatusOf(parentEmail)).toBe('submitted');

  // The other link, never used: it now says that the form was sent, and when (the signing).
  const later = await other.newPage();
  await later.goto(spare ?? '');
  await expect(later.getByTestId('draft-submitted')).toContainText(
    `This form was already sent on ${sentDay(entry.signedAt, 'en')}. Thank you! There is nothing left to fill in.`,
  );
  await expect(later.getByRole('heading', { name: 'This form has been submitted', level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(later);
  await other.close();
});

test("every family page links to 'Continue a saved form' in its footer, in English and Spanish; Escape on 'Save and continue later' gives the focus back", async ({
  page,
}) => {
  for (const path of [
    '/interest?site=b2ba96878bd049e721fc7c59',
    '/register?site=b2ba96878bd049e721fc7c59',
    '/forms/summer-intersession-2027',
    '/',
  ]) {
    await page.goto(path);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Continue a saved form' }), path).toBeVisible();
    if (path.startsWith('/forms/')) {
      // Escape on the 'Save and continue later' dialog gives the focus back to its button.
      const button = page.getByRole('button', { name: 'Save and continue later' });
      await button.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();
    }
  }
  // From the finder (a wizard with answers would first ask whether to leave them).
  await page.getByRole('contentinfo').getByRole('link', { name: 'Continue a saved form' }).tap();
  await expect(page).toHaveURL(/\/continue$/);
  await expect(page.getByRole('heading', { name: 'Continue a saved form', level: 1 })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);

  await page.goto('/');
  await page.getByTestId('language-switch').tap();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const spanish = page
    .getByRole('contentinfo')
    .getByRole('link', { name: 'Continuar un formulario guardado' });
  await expect(spanish).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
