import { expect, test } from '@playwright/test';
import { LANCASTER_ID as LELO_LANCASTER_ID, readOffering } from '../support/lelo.ts';
import { LeloPage } from './pages/lelo-page.ts';
import { RegistrationPage } from './pages/registration-page.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { ACTIVE_PERMALINK, fillLeloStep, minorLancasterAnswers, walkLelo } from './support/lelo-flows.ts';
import { fillStep, LANCASTER_ID, minorLongAnswers } from './support/registration-flows.ts';

/*
 * The phone's Back button in both public wizards, and Enter as Next. On a phone (375 px,
 * touch), as a family would: Back goes to the previous step with its answers, Forward returns, Back
 * after a secondary enrollment is sent shows its confirmation again, Enter in a field moves on.
 */

test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

test('registration: Enter moves on from step 1; Back shows step 2 with its answers, Forward returns, a reload stays', async ({
  page,
}) => {
  const answers = minorLongAnswers();
  const wizard = new RegistrationPage(page);
  await wizard.open(LANCASTER_ID);
  await expect(page).toHaveURL(new RegExp(`/register\\?site=${LANCASTER_ID}&step=1$`));

  // Enter in a text field moves on as Next does (after checking the step).
  await wizard.field('Student First Name').press('Enter');
  await expect(wizard.invalidMessage).toHaveText('Please fill out the required fields');
  await wizard.expectStep('Student Information');
  await fillStep(wizard, 'long', 'Student Information', answers);
  await wizard.field('Student Last Name').press('Enter');
  await wizard.expectStep('Parent Information');
  await expect(page).toHaveURL(/&step=2$/);

  await fillStep(wizard, 'long', 'Parent Information', answers);
  await wizard.nextButton.tap();
  await wizard.expectStep('Physical Address');
  await expect(page).toHaveURL(/&step=3$/);
  await wizard.field('Street Address').fill(answers.physical.street);
  // The address names the step and nothing a family typed.
  expect(page.url()).not.toMatch(/lopez|maria|ana|123/i);

  // The phone's Back: the previous step, as it was filled (the names as typed), no message.
  await page.goBack();
  await wizard.expectStep('Parent Information');
  await expect(page).toHaveURL(/&step=2$/);
  await wizard.expectProgress('long', 'Parent Information');
  await expect(wizard.field('Parent/Guardian First Name')).toHaveValue('Maria');
  await expect(wizard.field('Parent/Guardian Email')).toHaveValue(answers.parent.email);
  await expect(wizard.field('Relationship to Student')).toHaveValue('Mother');
  await expect(wizard.invalidMessage).toHaveCount(0);
  await expect(wizard.heading('Parent Information')).toBeFocused();
  await expectNoSeriousA11yViolations(page);

  // Forward: step 3 again, with what was typed there before Back.
  await page.goForward();
  await wizard.expectStep('Physical Address');
  await expect(page).toHaveURL(/&step=3$/);
  await expect(wizard.field('Street Address')).toHaveValue(answers.physical.street);

  // A reload stays on the step.
  await page.reload();
  await wizard.expectStep('Physical Address');
  await expect(wizard.field('Street Address')).toHaveValue(answers.physical.street);

  // Back twice more: step 1 with its answers, then the leave warning protects them.
  await page.goBack();
  await wizard.expectStep('Parent Information');
  await page.goBack();
  await wizard.expectStep('Student Information');
  await expect(wizard.field('Student Last Name')).toHaveValue('Lopez');
});

test('secondary enrollment: Back after the submit shows the confirmation again, not an empty step 1', async ({
  page,
}) => {
  const offering = await readOffering(LELO_LANCASTER_ID);
  const answers = minorLancasterAnswers(offering.charter);
  const lelo = new LeloPage(page);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await lelo.open(ACTIVE_PERMALINK);
  await walkLelo(lelo, answers, {
    fill: async (step) => {
      await fillLeloStep(lelo, step, answers, 'touch');
      // Algebra 1A is NCAA-approved: grade 10 confirms the notice.
      if (step === 'classes') await lelo.checkbox('I Understand').check();
    },
  });
  await lelo.submitButton.tap();
  await expect(lelo.confirmation).toBeVisible();
  await expect(page).toHaveURL(/\/response-lelo$/);
  const registrationId = (await lelo.confirmationDetail('Registration ID').textContent()) ?? '';
  expect(registrationId).not.toBe('');

  // Back: the confirmation of that submission again (before: 'Something went wrong' and an empty step 1).
  for (let press = 0; press < 2; press += 1) {
    await page.goBack();
    await expect(page).toHaveURL(/\/response-lelo$/);
    await expect(lelo.confirmation).toBeVisible();
    await expect(lelo.confirmationDetail('Registration ID')).toHaveText(registrationId);
    await expect(lelo.confirmationDetail('Learning Center')).toHaveText('Learn4Life - Lancaster');
  }
  await expectNoSeriousA11yViolations(page);
  expect(dialogs).toEqual([]);

  // The form's address opened again starts a new form (another student), not the sent one.
  await lelo.open(ACTIVE_PERMALINK);
  await lelo.expectStep('location');
  await expect(page).toHaveURL(new RegExp(`/forms/${ACTIVE_PERMALINK}$`));
});
