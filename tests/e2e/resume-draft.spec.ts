import { expect, test } from '@playwright/test';
import { db, waitForOutbox } from '../support/local-stack.ts';
import { RegistrationPage } from './pages/registration-page.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import {
  LANCASTER_ID,
  minorLongAnswers,
  registrationByStudentEmail,
  walkWizard,
} from './support/registration-flows.ts';

const PHONE = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true };
test.use(PHONE);

/** The e-mailed link as a path with its fragment (/resume#token=...), for this stack's address. */
async function emailedLink(to: string): Promise<string> {
  const [mail] = await waitForOutbox((message) => message.to === to);
  const url = /https?:\/\/\S+\/resume#token=[A-Za-z0-9_-]{43}/.exec(mail?.text ?? '')?.[0];
  if (!url) throw new Error(`no resume link in the e-mail to ${to}`);
  const { pathname, hash } = new URL(url);
  return `${pathname}${hash}`;
}

async function draftStatusOf(email: string): Promise<string | undefined> {
  const { resources } = await db
    .container('drafts')
    .items.query<{ status: string }>({
      query: "SELECT c.status FROM c WHERE c.type = 'draft' AND c.email = @email",
      parameters: [{ name: '@email', value: email }],
    })
    .fetchAll();
  return resources[0]?.status;
}

// Two devices walk the 15 steps between them, plus the e-mail round trip: longer than one page's test.
test.setTimeout(180_000);

test('a parent saves a 15-step registration at step 6 on a phone and finishes it from the e-mailed link on another device', async ({
  page,
  browser,
}) => {
  const answers = minorLongAnswers();
  const parentEmail = 'email' in answers.parent ? answers.parent.email : '';
  const wizard = new RegistrationPage(page);
  await wizard.open(LANCASTER_ID);
  await walkWizard(wizard, 'long', answers, { until: 'Previous School Information' });
  await wizard.expectProgress('long', 'Previous School Information');

  await page.getByRole('button', { name: 'Save and continue later' }).tap();
  const dialog = page.getByRole('dialog', { name: 'Save and continue later' });
  await expect(dialog).toContainText('The link works once, for 24 hours. Your answers are kept for 30 days.');
  // Prefilled with the parent/guardian's address from the draft.
  await expect(dialog.getByRole('textbox', { name: 'E-mail address' })).toHaveValue(parentEmail);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'E-mail me the link' }).tap();
  await expect(page.getByTestId('draft-saved')).toContainText(
    `We e-mailed a link to ${parentEmail}. Open it within 24 hours on any phone or computer to continue.`,
  );
  const link = await emailedLink(parentEmail);

  // Another device: a new browser context, with nothing of the first one.
  const other = await browser.newContext(PHONE);
  const phone = await other.newPage();
  const resumed = new RegistrationPage(phone);
  await phone.goto(link);
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
  await walkWizard(resumed, 'long', answers, { from: 'Previous School Information' });
  await expect(resumed.thankYou).toBeVisible();
  const record = await registrationByStudentEmail(answers.student.email);
  expect(record.firstName.toLowerCase()).toBe('ana');
  expect(record.pgPrimaryEmail).toBe(parentEmail);
  // The answers of the steps filled on the first phone came back with the draft.
  expect(record.mailingStreet).toBe('PO Box 12');
  await expect.poll(() => draftStatusOf(parentEmail)).toBe('submitted');

  // The same link again: it worked once.
  const again = await other.newPage();
  await again.goto(link);
  await expect(again.getByRole('alert')).toHaveText(
    'This link has already been used. For your security, each link works only once.',
  );
  await expectNoSeriousA11yViolations(again);
  await again.getByRole('button', { name: 'Send me a new link' }).tap();
  await expect(again.getByRole('heading', { name: 'Continue a saved form', level: 1 })).toBeVisible();
  await other.close();
});
