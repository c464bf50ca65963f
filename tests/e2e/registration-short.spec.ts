import { expect, test } from '@playwright/test';
import { waitForOutbox } from '../support/local-stack.ts';
import { KINGSPORT_ID } from '../support/seeded-sites.ts';
import {
  CUSTODY_QUESTION,
  LEGAL_RESTRICTIONS_QUESTION,
  REQUIRED_FIELDS,
  RegistrationPage,
  SHORT_STEPS,
  type StepTitle,
} from './pages/registration-page.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { brandUrl } from './support/brand-host.ts';
import { CONNECTION_LOST, connectionLost, countPosts } from './support/offline.ts';
import { checkPublicState, checkThankYou } from './support/public-states.ts';
import {
  adultShortAnswers,
  fillStep,
  minorShortAnswers,
  registrationByStudentEmail,
  walkWizard,
} from './support/registration-flows.ts';

const PARENT2_RELATIONSHIP = 'Parent/Guardian 2 Relationship to Student';
/** The short flow's submit step. */
const LAST_SHORT_STEP = 'Parent Custody Information' satisfies StepTitle;

test("a 19-year-old answering for himself walks the 11 steps of Holston's short flow; offline at the submit, it is sent once back online", async ({
  page,
  context,
  baseURL,
}) => {
  // Eleven steps, each filled field by field and checked with axe: as registration-long, too close to
  // the default 60 s on a busy 2-core machine.
  test.slow();
  const answers = adultShortAnswers();
  const wizard = new RegistrationPage(page);
  await wizard.open(KINGSPORT_ID, brandUrl(baseURL, 'holston'));
  await expect(page).toHaveTitle('Holston | Enrollments');
  await expect(page.getByTestId('registration-welcome')).toContainText(
    'You are registering for Holston - Kingsport.',
  );

  const seen: string[] = [];
  const afterFill = async (title: StepTitle) => {
    seen.push(title);
    await expect(wizard.heading(title)).toBeVisible();
    // 'Step n of 11 · {step}' on every step; the welcome box on the first one only.
    await wizard.expectProgress('short', title);
    if (title === 'Student Information') {
      // No birth country or state in the short flow.
      await expect(wizard.field('Birth Country')).toHaveCount(0);
      await expect(page.getByTestId('student-age-line')).toHaveText(
        'Sam is 19 years old? If not, select birth date again',
      );
    }
    if (title === 'Parent 1 Information') {
      // An adult who does not allow contacting a parent is asked nothing more about one.
      await expect(wizard.field('Parent/Guardian First Name')).toHaveCount(0);
    }
    if (title === 'Parent2 Information (4/11)') {
      await expect(wizard.field(PARENT2_RELATIONSHIP)).toHaveValue('Self 18+');
      await expect(wizard.step.getByText('No other Parent/Guardian 2 information is needed.')).toBeVisible();
      await expect(wizard.field('Parent/Guardian 2 First Name')).toHaveCount(0);
    }
    if (title === 'Parent Custody Information') {
      await expect(wizard.submitButton).toBeVisible();
      await expect(wizard.nextButton).toBeHidden();
    }
    await expectNoSeriousA11yViolations(page);
  };
  await walkWizard(wizard, 'short', answers, { until: LAST_SHORT_STEP, afterFill });
  await fillStep(wizard, 'short', LAST_SHORT_STEP, answers);
  await afterFill(LAST_SHORT_STEP);

  // Offline at the submit: the message, the step stays; back online the form is sent, once.
  const posts = countPosts(page, '/api/registration/public');
  await context.setOffline(true);
  await wizard.submitButton.click();
  await expect(connectionLost(page)).toHaveText(CONNECTION_LOST);
  await expect(wizard.heading(LAST_SHORT_STEP)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await context.setOffline(false);
  await wizard.expectThankYouAlone();
  expect(posts.count()).toBe(1);
  // The mailing address is the same: that step is skipped, every other one is walked in order.
  expect(seen).toEqual(SHORT_STEPS.filter((title) => title !== 'Mailing Address'));
  await wizard.expectThankYouAlone();
  await expect(page).toHaveURL(/^http:\/\/holston\.localhost:\d+\/register\?site=/);
  await expectNoSeriousA11yViolations(page);

  const record = await registrationByStudentEmail(answers.student.email);
  expect(record).toMatchObject({
    status: 'Enrollment Submitted',
    learningCenterId: KINGSPORT_ID,
    learningCenterName: 'Holston - Kingsport',
    brandName: 'Holston',
    firstName: 'Sam',
    lastName: 'Rivera',
    age: 19,
    permissionParentContact: { yes: false, no: true },
    pgFirstName: '',
    pg2RelationshipToStudent: 'Self 18+',
    pg2FirstName: '',
    studentName: 'Sammy',
    preferredpronouns: 'He/Him/His',
    state: 'Tennessee',
    county: 'Sullivan',
    zip: '37660',
    isMailingAddressTheSame: { yes: true, no: false },
    mailingStreet: '',
    primaryLanguage: 'English',
    homeLanguage: 'English',
    // Kept as typed ('dobyns-Bennett High School'): nothing re-cases the school's name.
    previousSchool: 'dobyns-Bennett High School',
    releasePermissionToTextPg: { yes: false, no: true },
    custodyIssueExists: { yes: false, no: true },
  });
  expect(await waitForOutbox((message) => message.to === answers.student.email)).toHaveLength(1);
});

test("a 16-year-old with both parents walks the 11 steps; the custody step's messages appear only after a submit attempt", async ({
  page,
  baseURL,
}) => {
  // Ten steps, four of them also checked with axe in English and Spanish at 1280 and 375 px.
  test.slow();
  // A page without the language switch is reloaded with ?lang= (support/public-states.ts): leave.
  page.on('dialog', (dialog) => (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss()));
  const answers = minorShortAnswers();
  const wizard = new RegistrationPage(page);
  await wizard.open(KINGSPORT_ID, brandUrl(baseURL, 'holston'));
  await walkWizard(wizard, 'short', answers, {
    until: 'Parent Custody Information',
    fill: async (title) => {
      // The first step, Parent 2, selects and radios: axe in English and Spanish, at 1280 and 375 px.
      if (
        [
          'Student Information',
          'Parent2 Information (4/11)',
          'Physical Address',
          'Release Requests',
        ].includes(title)
      ) {
        await checkPublicState(page, `11-step ${title}`);
        await wizard.expectStep(title);
      }
      await fillStep(wizard, 'short', title, answers);
    },
    afterFill: async (title) => {
      if (title === 'Parent 1 Information') {
        // A minor is not asked for permission: the parent fields are there from the start.
        await expect(
          wizard.question('Do you give permission to contact your parent or guardian?'),
        ).toHaveCount(0);
      }
      if (title === 'Parent2 Information (4/11)') {
        // 'Self 18+' is offered only at 18 or older.
        await expect(
          wizard.field(PARENT2_RELATIONSHIP).locator('option', { hasText: 'Self 18+' }),
        ).toHaveCount(0);
        await expect(wizard.field('Parent/Guardian 2 Phone')).toHaveValue('423-555-0171');
      }
    },
  });

  // On arrival: no message, nothing red.
  await expect(wizard.invalidMessage).toBeHidden();
  await expect(wizard.question(CUSTODY_QUESTION)).not.toHaveAttribute('aria-invalid', 'true');
  await expect(wizard.question(LEGAL_RESTRICTIONS_QUESTION)).not.toHaveAttribute('aria-invalid', 'true');
  await expect(wizard.step.getByText('This field is required.')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // A submit attempt with nothing answered shows them, and stores nothing.
  await wizard.submitButton.click();
  await expect(wizard.invalidMessage).toHaveText(REQUIRED_FIELDS);
  await expect(wizard.step.getByText('This field is required.')).toHaveCount(2);
  await expect(wizard.question(CUSTODY_QUESTION)).toHaveAttribute('aria-invalid', 'true');
  await expect(wizard.question(LEGAL_RESTRICTIONS_QUESTION)).toHaveAttribute('aria-invalid', 'true');
  await expect(wizard.radio(CUSTODY_QUESTION, 'Yes')).toBeFocused();
  await expectNoSeriousA11yViolations(page);

  // Yes asks for notes, required in turn; then the registration goes through.
  await wizard.fillCustody('Yes', 'No');
  await expect(wizard.question(CUSTODY_QUESTION)).not.toHaveAttribute('aria-invalid', 'true');
  await wizard.submitButton.click();
  await expect(wizard.field('Custody issue notes')).toHaveAttribute('aria-invalid', 'true');
  await wizard.field('Custody issue notes').fill('father has weekend visits only');
  await wizard.submit();
  await wizard.expectThankYouAlone();
  await checkThankYou(page, '11-step thank-you');

  const record = await registrationByStudentEmail(answers.student.email);
  expect(record).toMatchObject({
    status: 'Enrollment Submitted',
    age: 16,
    custodyIssueExists: { yes: true, no: false },
    custodyIssueNotes: 'father has weekend visits only',
    legalRestrictionsForAnyParent: { yes: false, no: true },
    pgRelationshipToStudent: 'Mother',
    liveWithPg: { yes: true, no: false },
    pg2RelationshipToStudent: 'Father',
    pg2FirstName: 'Wei',
    pg2PrimaryPhone: '423-555-0171',
    otherpreferredpronouns: 'Any pronouns',
    primaryLanguage: 'Mandarin (Putonghua)',
  });
});
