// New Pre Registration (/pre-forms/{permalink}/{profile}): a Contributor pre-registers a student for
// the demo session at a center of their charters (the form's empty, refused and filled states under
// axe), sees 'PreRegistration Form Submitted Successfully' on the entry's page with the family's link
// to copy; the family opens the link of the e-mail (the same link), completes and signs the pre-filled
// wizard, and the entry reads Signed, its link gone.
import type { LeloRegistrationRecord } from '@enroll/domain';
import { expect, type Page, test } from '@playwright/test';
import { ACTIVE_SESSION_ID, leloEntryByStudentEmail, readOffering } from '../support/lelo.ts';
import { waitForOutbox } from '../support/local-stack.ts';
import { KINGSPORT_ID } from '../support/seeded-sites.ts';
import { LeloPage } from './pages/lelo-page.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { brandUrl } from './support/brand-host.ts';
import { escapeRegExp } from './support/label-pattern.ts';
import {
  ACTIVE_PERMALINK,
  adultKingsportAnswers,
  fillLeloStep,
  leloTag,
  submitSeeingSubmitting,
  walkLelo,
} from './support/lelo-flows.ts';
import { screenshot } from './support/screenshots.ts';
import { expectNoHorizontalScroll } from './support/side-scroll.ts';
import { signInAsSeeded } from './support/staff-session.ts';

const REQUIRED = 'Please fill out the required fields';

/** A field of the form by its label (the required mark left out). */
function field(page: Page, label: string) {
  return page.getByRole('main').getByLabel(new RegExp(`^${escapeRegExp(label)}\\s?\\*?$`));
}

test('a Contributor pre-registers a student, and the family signs it through the link of the e-mail', async ({
  page,
  baseURL,
}) => {
  const offering = await readOffering(KINGSPORT_ID);
  const answers = adultKingsportAnswers(offering.charter, leloTag());
  const email = answers.student.email;

  await signInAsSeeded(page, 'contributor');
  await page.goto(`/pre-forms/${ACTIVE_PERMALINK}/${ACTIVE_SESSION_ID}`);
  await expect(page.getByRole('heading', { level: 1, name: 'New Pre Registration' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Session: Summer Intersession 2027' })).toBeVisible();
  // Only the Contributor's charters (Flex High, Holston) are offered, not Lancaster's Sierra Valley.
  // The list arrives after the heading: wait for it before reading every option.
  await expect(field(page, 'Charter').locator('option', { hasText: offering.charter })).toHaveCount(1);
  const charters = await field(page, 'Charter').locator('option').allTextContents();
  expect(charters).toContain(offering.charter);
  expect(charters).not.toContain((await readOffering('b2ba96878bd049e721fc7c59')).charter);
  await expectNoSeriousA11yViolations(page);

  // An empty submit: every required field says so, nothing is sent.
  await page.getByRole('button', { name: 'Submit' }).click();
  for (const label of [
    'Charter',
    'Learning Center',
    'First Name',
    'Last Name',
    'Date of Birth',
    'Grade',
    'Course 1',
  ])
    await expect(field(page, label), label).toHaveAccessibleDescription(REQUIRED);
  await expectNoSeriousA11yViolations(page);

  await field(page, 'Charter').selectOption({ label: offering.charter });
  await field(page, 'Learning Center').selectOption({ label: offering.learningCenterName });
  await field(page, 'First Name').fill(answers.student.firstName);
  await field(page, 'Last Name').fill(answers.student.lastName);
  await field(page, 'Date of Birth').fill('2999-01-01');
  await field(page, 'Email').fill('not-an-email');
  await field(page, 'Phone Number').fill(answers.student.phone);
  await field(page, 'Grade').selectOption(answers.classes.grade);
  await field(page, 'Course 1').selectOption({ label: 'Health' });
  await field(page, 'Course 2').selectOption({ label: 'Financial Literacy' });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(field(page, 'Date of Birth')).toHaveAccessibleDescription(
    'The date of birth cannot be after today.',
  );
  await expect(field(page, 'Email')).toHaveAccessibleDescription('Please provide a valid email address.');
  await expectNoSeriousA11yViolations(page);

  await field(page, 'Date of Birth').fill(answers.student.birthDate);
  await field(page, 'Email').fill(email);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByTestId('notification-banner')).toHaveText(
    'PreRegistration Form Submitted Successfully',
  );

  const pre = await leloEntryByStudentEmail(email);
  expect(pre).toMatchObject({ status: 'Active', siteId: KINGSPORT_ID, gradeLevel: answers.classes.grade });

  // The entry's page: the family's link, shown and copied.
  await expect(page).toHaveURL(new RegExp(`/lelo-forms/${pre.id}$`));
  const notice = page.getByTestId('family-link');
  await expect(notice).toContainText('Not signed yet. The family completes and signs this registration at:');
  const shown = await notice.getByRole('link').getAttribute('href');
  // At Holston's own address (the center's brand), not the staff site's.
  expect(shown).toBe(`${brandUrl(baseURL, 'holston')}/forms/${ACTIVE_PERMALINK}/${pre._uuid}`);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await notice.getByRole('button', { name: 'Copy Link' }).click();
  await expect(notice.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'pre-registration', 'created-1280');
  // On a phone the long link wraps inside the notice: nothing scrolls sideways.
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(notice.getByRole('button', { name: 'Copy Link' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await screenshot(page, 'pre-registration', 'created-375');
  if (desktop) await page.setViewportSize(desktop);

  // The family: the e-mail's link, the one staff see, opens the wizard with the pre-registration.
  const [mail] = await waitForOutbox((message) => message.to === email);
  const link = /https?:\/\/\S+\/forms\/\S+/.exec(mail?.text ?? '')?.[0] ?? '';
  expect(link).toBe(shown);
  const lelo = new LeloPage(page);
  await page.goto(link);
  await walkLelo(lelo, answers, {
    fill: async (step) => {
      if (step !== 'location') return fillLeloStep(lelo, step, answers);
      // The pre-registration's center, read-only.
      await expect(lelo.field('Learning Center')).toHaveValue(offering.learningCenterName);
      await expect(lelo.field('Learning Center')).toBeDisabled();
    },
    onArrival: async (step) => {
      if (step === 'student') await expect(lelo.field('Student Email')).toHaveValue(email);
      if (step === 'classes') await expect(lelo.field('Grade Level')).toHaveValue(answers.classes.grade);
    },
  });
  await submitSeeingSubmitting(lelo);
  await expect(lelo.confirmationDetail('Registration ID')).toHaveText(pre._uuid);

  // The entry, read through the staff API: the same one, now Signed.
  const read = await page.request.get(`/api/leloRegistration/staff/${pre.id}`);
  expect(read.status()).toBe(200);
  const entry = (await read.json()) as LeloRegistrationRecord;
  expect(entry).toMatchObject({ id: pre.id, _uuid: pre._uuid, status: 'Signed' });
  expect(entry.courses.map((course) => course.course_name)).toEqual(['Health', 'Financial Literacy']);

  // And on the staff detail: Signed, with the family's drawn signature served to staff.
  await page.goto(`/lelo-forms/${pre.id}`);
  await expect(page.getByRole('region', { name: 'Selected Learning Center' })).toContainText('Signed');
  await expect(page.getByTestId('family-link')).toHaveCount(0);
  await expect
    .poll(() =>
      page
        .getByRole('img', { name: 'Student signature' })
        .evaluate((image) => (image as HTMLImageElement).naturalWidth),
    )
    .toBeGreaterThan(0);
});
