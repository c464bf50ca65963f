import { businessToday, longDate } from '@enroll/domain';
import { expect, test } from '@playwright/test';
import { LELO_NOTIFY_EMAIL, readLeloSession, readOffering } from '../support/lelo.ts';
import { waitForOutbox } from '../support/local-stack.ts';
import { LANCASTER_ID } from '../support/seeded-sites.ts';
import { LELO_MESSAGES, LeloPage, type LeloStep } from './pages/lelo-page.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import {
  ACTIVE_PERMALINK,
  expectAgreementAsShown,
  expectSignedAgreement,
  expectSignedEntry,
  familyEmail,
  fillLeloStep,
  minorLancasterAnswers,
  mmddyyyy,
  parentEmail,
  shownAgreement,
  signatureSize,
  stepsOf,
  submitSeeingSubmitting,
  walkLelo,
} from './support/lelo-flows.ts';
import { checkPublicState } from './support/public-states.ts';

test('a 16-year-old at Lancaster walks the 7 steps, signs with the mouse, and her entry, e-mails and signed agreement follow', async ({
  page,
}) => {
  // Seven steps, each checked with axe in English and Spanish at 1280 and 375 px, two signatures, then
  // the entry, both e-mails and the signed PDF read back.
  test.slow();
  // A page without the language switch is reloaded with ?lang= (support/public-states.ts): leave.
  page.on('dialog', (dialog) => (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss()));
  const offering = await readOffering(LANCASTER_ID);
  const session = await readLeloSession();
  const answers = minorLancasterAnswers(offering.charter);
  const { lastName } = answers.student;
  const lelo = new LeloPage(page);
  await lelo.open(ACTIVE_PERMALINK);

  const seen: LeloStep[] = [];
  let signatureDate = '';
  await walkLelo(lelo, answers, {
    onArrival: async (step) => {
      seen.push(step);
      await checkPublicState(page, `Lelo ${step}`);
      await lelo.expectStep(step);
      if (step === 'location') {
        // This brand offers the session at one charter with one center, so step 1 opens with them
        // chosen. Emptied, forward shows step 1's own message, and does not move.
        await expect(lelo.field('Charter')).not.toHaveValue('');
        await expect(lelo.field('Learning Center')).not.toHaveValue('');
        await lelo.field('Charter').selectOption('');
        await lelo.nextButton.click();
        await expect(lelo.invalidMessage).toHaveText(LELO_MESSAGES.locationRequired);
        await expect(lelo.field('Charter')).toHaveAttribute('aria-invalid', 'true');
        await lelo.expectStep('location');
      }
      if (step === 'agreement') {
        // The typed names start as steps 2 and 3 wrote them: first and last name, as typed.
        await expect(lelo.field('Student Name')).toHaveValue(`Ana ${lastName}`);
        await expect(lelo.field('Parent/Guardian Name')).toHaveValue(`Maria ${lastName}`);
      }
    },
    fill: async (step) => {
      await fillLeloStep(lelo, step, answers);
      if (step === 'classes') {
        // Algebra 1A is NCAA-approved: grade 10 must understand the notice before moving on.
        const understand = lelo.checkbox('I Understand');
        await expect(lelo.step.getByRole('heading', { name: 'NCAA Notice' })).toBeVisible();
        await expect(understand).not.toBeChecked();
        await checkPublicState(page, 'Lelo classes with the NCAA notice');
        await lelo.nextButton.click();
        await expect(lelo.invalidMessage).toHaveText(LELO_MESSAGES.fieldsRequired);
        await expect(lelo.step.getByText(LELO_MESSAGES.ncaaRequired, { exact: true })).toBeVisible();
        await expect(understand).toHaveAttribute('aria-invalid', 'true');
        await lelo.expectStep('classes');
        await expectNoSeriousA11yViolations(page);
        await understand.check();
        await expect(lelo.step.getByText(LELO_MESSAGES.ncaaRequired, { exact: true })).toBeHidden();
      }
      if (step === 'agreement') {
        // The signature dates start as today in the business time zone (the day the server checks
        // them against; the test machine's own date is a day ahead of it for hours every night);
        // awaited, as the step fills them in after it shows.
        const today = businessToday();
        // Written out, not edited: the day the server records.
        await expect(lelo.field('Student Signature Date')).toHaveValue(longDate(today, 'en'));
        signatureDate = today;
        await expect(lelo.field('Parent/Guardian Signature Date')).toHaveValue(longDate(today, 'en'));
      }
    },
    afterFill: async (step) => {
      if (step === 'agreement') {
        await expect(lelo.field('Student Name')).toHaveValue(`Ana Sofia ${lastName}`);
        await expect(lelo.field('Parent/Guardian Name')).toHaveValue(`Maria ${lastName}`);
        await expect(
          lelo.step.getByRole('region', { name: 'Your courses' }).getByRole('listitem'),
        ).toHaveText(['Algebra 1A (Credits: 5)', 'Health (Credits: 5)']);
        await expectNoSeriousA11yViolations(page);
      }
    },
  });
  // The mailing address differs: every one of the seven steps was shown, in order.
  expect(seen).toEqual(stepsOf(answers));
  expect(seen).toHaveLength(7);

  const shown = await shownAgreement(page);
  await submitSeeingSubmitting(lelo);

  // The confirmation: thanks with the name, the Registration ID, charter, center, courses, Lancaster's message.
  await expect(page).toHaveURL(/\/response-lelo$/);
  await expect(lelo.confirmationHeading(`Ana ${lastName}`)).toBeVisible();
  const uuid = (await lelo.confirmationDetail('Registration ID').textContent()) ?? '';
  expect(uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  await expect(lelo.confirmationDetail('Charter')).toHaveText(offering.charter);
  await expect(lelo.confirmationDetail('Learning Center')).toHaveText('Learn4Life - Lancaster');
  await expect(lelo.confirmationDetail('Courses').getByRole('listitem')).toHaveText([
    'Algebra 1A (5 credits)',
    'Health (5 credits)',
  ]);
  await expect(lelo.confirmationMessage()).toHaveText(
    `Thank you, Ana ${lastName}! Our Lancaster team looks forward to meeting you.`,
  );
  await checkPublicState(page, 'Lelo confirmation');

  // The stored entry: Signed, the answers exactly as typed (nothing re-cased: 'PO Box 12', the notes'
  // lower case), the signatures as blobs.
  const entry = await expectSignedEntry(answers, { uuid, signers: ['student', 'parent'] });
  expect(entry).toMatchObject({
    siteId: LANCASTER_ID,
    charter: offering.charter,
    charter_id: offering.charter_id,
    learningCenters: 'Learn4Life - Lancaster',
    permaLink: ACTIVE_PERMALINK,
    session_name: session.name,
    hasPreviouslyEnrolled: 'No',
    firstName: 'Ana',
    middleName: 'Sofia',
    lastName,
    gender: 'Female',
    studentPrimaryPhone: '661-555-0134',
    pgRelationshipToStudent: 'Mother',
    pgFirstName: 'Maria',
    pgPrimaryPhone: '661-555-0135',
    pgPrimaryPhoneType: 'Home',
    liveWithPg: 'Yes',
    street: '123 Main St',
    city: 'Lancaster',
    state: 'CA',
    zip: '93534',
    country: 'Los Angeles',
    district: 'Antelope Valley Union',
    isMailingAddressTheSame: 'No',
    mailingStreet: 'PO Box 12',
    mailingCity: 'Lancaster',
    mailingState: 'CA',
    mailingZip: '93535',
    gradeLevel: '10',
    notes: 'mornings are best',
    understood1: true,
    understood2: true,
    studentName: `Ana Sofia ${lastName}`,
    studentSignatureDate: signatureDate,
    parentName: `Maria ${lastName}`,
    parentSignatureDate: signatureDate,
    selectedCourseAgreements: ['5', '5'],
  });
  // The pad is the spec's 300 by 100 canvas (at a pixel ratio of 1), stored as drawn.
  expect(await signatureSize(entry, 'student')).toEqual({ width: 300, height: 100 });
  expect(await signatureSize(entry, 'parent')).toEqual({ width: 300, height: 100 });
  expect(entry.courses.map((course) => [course.course_name, course.ncaa])).toEqual([
    ['Algebra 1A', true],
    ['Health', false],
  ]);

  // The e-mails: the student's and the parent's, and Lancaster's notification.
  for (const to of [answers.student.email, parentEmail(answers)]) {
    const message = await familyEmail(to, uuid);
    expect(message.subject).toBe('Your course registration with Learn4Life - Lancaster');
    expect(message.text).toContain(`Registration ID: ${uuid}`);
    expect(message.text).toContain('1. Algebra 1A (5 credits)\n2. Health (5 credits)');
    expect(message.text).toContain(
      `Thank you, Ana ${lastName}! Our Lancaster team looks forward to meeting you.`,
    );
  }
  const notices = await waitForOutbox(
    (message) => message.to === LELO_NOTIFY_EMAIL && message.text.includes(`/lelo-forms/${entry.id}`),
  );
  expect(notices).toHaveLength(1);
  expect(notices[0]?.subject).toBe(`New secondary enrollment: Ana ${lastName}`);

  // The signed agreement: both signatures on the signature page, the names, courses and school-year
  // dates filled, the agreement text as the page showed it.
  const pdf = await expectSignedAgreement(entry, ['student', 'parent']);
  await expectAgreementAsShown(entry, pdf, shown);
  for (const text of [
    `Ana Sofia ${lastName}`,
    `Maria ${lastName}`,
    'Algebra 1A',
    'Health',
    'Learn4Life - Lancaster',
    offering.charter,
    `${mmddyyyy(session.schoolYearStartDate)} to ${mmddyyyy(session.schoolYearEndDate)}`,
    `Registration ID: ${uuid}`,
  ])
    expect(pdf.texts, text).toContain(text);
});
