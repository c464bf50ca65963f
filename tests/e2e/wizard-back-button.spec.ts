import { expect, test } from '@playwright/test';
import { LANCASTER_ID } from '../support/seeded-sites.ts';
import { RegistrationPage } from './pages/registration-page.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { fillStep, minorLongAnswers } from './support/registration-flows.ts';

/*
 * The phone's Back button in the registration wizard, and Enter as Next. On a phone (375 px, touch), as
 * a family would: Back goes to the previous step with its answers, Forward returns, Enter in a field
 * moves on. (Back after a secondary enrollment is sent: lelo-touch.spec.ts.)
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
