import { expect, test } from '@playwright/test';
import { readOffering } from '../support/lelo.ts';
import { PALMDALE_ID } from '../support/seeded-sites.ts';
import { LeloPage, PARENT_SIGNATURE, STUDENT_SIGNATURE } from './pages/lelo-page.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { brandUrl } from './support/brand-host.ts';
import {
  ACTIVE_PERMALINK,
  expectSignedAgreement,
  expectSignedEntry,
  fillLeloStep,
  minorPalmdaleAnswers,
  walkLelo,
} from './support/lelo-flows.ts';
import { expectNoHorizontalScroll } from './support/side-scroll.ts';

const PHONE = { width: 375, height: 812 };

test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

test("on a phone a 17-year-old and her father sign with a finger; the signatures survive a rotation; the phone's Back after the submit shows the confirmation again", async ({
  page,
  baseURL,
}) => {
  const offering = await readOffering(PALMDALE_ID);
  const answers = minorPalmdaleAnswers(offering.charter);
  const lelo = new LeloPage(page);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await lelo.open(ACTIVE_PERMALINK, { baseUrl: brandUrl(baseURL, 'flexhigh') });
  const scrollY = () => page.evaluate(() => window.scrollY);

  await walkLelo(lelo, answers, {
    signing: 'touch',
    fill: async (step) => {
      if (step !== 'agreement') return fillLeloStep(lelo, step, answers);
      await expectNoHorizontalScroll(page, 'the agreement step');
      await expectNoSeriousA11yViolations(page);
      await lelo.checkbox('I have read and understand the agreement').check();
      for (const pad of [STUDENT_SIGNATURE, PARENT_SIGNATURE] as const) {
        await lelo.signatureCanvas(pad).scrollIntoViewIfNeeded();
        const before = await scrollY();
        await lelo.signWithTouch(pad);
        // The finger drew: the pad has ink, and the page did not scroll under it.
        await expect.poll(() => lelo.inkedPixels(pad), `${pad} shows the stroke`).toBeGreaterThan(100);
        expect(await scrollY(), `drawing on the ${pad} does not scroll the page`).toBe(before);
      }
    },
  });

  // Rotate to landscape and back: both drawings are still there.
  const drawn = {
    student: await lelo.inkedPixels(STUDENT_SIGNATURE),
    parent: await lelo.inkedPixels(PARENT_SIGNATURE),
  };
  await page.setViewportSize({ width: PHONE.height, height: PHONE.width });
  await expect.poll(() => lelo.inkedPixels(STUDENT_SIGNATURE)).toBeGreaterThan(100);
  await page.setViewportSize(PHONE);
  await expect.poll(() => lelo.inkedPixels(STUDENT_SIGNATURE)).toBeGreaterThan(100);
  await expect.poll(() => lelo.inkedPixels(PARENT_SIGNATURE)).toBeGreaterThan(100);

  // A narrower screen shrinks the pad (its canvas is re-sized, which wipes it): it is drawn again from the signature.
  const wide = await lelo.canvasSize(STUDENT_SIGNATURE);
  await page.setViewportSize({ width: 280, height: PHONE.height });
  await expect.poll(async () => (await lelo.canvasSize(STUDENT_SIGNATURE)).width).toBeLessThan(wide.width);
  await expect.poll(() => lelo.inkedPixels(STUDENT_SIGNATURE)).toBeGreaterThan(drawn.student / 3);
  await expect.poll(() => lelo.inkedPixels(PARENT_SIGNATURE)).toBeGreaterThan(drawn.parent / 3);
  await page.setViewportSize(PHONE);
  await expect.poll(async () => (await lelo.canvasSize(STUDENT_SIGNATURE)).width).toBe(wide.width);
  await expect.poll(() => lelo.inkedPixels(STUDENT_SIGNATURE)).toBeGreaterThan(drawn.student / 3);

  await lelo.submitButton.tap();
  await expect(lelo.confirmation).toBeVisible();
  await expect(page).toHaveURL(/\/response-lelo$/);
  const uuid = (await lelo.confirmationDetail('Registration ID').textContent()) ?? '';
  expect(uuid).not.toBe('');
  await expect(lelo.confirmationDetail('Learning Center')).toHaveText('Flex High - Palmdale');
  await expect(lelo.confirmationDetail('Courses').getByRole('listitem')).toHaveText([
    'Financial Literacy (2.5 credits)',
  ]);

  // The phone's Back: the confirmation of that submission again (before: 'Something went wrong' and
  // an empty step 1), with no leave warning.
  for (let press = 0; press < 2; press += 1) {
    await page.goBack();
    await expect(page).toHaveURL(/\/response-lelo$/);
    await expect(lelo.confirmation).toBeVisible();
    await expect(lelo.confirmationDetail('Registration ID')).toHaveText(uuid);
    await expect(lelo.confirmationDetail('Learning Center')).toHaveText('Flex High - Palmdale');
  }
  await expectNoSeriousA11yViolations(page);
  expect(dialogs).toEqual([]);
  // The form's address opened again starts a new form (another student), not the sent one.
  await lelo.open(ACTIVE_PERMALINK, { baseUrl: brandUrl(baseURL, 'flexhigh') });
  await lelo.expectStep('location');
  await expect(page).toHaveURL(new RegExp(`/forms/${ACTIVE_PERMALINK}$`));

  const entry = await expectSignedEntry(answers, { uuid, signers: ['student', 'parent'] });
  expect(entry).toMatchObject({
    siteId: PALMDALE_ID,
    gender: 'Non-Binary',
    pgRelationshipToStudent: 'Father',
  });
  await expectSignedAgreement(entry, ['student', 'parent']);
});
