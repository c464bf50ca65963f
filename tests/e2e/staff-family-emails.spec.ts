// E-mails to the Family in the browser: a registration's orientation e-mail that could not be sent
// shows on its detail as a warning; a coordinator resends it, the family gets it, and the line turns
// to Sent. A User sees the warning without Resend.
import { expect, test } from '@playwright/test';
import { emailLogId } from '../../functions/src/services/email/email-log-id.ts';
import { type FailedOrientationMail, seedFailedOrientationMail } from '../support/email-deliveries.ts';
import { charterIdsOf, letterMarker, siteOf } from '../support/interest-write-fixtures.ts';
import { waitForOutbox } from '../support/local-stack.ts';
import { deleteRegistrations } from '../support/registration-fixtures.ts';
import { STAFF } from '../support/staff-auth.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { screenshot } from './support/screenshots.ts';
import { expectNoHorizontalScroll } from './support/side-scroll.ts';
import { signInAsSeeded } from './support/staff-session.ts';

const marker = letterMarker();
let mail: FailedOrientationMail;

test.beforeAll(async () => {
  const [charterId = ''] = await charterIdsOf(STAFF.admin);
  mail = await seedFailedOrientationMail(await siteOf(charterId), marker, STAFF.admin);
});

test.afterAll(async () => {
  await deleteRegistrations([mail.record]);
});

test('a User sees a mail that could not be sent, without Resend', async ({ page }) => {
  await signInAsSeeded(page, 'user');
  await page.goto(`/registration-forms/${mail.record.id}`);
  const section = page.getByRole('region', { name: 'E-mails to the Family' });
  await expect(section.getByText('Could not be sent (5 tries)')).toBeVisible();
  await expect(section.getByRole('button', { name: /Resend/ })).toHaveCount(0);
  await page.setViewportSize({ width: 375, height: 800 });
  await section.scrollIntoViewIfNeeded();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'family-emails-failed-user', '375');
});

test('an Admin resends the orientation e-mail; the family gets it and the line turns to Sent', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAsSeeded(page, 'admin');
  await page.goto(`/registration-forms/${mail.record.id}`);
  const section = page.getByRole('region', { name: 'E-mails to the Family' });
  const lines = section.getByRole('listitem');
  await expect(lines).toHaveCount(2);
  await expect(lines.first()).toContainText('Orientation e-mail: Could not be sent (5 tries)');
  await expect(lines.nth(1)).toContainText('Registration confirmation');
  await expect(lines.nth(1)).toContainText('Sent');
  await expectNoSeriousA11yViolations(page);
  await section.scrollIntoViewIfNeeded();
  await screenshot(page, 'family-emails-failed', '1280');

  await section.getByRole('button', { name: 'Resend E-mail: Orientation e-mail' }).click();
  await expect(page.getByTestId('notification-banner')).toHaveText(
    'The e-mail is queued to be sent to the family again.',
  );
  const parentKey = emailLogId(mail.orientation.jobId, mail.record.pgPrimaryEmail);
  expect(await waitForOutbox((message) => message.key === parentKey)).toHaveLength(1);
  await expect(async () => {
    await page.reload();
    await expect(section.getByRole('button', { name: /Resend/ })).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(lines.first()).toContainText('Orientation e-mail');
  await expect(lines.first()).toContainText('Sent');

  await page.setViewportSize({ width: 375, height: 800 });
  await section.scrollIntoViewIfNeeded();
  await expectNoHorizontalScroll(page);
  await screenshot(page, 'family-emails-sent', '375');
});
