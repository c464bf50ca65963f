import { expect, test } from '@playwright/test';
import { birthDateYearsAgo } from '../support/dates.ts';
import { LANCASTER_ID } from '../support/seeded-sites.ts';
import { InterestPage } from './pages/interest-page.ts';
import { RegistrationPage } from './pages/registration-page.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import {
  fillStep,
  interestByEmail,
  minorLongAnswers,
  registrationByStudentEmail,
  uniqueTag,
  walkWizard,
} from './support/registration-flows.ts';

test('a family that asked for information registers from the interest link, pre-filled', async ({ page }) => {
  const tag = uniqueTag();
  const parentEmail = `e2e.interest.${tag}@example.com`;
  const birthDate = birthDateYearsAgo(15);

  // The interest, through its form as a parent fills it (the names kept as typed).
  await page.goto(`/interest?site=${LANCASTER_ID}`);
  const interest = new InterestPage(page);
  await interest.fill({
    firstName: 'Nina',
    lastName: 'Park',
    birthDate,
    parent: { relationship: 'Guardian', firstName: 'June', lastName: 'Park' },
    email: parentEmail,
    phone: '6615550150',
    zip: '93534',
  });
  await interest.submit.click();
  await expect(page.getByRole('heading', { name: 'Info Kit Sent!' })).toBeVisible();
  const entry = await interestByEmail(parentEmail);
  expect(entry.enrollstatus).toBe('No');

  // The link of the interest e-mail.
  await page.goto(`/register-interest?uuid=${entry._uuid}&site=${LANCASTER_ID}`);
  const wizard = new RegistrationPage(page);
  await expect(
    page.getByText('Loading existing information...').or(wizard.field('Student First Name')),
  ).toBeVisible();
  await wizard.expectStep('Student Information');
  await expect(wizard.field('Student First Name')).toHaveValue('Nina');
  await expect(wizard.field('Student Last Name')).toHaveValue('Park');
  await expect(wizard.field('Birth Date')).toHaveValue(birthDate);
  await expect(page.getByTestId('student-age-line')).toHaveText(
    'Nina is 15 years old? If not, select birth date again',
  );
  // A minor's contact e-mail and phone were the parent's: the student's own are still empty.
  await expect(wizard.field('Student Email')).toHaveValue('');
  await expectNoSeriousA11yViolations(page);

  const answers = minorLongAnswers(tag);
  answers.physical.mailingSame = 'Yes';
  await walkWizard(wizard, 'long', answers, {
    fill: async (title) => {
      if (title === 'Student Information') {
        await wizard.answer('Does the student have a suffix?', 'No');
        await wizard.answer('Gender', 'Female');
        await wizard.select('Grade Level', '09');
        await wizard.select('Birth Country', 'Mexico');
        // Kept as typed: nothing re-cases the birth state.
        await wizard.field('Birth State/Province').fill('jalisco');
        await expect(wizard.field('Birth State/Province')).toHaveValue('jalisco');
        await wizard.field('Student Email').fill(answers.student.email);
        await wizard.field('Student Phone').fill('661-555-0151');
        await wizard.answer('Student Phone Type', 'Cell');
        return;
      }
      if (title === 'Parent Information') {
        await expect(wizard.field('Relationship to Student')).toHaveValue('Guardian');
        await expect(wizard.field('Parent/Guardian First Name')).toHaveValue('June');
        await expect(wizard.field('Parent/Guardian Last Name')).toHaveValue('Park');
        await expect(wizard.field('Parent/Guardian Email')).toHaveValue(parentEmail);
        await expect(wizard.field('Parent/Guardian Phone')).toHaveValue('661-555-0150');
        await wizard.answer('Parent/Guardian Phone Type', 'Cell');
        await wizard.select(
          'Parent/Guardian Highest Level of Education',
          'Some College (includes AA Degree)',
        );
        return;
      }
      if (title === 'Physical Address') {
        await expect(wizard.field('ZIP/Postal Code')).toHaveValue('93534');
      }
      await fillStep(wizard, 'long', title, answers);
    },
  });

  const record = await registrationByStudentEmail(answers.student.email);
  expect(record).toMatchObject({
    status: 'Enrollment Submitted',
    interestUuid: entry._uuid,
    firstName: 'Nina',
    lastName: 'Park',
    birthDate,
    birthCountry: 'Mexico',
    birthState: 'jalisco',
    pgRelationshipToStudent: 'Guardian',
    pgFirstName: 'June',
    pgPrimaryEmail: parentEmail,
    pgPrimaryPhone: '661-555-0150',
    zip: '93534',
  });
  await expect
    .poll(async () => {
      const { enrollstatus, status } = await interestByEmail(parentEmail);
      return { enrollstatus, status };
    })
    .toEqual({ enrollstatus: 'Yes', status: 'Enrollment Submitted' });
});
