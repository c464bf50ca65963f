import { expect, test } from '@playwright/test';
import {
  insertPreRegistration,
  leloEntriesByStudentEmail,
  readLeloEntry,
  siteWithoutOffering,
} from '../support/lelo.ts';
import { LeloPage } from './pages/lelo-page.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import {
  ACTIVE_PERMALINK,
  expectSignedEntry,
  fillAgreement,
  fillLeloStep,
  leloTag,
  minorLancasterAnswers,
  submitSeeingSubmitting,
  walkLelo,
} from './support/lelo-flows.ts';

test("a pre-registration's link pre-fills the wizard, step 1 read-only, and signing it signs that same entry", async ({
  page,
}) => {
  const tag = leloTag();
  const lastName = `Prefill${tag.replace(/\d/g, '').slice(0, 4)}`;
  const pre = await insertPreRegistration({
    firstName: 'Lena',
    lastName,
    studentEmail: `lelo.e2e.prereg.${tag}@example.com`,
    gradeLevel: '9',
    courses: ['English 9A'],
  });
  const family = minorLancasterAnswers(pre.charter, tag);
  // Typed names left as pre-filled (empty here: nothing to retype); the mailing address is the same.
  const answers = {
    ...family,
    student: { ...family.student, email: pre.studentEmail },
    physical: { ...family.physical, mailingSame: 'Yes' as const },
    studentName: '',
    parentName: '',
  };
  const lelo = new LeloPage(page);
  await lelo.open(ACTIVE_PERMALINK, { uuid: pre._uuid });

  await walkLelo(lelo, answers, {
    fill: async (step) => {
      if (step === 'location') {
        // Charter and learning center come from the pre-registration and cannot be changed.
        await expect(lelo.field('Charter')).toBeDisabled();
        await expect(lelo.field('Charter')).toHaveValue(pre.charter);
        await expect(lelo.field('Learning Center')).toBeDisabled();
        await expect(lelo.field('Learning Center')).toHaveValue('Learn4Life - Lancaster');
        await expectNoSeriousA11yViolations(page);
        return;
      }
      if (step === 'student') {
        await expect(lelo.field('First Name')).toHaveValue('Lena');
        await expect(lelo.field('Last Name')).toHaveValue(lastName);
        await expect(lelo.field('Date of Birth')).toHaveValue(pre.birthDate);
        await expect(lelo.field('Student Email')).toHaveValue(pre.studentEmail);
        await expect(lelo.field('Student Phone')).toHaveValue('661-555-0101');
        await lelo.answer('Have you previously enrolled with us?', 'Yes');
        await lelo.answer('Gender', 'Female');
        await lelo.answer('Phone Type', 'Home');
        return;
      }
      if (step === 'classes') {
        // Grade 9 and English 9A as staff chose them; it is NCAA-approved, so the notice is to be understood.
        await expect(lelo.field('Grade Level')).toHaveValue('9');
        await expect(lelo.courseSlot(1).locator('option:checked')).toHaveText('English 9A (Credits: 5)');
        await lelo.checkbox('I Understand').check();
        return;
      }
      if (step === 'agreement') {
        // The typed names are pre-filled from steps 2 and 3 (the signatures are the family's own).
        await expect(lelo.field('Student Name')).toHaveValue(`Lena ${lastName}`);
        return fillAgreement(lelo, answers);
      }
      return fillLeloStep(lelo, step, answers);
    },
  });
  await submitSeeingSubmitting(lelo);

  await expect(lelo.confirmationHeading(`Lena ${lastName}`)).toBeVisible();
  await expect(lelo.confirmationDetail('Registration ID')).toHaveText(pre._uuid);
  await expect(lelo.confirmationMessage()).toHaveText(
    `Thank you, Lena ${lastName}! Our Lancaster team looks forward to meeting you.`,
  );

  // The same entry was signed: same id, _uuid and createdAt, no second entry.
  const entry = await expectSignedEntry(answers, { uuid: pre._uuid, signers: ['student', 'parent'] });
  expect(entry).toMatchObject({
    id: pre.id,
    _uuid: pre._uuid,
    createdAt: pre.createdAt,
    status: 'Signed',
    firstName: 'Lena',
    lastName,
    gradeLevel: '9',
    studentName: `Lena ${lastName}`,
    isMailingAddressTheSame: 'Yes',
  });
  expect(entry.courses.map((course) => course.course_name)).toEqual(['English 9A']);
  expect(await leloEntriesByStudentEmail(pre.studentEmail)).toHaveLength(1);

  // The link again: the entry is signed, nothing to fill in.
  await lelo.open(ACTIVE_PERMALINK, { uuid: pre._uuid });
  await expect(lelo.notice).toHaveText('Registration already signed');
  await expect(page.getByRole('alert')).toHaveText('This registration has already been signed.');
  await expect(lelo.step).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  expect((await readLeloEntry(pre.id))?.signedAt).toBe(entry.signedAt);
});

test("a pre-registration whose center offers no courses keeps its center read-only and names the school's phone", async ({
  page,
}) => {
  const site = await siteWithoutOffering();
  const tag = leloTag();
  const pre = await insertPreRegistration({
    studentEmail: `lelo.e2e.nooffer.${tag}@example.com`,
    extra: {
      siteId: site.id,
      charter: site.charter.name,
      charter_id: site.charter.id,
      name: site.name,
      learningCenters: site.name,
    },
  });
  const lelo = new LeloPage(page);
  await lelo.open(ACTIVE_PERMALINK, { uuid: pre._uuid });
  await lelo.expectStep('location');

  await expect(page.getByRole('alert')).toHaveText(
    `${site.name} offers no courses in this session, so this registration cannot be completed here. Please call your school at ${site.address.phone}.`,
  );
  await expect(lelo.field('Charter')).toBeDisabled();
  await expect(lelo.field('Charter')).toHaveValue(site.charter.name);
  await expect(lelo.field('Learning Center')).toBeDisabled();
  await expect(lelo.field('Learning Center')).toHaveValue(site.name);
  // No way on and no way to pick another center.
  await expect(lelo.nextButton).toHaveCount(0);
  await expect(lelo.step.getByRole('combobox', { disabled: false })).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(lelo.heading('Registration, Location (1/7)')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(await readLeloEntry(pre.id)).toMatchObject({ status: 'Active', siteId: site.id });
});
