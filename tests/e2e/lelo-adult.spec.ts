import { expect, test } from '@playwright/test';
import { LELO_NOTIFY_EMAIL, readOffering } from '../support/lelo.ts';
import { outboxMessages, waitForOutbox } from '../support/local-stack.ts';
import { KINGSPORT_ID } from '../support/seeded-sites.ts';
import {
  LELO_MESSAGES,
  LeloPage,
  type LeloStep,
  PARENT_SIGNATURE,
  STUDENT_SIGNATURE,
} from './pages/lelo-page.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { brandUrl } from './support/brand-host.ts';
import {
  ACTIVE_PERMALINK,
  adultKingsportAnswers,
  expectSignedAgreement,
  expectSignedEntry,
  familyEmail,
  fillLeloStep,
  submitSeeingSubmitting,
  walkLelo,
} from './support/lelo-flows.ts';
import { drawTickWithMouse } from './support/signature-strokes.ts';

const TOO_SMALL = 'The signature is too small. Please sign your name across the box.';
const NAME_MISMATCH = "Please type the student's first and last name as given in Student Information.";

test("a 19-year-old at Holston - Kingsport signs for himself ('Self 18+'): no mailing step, no parent, the default text; a tick is not a signature and the typed name must be his", async ({
  page,
  baseURL,
}) => {
  const offering = await readOffering(KINGSPORT_ID);
  const answers = adultKingsportAnswers(offering.charter);
  const { lastName } = answers.student;
  const lelo = new LeloPage(page);
  await lelo.open(ACTIVE_PERMALINK, { baseUrl: brandUrl(baseURL, 'holston') });
  await expect(page).toHaveTitle('Holston | Enrollments');
  const submits: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && /\/api\/leloRegistration/.test(request.url()))
      submits.push(request.url());
  });

  const seen: LeloStep[] = [];
  await walkLelo(lelo, answers, {
    onArrival: async (step) => {
      seen.push(step);
      if (step === 'agreement') await expectNoSeriousA11yViolations(page);
    },
    fill: async (step) => {
      if (step === 'parent') {
        // 'Self 18+' is offered at 19, and asks nothing more about a parent.
        await expect(
          lelo.field('Relationship to Student').locator('option', { hasText: 'Self 18+' }),
        ).toHaveCount(1);
        await fillLeloStep(lelo, step, answers);
        await expect(lelo.field('Parent/Guardian First Name')).toHaveCount(0);
        return;
      }
      if (step === 'classes') {
        // Kingsport's high school has 4 course slots, filled in order, none twice.
        await lelo.field('Grade Level').selectOption(answers.classes.grade);
        await expect(lelo.step.getByLabel(/^Course \d\*?$/)).toHaveCount(4);
        await lelo.pickCourse(2, 'Health');
        await expect(lelo.step.getByText(LELO_MESSAGES.courseOrder(1, 2), { exact: true })).toBeVisible();
        await expect(lelo.courseSlot(2)).toHaveValue('');
        // The message names the slot being picked and the one before it.
        await lelo.pickCourse(3, 'Health');
        await expect(lelo.step.getByText(LELO_MESSAGES.courseOrder(2, 3), { exact: true })).toBeVisible();
        await expect(lelo.courseSlot(3)).toHaveValue('');
        await fillLeloStep(lelo, step, answers);
        await expect(lelo.step.getByText(LELO_MESSAGES.courseOrder(1, 2), { exact: true })).toBeHidden();
        await expect(lelo.step.getByText(LELO_MESSAGES.courseOrder(2, 3), { exact: true })).toBeHidden();
        await expect(lelo.courseOption(2, 'Health')).toHaveCount(0);
        // No NCAA course here: no notice to understand.
        await expect(lelo.checkbox('I Understand')).toHaveCount(0);
        return;
      }
      if (step === 'agreement') {
        // A tick is not a signature and the typed name must be the student's: both are said on the
        // fields before anything is sent.
        await lelo.checkbox('I have read and understand the agreement').check();
        await drawTickWithMouse(page, lelo.signatureCanvas(STUDENT_SIGNATURE));
        await expect.poll(() => lelo.inkedPixels(STUDENT_SIGNATURE)).toBeGreaterThan(0);
        await lelo.typeSignerName('Student Name', 'Someone Else');
        await lelo.submitButton.click();
        await expect(lelo.invalidMessage).toHaveText(LELO_MESSAGES.fieldsRequired);
        await expect(lelo.signaturePad(STUDENT_SIGNATURE)).toHaveAttribute('aria-invalid', 'true');
        await expect(lelo.step.getByText(TOO_SMALL, { exact: true })).toBeVisible();
        await expect(lelo.field('Student Name')).toHaveAttribute('aria-invalid', 'true');
        await expect(lelo.step.getByText(NAME_MISMATCH, { exact: true })).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        expect(submits).toEqual([]);
        // Signed properly, with the student's own name in any case: the messages go. (The server
        // takes a name in another case too: tests/api/lelo-submit.test.ts.)
        await page.getByRole('button', { name: 'Clear student signature' }).click();
        await lelo.signWithMouse(STUDENT_SIGNATURE);
        await expect(lelo.step.getByText(TOO_SMALL, { exact: true })).toBeHidden();
        await lelo.typeSignerName('Student Name', answers.studentName.toUpperCase());
        await expect(lelo.step.getByText(NAME_MISMATCH, { exact: true })).toBeHidden();
        await page.getByRole('button', { name: 'Clear student signature' }).click();
      }
      await fillLeloStep(lelo, step, answers);
    },
    afterFill: async (step) => {
      if (step === 'agreement') {
        // One signer: the student.
        await expect(lelo.signaturePad(PARENT_SIGNATURE)).toHaveCount(0);
        await expect(lelo.field('Parent/Guardian Name')).toHaveCount(0);
        await expect(lelo.field('Student Name')).toHaveValue(`Ben ${lastName}`);
      }
    },
  });
  // The mailing address is the same: Physical Address (4/7) goes straight to the classes (6/7).
  expect(seen).toEqual(['location', 'student', 'parent', 'physicalAddress', 'classes', 'agreement']);

  // Back from the classes returns the same way.
  await lelo.back('classes');
  await lelo.back('physicalAddress');
  await lelo.next('classes');
  await lelo.next('agreement');
  await expect.poll(() => lelo.inkedPixels('Student Signature')).toBeGreaterThan(100);

  await submitSeeingSubmitting(lelo);
  // Sent once: the refused attempt sent nothing.
  expect(submits).toHaveLength(1);
  await expect(page).toHaveURL(/^http:\/\/holston\.localhost:\d+\/response-lelo$/);
  await expect(lelo.confirmationHeading(`Ben ${lastName}`)).toBeVisible();
  const uuid = (await lelo.confirmationDetail('Registration ID').textContent()) ?? '';
  await expect(lelo.confirmationDetail('Charter')).toHaveText(offering.charter);
  await expect(lelo.confirmationDetail('Learning Center')).toHaveText('Holston - Kingsport');
  await expect(lelo.confirmationDetail('Courses').getByRole('listitem')).toHaveText([
    'Health (5 credits)',
    'Financial Literacy (2.5 credits)',
  ]);
  // No confirmation template at Kingsport: the default confirmation text.
  await expect(lelo.confirmationMessage()).toHaveText(LELO_MESSAGES.defaultConfirmation);
  await expectNoSeriousA11yViolations(page);

  const entry = await expectSignedEntry(answers, { uuid, signers: ['student'] });
  expect(entry).toMatchObject({
    siteId: KINGSPORT_ID,
    learningCenters: 'Holston - Kingsport',
    hasPreviouslyEnrolled: 'Unsure',
    firstName: 'Ben',
    pgRelationshipToStudent: 'Self 18+',
    pgFirstName: '',
    pgLastName: '',
    pgPrimaryEmail: '',
    parentName: '',
    state: 'TN',
    country: 'Sullivan',
    isMailingAddressTheSame: 'Yes',
    mailingStreet: '',
    gradeLevel: '12',
    understood1: false,
    understood2: true,
    studentName: `Ben ${lastName}`,
    selectedCourseAgreements: ['5', '2.5'],
  });

  // The student's e-mail only (no parent address), with the default text; no notification at Kingsport.
  const message = await familyEmail(answers.student.email, uuid);
  expect(message.subject).toBe('Your course registration with Holston - Kingsport');
  expect(message.text).toContain(LELO_MESSAGES.defaultConfirmation);
  const pdf = await expectSignedAgreement(entry, ['student']);
  expect(pdf.texts).toContain(`Ben ${lastName}`);
  expect(pdf.texts).toContain('Financial Literacy');
  // The copy of the signed agreement goes to the student only as well: no parent for 'Self 18+'.
  const [copy] = await waitForOutbox(
    (mail) => mail.to === answers.student.email && mail.text.includes(uuid) && mail.attachments !== undefined,
  );
  expect(copy?.attachments?.map((file) => file.contentType)).toEqual(['application/pdf']);
  const aboutThisEntry = (await outboxMessages()).filter(
    (mail) => mail.text.includes(uuid) || mail.text.includes(entry.id),
  );
  expect(aboutThisEntry.map((mail) => mail.to)).toEqual([answers.student.email, answers.student.email]);
  expect(aboutThisEntry.some((mail) => mail.to === LELO_NOTIFY_EMAIL)).toBe(false);
});
