import { expect, test } from '@playwright/test';
import { LANCASTER_ID } from '../support/seeded-sites.ts';
import { RegistrationPage } from './pages/registration-page.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { fillStep, minorLongAnswers } from './support/registration-flows.ts';
import { expectNoHorizontalScroll } from './support/side-scroll.ts';

test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

test('on a phone the first steps fit the screen and move on with a tap', async ({ page }) => {
  const answers = minorLongAnswers();
  const wizard = new RegistrationPage(page);
  await wizard.open(LANCASTER_ID);
  const moves = [
    ['Student Information', 'Parent Information'],
    ['Parent Information', 'Physical Address'],
    ['Physical Address', 'Mailing Address'],
    ['Mailing Address', 'Ethnicity'],
  ] as const;
  for (const [title, following] of moves) {
    await wizard.expectProgress('long', title);
    await fillStep(wizard, 'long', title, answers);
    await expectNoHorizontalScroll(page, title);
    await expectNoSeriousA11yViolations(page);
    await wizard.nextButton.tap();
    await wizard.expectStep(following);
    // A valid step moves on to the top of the next one, its heading focused.
    await expect(wizard.heading(following)).toBeFocused();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  }

  // The circle buttons are big enough to tap (48 px).
  const box = await wizard.backButton.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(48);
  expect(box?.height).toBeGreaterThanOrEqual(48);
  await wizard.backButton.tap();
  await wizard.expectStep('Mailing Address');
  await expect(wizard.field('Street Address')).toHaveValue('PO Box 12');
});
