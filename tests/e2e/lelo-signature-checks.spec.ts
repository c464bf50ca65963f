import { expect, test } from '@playwright/test';
import { KINGSPORT_ID, readOffering } from '../support/lelo.ts';
import { LELO_MESSAGES, LeloPage, STUDENT_SIGNATURE } from './pages/lelo-page.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { ACTIVE_PERMALINK, adultKingsportAnswers, walkLelo } from './support/lelo-flows.ts';
import { drawTickWithMouse } from './support/signature-strokes.ts';

const TOO_SMALL = 'The signature is too small. Please sign your name across the box.';
const NAME_MISMATCH = "Please type the student's first and last name as given in Student Information.";

test('a tick is not a signature and a typed name must be the student’s: both are said on the fields before anything is sent', async ({
  page,
  baseURL,
}) => {
  const offering = await readOffering(KINGSPORT_ID);
  const answers = adultKingsportAnswers(offering.charter);
  const lelo = new LeloPage(page);
  await lelo.open(ACTIVE_PERMALINK, {
    baseUrl: (baseURL ?? 'http://localhost:4280').replace('localhost', 'holston.localhost'),
  });
  await walkLelo(lelo, answers, { until: 'agreement' });
  await lelo.expectStep('agreement');

  const submits: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && /\/api\/leloRegistration/.test(request.url()))
      submits.push(request.url());
  });

  await lelo.checkbox('I have read and understand the agreement').check();
  await drawTickWithMouse(page, lelo.signatureCanvas(STUDENT_SIGNATURE));
  await expect.poll(() => lelo.inkedPixels(STUDENT_SIGNATURE)).toBeGreaterThan(0);
  await lelo.typeSignerName('Student Name', 'Someone Else');
  await lelo.submitButton.click();

  await expect(lelo.invalidMessage).toHaveText(LELO_MESSAGES.fieldsRequired);
  const pad = lelo.signaturePad(STUDENT_SIGNATURE);
  await expect(pad).toHaveAttribute('aria-invalid', 'true');
  await expect(lelo.step.getByText(TOO_SMALL, { exact: true })).toBeVisible();
  await expect(lelo.field('Student Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(lelo.step.getByText(NAME_MISMATCH, { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(submits).toEqual([]);

  // Signed properly, with the student's own name (any case): the messages go and the form is sent.
  await page.getByRole('button', { name: 'Clear student signature' }).click();
  await lelo.signWithMouse(STUDENT_SIGNATURE);
  await expect(lelo.step.getByText(TOO_SMALL, { exact: true })).toBeHidden();
  await lelo.typeSignerName('Student Name', answers.studentName.toUpperCase());
  await expect(lelo.step.getByText(NAME_MISMATCH, { exact: true })).toBeHidden();
  await lelo.submitButton.click();
  await expect(lelo.confirmation).toBeVisible();
  expect(submits).toHaveLength(1);
});
