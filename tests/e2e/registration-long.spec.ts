import { expect, test } from '@playwright/test';
import { waitForOutbox } from '../support/local-stack.ts';
import { LANCASTER_ID } from '../support/seeded-sites.ts';
import {
  CUSTODY_QUESTION,
  LEGAL_RESTRICTIONS_QUESTION,
  LONG_STEPS,
  REQUIRED_FIELDS,
  RegistrationPage,
} from './pages/registration-page.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { checkPublicState, checkThankYou } from './support/public-states.ts';
import {
  fillStep,
  type MinorAnswers,
  minorLongAnswers,
  registrationByStudentEmail,
  walkWizard,
} from './support/registration-flows.ts';

/**
 * On the Mailing Address step: back and forward keep what was typed, and a reload keeps the values and
 * the step. It leaves the wizard on Mailing Address, which the walk then fills with its own answers.
 */
async function backAndForwardKeepTheAnswers(
  wizard: RegistrationPage,
  answers: MinorAnswers,
  dialogs: string[],
): Promise<void> {
  // Half-filled mailing address, then back: the physical address is as it was left.
  await wizard.field('Street Address').fill('PO Box 99');
  await wizard.back('Physical Address');
  await expect(wizard.field('Street Address')).toHaveValue('123 Main St');
  await expect(wizard.field('ZIP/Postal Code')).toHaveValue('93534');
  await expect(wizard.field('State/Province')).toHaveValue('California');
  await expect(wizard.radio('Is the mailing address the same as the physical address?', 'No')).toBeChecked();
  await wizard.back('Parent Information');
  await expect(wizard.field('Parent/Guardian First Name')).toHaveValue('Maria');
  await expect(wizard.field('Relationship to Student')).toHaveValue('Mother');
  await expect(wizard.radio('Parent/Guardian Phone Type', 'Home')).toBeChecked();
  await wizard.back('Student Information');
  await expect(wizard.field('Student Last Name')).toHaveValue('Lopez');
  await expect(wizard.field('Birth Date')).toHaveValue(answers.student.birthDate);
  await expect(wizard.field('Grade Level')).toHaveValue('10');
  await expect(wizard.field('Birth State')).toHaveValue('California');
  await expect(wizard.radio('Gender', 'Female')).toBeChecked();

  // Forward again without changing anything: every step is still valid and keeps its values.
  await wizard.next('Parent Information');
  await wizard.next('Physical Address');
  await wizard.next('Mailing Address');
  await expect(wizard.field('Street Address')).toHaveValue('PO Box 99');

  // A reload of the tab (the browser asks first) comes back on the same step with the same values.
  await wizard.field('City').fill('Palmdale');
  dialogs.length = 0;
  await wizard.page.reload();
  await wizard.expectStep('Mailing Address');
  await expect(wizard.field('Street Address')).toHaveValue('PO Box 99');
  await expect(wizard.field('City')).toHaveValue('Palmdale');
  expect(dialogs).toEqual(['beforeunload']);
  await wizard.back('Physical Address');
  await expect(wizard.field('Street Address')).toHaveValue('123 Main St');
  await wizard.back('Parent Information');
  await expect(wizard.field('Parent/Guardian Email')).toHaveValue(answers.parent.email);
  await wizard.next('Physical Address');
  await wizard.next('Mailing Address');
}

test('a 16-year-old with a different mailing address registers through the 15 steps of the long flow', async ({
  page,
}) => {
  // Fifteen steps, each filled field by field and checked with axe, four states also in Spanish and at
  // 375 px: about 90 s on a busy 2-core machine.
  test.slow();
  // A page without the language switch is reloaded with ?lang= (support/public-states.ts), and the
  // walk reloads the Mailing Address step: leave, and note each dialog the browser raised.
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.type());
    return dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss();
  });
  const answers = minorLongAnswers();
  const wizard = new RegistrationPage(page);
  await wizard.open(LANCASTER_ID);
  await expect(page).toHaveTitle('Learn4Life | Enrollments');
  await expect(page.getByTestId('registration-welcome')).toContainText(
    'You are registering for Learn4Life - Lancaster.',
  );
  await expect(wizard.backButton).toBeHidden();

  const seen: string[] = [];
  await walkWizard(wizard, 'long', answers, {
    fill: async (title) => {
      // The first step, selects and radios: axe in English and Spanish, at 1280 and 375 px.
      if (['Student Information', 'Physical Address', 'DASS Information'].includes(title)) {
        await checkPublicState(page, `15-step ${title}`);
        await wizard.expectStep(title);
      }
      if (title === 'Student Information') {
        // An empty forward attempt asks for the required fields and marks them red; nothing is red before.
        await expect(wizard.invalidMessage).toBeHidden();
        await expect(wizard.field('Student First Name')).not.toHaveAttribute('aria-invalid', 'true');
        await wizard.nextButton.click();
        await expect(wizard.invalidMessage).toHaveText(REQUIRED_FIELDS);
        await expect(wizard.heading('Student Information')).toBeVisible();
        for (const label of ['Student First Name', 'Student Last Name', 'Birth Date', 'Student Email']) {
          await expect(wizard.field(label)).toHaveAttribute('aria-invalid', 'true');
        }
        await expect(wizard.field('Student Middle Name')).not.toHaveAttribute('aria-invalid', 'true');
        await expect(wizard.question('Gender')).toHaveAttribute('aria-invalid', 'true');
        await expect(wizard.field('Student First Name')).toBeFocused();
        await expectNoSeriousA11yViolations(page);
        // The errors follow the answers once shown: a filled field loses its red border at once.
        await wizard.field('Student First Name').fill('Ana');
        await expect(wizard.field('Student First Name')).not.toHaveAttribute('aria-invalid', 'true');
      }
      if (title === 'Parent Information') {
        // The step filled after the refused attempt moved on, and the message went with it.
        await expect(wizard.invalidMessage).toBeHidden();
      }
      if (title === 'Mailing Address') await backAndForwardKeepTheAnswers(wizard, answers, dialogs);
      if (title === 'Parent Custody Information') {
        // It moves on only with both answers. Nothing is red on arrival: the messages wait for a
        // forward attempt.
        await expect(wizard.invalidMessage).toBeHidden();
        await expect(wizard.question(CUSTODY_QUESTION)).not.toHaveAttribute('aria-invalid', 'true');
        await expect(wizard.step.getByText('This field is required.')).toHaveCount(0);
        await wizard.nextButton.click();
        await expect(wizard.invalidMessage).toHaveText(REQUIRED_FIELDS);
        await expect(wizard.step.getByText('This field is required.')).toHaveCount(2);
        await expect(wizard.question(CUSTODY_QUESTION)).toHaveAttribute('aria-invalid', 'true');
        await expect(wizard.question(LEGAL_RESTRICTIONS_QUESTION)).toHaveAttribute('aria-invalid', 'true');
        // Yes asks for the notes, which are required in turn.
        await wizard.answer(CUSTODY_QUESTION, 'Yes');
        await wizard.answer(LEGAL_RESTRICTIONS_QUESTION, 'No');
        await wizard.nextButton.click();
        await expect(wizard.field('Custody issue notes')).toHaveAttribute('aria-invalid', 'true');
        await wizard.field('Custody issue notes').fill('only the mother may pick her up');
        // Kept as typed: nothing re-cases the notes.
        await expect(wizard.field('Custody issue notes')).toHaveValue('only the mother may pick her up');
        await expectNoSeriousA11yViolations(page);
        // With both answers (and the notes) it moves on; back, the family answers No after all (the
        // notes go with it), as stored below.
        await wizard.next('Emergency Contacts');
        await wizard.back('Parent Custody Information', 'Update previous information');
      }
      await fillStep(wizard, 'long', title, answers);
    },
    afterFill: async (title) => {
      seen.push(title);
      // 'Step n of 15 · {step}' on every step; the welcome box on the first one only.
      await wizard.expectProgress('long', title);
      if (title === 'Student Information') {
        await expect(wizard.field('Student First Name')).toHaveValue('Ana');
        await expect(wizard.field('Student Middle Name')).toHaveValue('Sofia');
        await expect(wizard.field('Student Phone')).toHaveValue('661-555-0134');
        await expect(page.getByTestId('student-age-line')).toHaveText(
          'Ana is 16 years old? If not, select birth date again',
        );
      }
      if (title === 'Previous School Information') {
        // Kept as typed: nothing re-cases the school's name.
        await expect(wizard.field('Previous school name')).toHaveValue('antelope Valley High School');
        await expect(wizard.field('Previous school city')).toHaveValue('Lancaster');
        // A city typed in lower case stays so; once the typing rests in the field, its capitalised
        // form is offered; it stays when the field is left, and is taken.
        const city = wizard.field('Previous school city');
        await city.fill('lancaster');
        const offer = page.getByRole('button', { name: 'Use “Lancaster”', exact: true });
        await expect(offer).toBeVisible();
        await city.blur();
        await expect(city).toHaveValue('lancaster');
        await expect(offer).toBeVisible();
        await offer.click();
        await expect(city).toHaveValue('Lancaster');
        await expect(offer).toHaveCount(0);
      }
      if (title === 'Parent Custody Information') {
        await expect(wizard.field('Custody issue notes')).toHaveCount(0);
      }
      if (title === 'Emergency Contacts') {
        // The last long-flow step: 'Update previous information' is its back control, Submit its forward.
        await expect(wizard.page.getByRole('button', { name: 'Update previous information' })).toBeVisible();
        await expect(wizard.nextButton).toBeHidden();
        await expect(wizard.field('Phone', wizard.emergencyContactGroup(2))).toHaveValue('661-555-0141');
      }
      await expectNoSeriousA11yViolations(page);
    },
  });

  expect(seen).toEqual([...LONG_STEPS]);
  await expect(wizard.thankYou).toBeFocused();
  await wizard.expectThankYouAlone();
  await checkThankYou(page, '15-step thank-you');
  // The draft lives in sessionStorage only, and only until the submit.
  expect(await page.evaluate(() => Object.keys(window.sessionStorage))).not.toContainEqual(
    expect.stringContaining('registration-draft'),
  );
  expect(await page.evaluate(() => Object.keys(window.localStorage))).not.toContainEqual(
    expect.stringContaining('registration-draft'),
  );

  const record = await registrationByStudentEmail(answers.student.email);
  expect(record).toMatchObject({
    status: 'Enrollment Submitted',
    progressLevel: 0,
    processingLevel: 0,
    registerForIntercession: false,
    learningCenterId: LANCASTER_ID,
    learningCenterName: 'Learn4Life - Lancaster',
    firstName: 'Ana',
    middleName: 'Sofia',
    lastName: 'Lopez',
    birthDate: answers.student.birthDate,
    age: 16,
    studentPrimaryPhone: '661-555-0134',
    pgRelationshipToStudent: 'Mother',
    pgFirstName: 'Maria',
    pgPrimaryEmail: answers.parent.email,
    street: '123 Main St',
    city: 'Lancaster',
    state: 'California',
    zip: '93534',
    country: 'United States of America',
    isMailingAddressTheSame: { yes: false, no: true },
    mailingStreet: 'PO Box 12',
    mailingCity: 'Lancaster',
    mailingState: 'California',
    mailingZip: '93535',
    mailingCountry: 'United States of America',
    primaryLanguage: 'Spanish',
    firstLanguage: 'Spanish',
    homeLanguage: 'English',
    previousSchool: 'antelope Valley High School',
    previousSchoolCity: 'Lancaster',
    beenExpelled: { yes: true, no: false },
    expelledFromWhichSchool: 'lincoln middle school',
    expelledWhatYear: '2023',
    wearsHearingAid: { yes: false, no: true },
    custodyIssueExists: { yes: false, no: true },
    emergencyContact1FirstName: 'Rosa',
    emergencyContact2Phone: '661-555-0141',
    authorizedForPickup2: { yes: false, no: true },
  });

  const [mail] = await waitForOutbox((message) => message.to === answers.parent.email);
  expect(mail, `a register e-mail to ${answers.parent.email}`).toBeDefined();
  expect(mail?.text).toContain('Learn4Life - Lancaster');
  expect(await waitForOutbox((message) => message.to === answers.student.email)).toHaveLength(1);
});

test('/register without a site goes to the location finder', async ({ page }) => {
  await page.goto('/register');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByPlaceholder('Find a location near you. Enter a ZIP code or state.')).toBeVisible();
});
