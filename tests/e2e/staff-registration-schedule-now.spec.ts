import {
  businessToday,
  formatOrientationTime,
  type RegistrationRecord,
  type Site,
  slotsWithin,
  upcomingOrientationDates,
} from '@enroll/domain';
import { expect, type Page, test } from '@playwright/test';
import { interests, seedInterest } from '../support/interest-write-fixtures.ts';
import { documentsWhere, waitForOutbox } from '../support/local-stack.ts';
import { registrations } from '../support/registration-fixtures.ts';
import { STAFF } from '../support/staff-auth.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expectNoHorizontalScroll } from './support/side-scroll.ts';
import {
  completeIntersession,
  contributorSiteWithOrientations,
  StaffRegistrationPage,
  transferFromDetail,
} from './support/staff-registration-flows.ts';
import { signInAsSeeded } from './support/staff-session.ts';

/**
 * 'Schedule Orientation Now': a Contributor adds a registration, schedules a
 * live orientation from the post-registration modal, lands on /registration-forms with the form gone,
 * and the family gets the PRE orientation e-mail (the orientation was set before the student match).
 */

const created: { registrations: string[]; interests: string[] } = { registrations: [], interests: [] };

test.afterAll(async () => {
  await Promise.all([
    ...created.registrations.map((id) =>
      registrations
        .item(id, id)
        .delete()
        .catch(() => undefined),
    ),
    ...created.interests.map((id) =>
      interests
        .item(id, id)
        .delete()
        .catch(() => undefined),
    ),
  ]);
});

async function registrationOf(uuid: string): Promise<RegistrationRecord | undefined> {
  return (await documentsWhere<RegistrationRecord>(registrations, 'interestUuid', uuid))[0];
}

/**
 * A Contributor signs in, turns a new interest at `site` into an intersession registration and submits
 * it (the post-registration modal opens); answers the interest.
 */
async function submitIntersessionFromInterest(page: Page, site: Site) {
  const entry = await seedInterest(site);
  created.interests.push(entry.id);
  await signInAsSeeded(page, 'contributor');
  await transferFromDetail(page, entry);
  const form = new StaffRegistrationPage(page);
  await form.answer('Enrollment Type', 'Intersession');
  await completeIntersession(form);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  return entry;
}

test("a Contributor adds a registration and schedules a live orientation with 'Schedule Orientation Now'", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const site = await contributorSiteWithOrientations();
  const today = businessToday();
  const date = upcomingOrientationDates(site.orientation.orientation_dates, today).find(
    (entry) => entry.date > today && slotsWithin(entry).length >= 2,
  );
  if (!date) throw new Error('no orientation date');
  const [start, end] = slotsWithin(date);
  if (!start || !end) throw new Error('no time range');

  const entry = await submitIntersessionFromInterest(page, site);

  const modal = page.getByRole('alertdialog', {
    name: `${entry.studentFirstName}'s Registration Form is Complete!`,
  });
  await modal.getByRole('button', { name: 'Schedule Orientation Now' }).click();
  const scheduler = page.getByRole('alertdialog', { name: 'Orientation Scheduler' });
  await expect(scheduler).toBeVisible();
  // A virtual orientation first: the site's link in its box, both buttons.
  await expect(scheduler.getByRole('radio', { name: 'Virtual Orientation' })).toBeChecked();
  await expect(scheduler.getByRole('textbox', { name: /^Virtual Orientation Link/ })).toHaveValue(
    site.orientation.virtual_link,
  );
  await expect(scheduler.getByRole('button', { name: 'Send Email Invitation' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await scheduler.getByRole('radio', { name: 'Live Orientation' }).check();
  // Submit without a date: the domain's message on the field, nothing saved.
  await scheduler.getByRole('button', { name: 'Submit' }).click();
  await expect(scheduler.getByText('Please select an orientation date.')).toBeVisible();
  await scheduler.getByLabel('Orientation Date').selectOption(date.date);
  await scheduler.getByLabel('Start Time').selectOption(start);
  await scheduler.getByLabel('End Time').selectOption(end);
  await expectNoSeriousA11yViolations(page);
  await scheduler.getByRole('button', { name: 'Submit' }).click();

  await expect(page).toHaveURL(/\/registration-forms$/);
  await expect(page.getByTestId('notification-banner')).toContainText('Orientation Email Sent');
  await expect(scheduler).toHaveCount(0);

  const record = await registrationOf(entry._uuid);
  if (!record) throw new Error('no registration stored');
  created.registrations.push(record.id);
  expect(record).toMatchObject({
    status: 'Orientation Scheduled',
    progressLevel: 1,
    processingLevel: 0,
    orientationScheduled: true,
    orientationType: 'LIVE',
    orientationDate: date.date,
    orientationTime: formatOrientationTime(date.date, start, end),
  });

  // The list shows it scheduled.
  await page.getByRole('searchbox', { name: 'Search' }).fill(entry.studentLastName);
  const row = page.getByTestId('staff-table-row').filter({ hasText: entry.studentLastName });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Orientation Scheduled');

  // The PRE e-mail to the family, with the time, and its copy to the Contributor.
  const subject = `Orientation for ${record.firstName} ${record.lastName} at ${site.name}`;
  const family = await waitForOutbox(
    (message) => message.to === entry.primaryEmail.toLowerCase() && message.subject === subject,
  );
  expect(family).toHaveLength(1);
  expect(family[0]?.text).toContain('has been scheduled for an orientation');
  expect(family[0]?.text).toContain(`Orientation: ${record.orientationTime}`);
  const copy = await waitForOutbox(
    (message) => message.to === STAFF.contributor.toLowerCase() && message.subject === subject,
  );
  expect(copy).toHaveLength(1);
});

test('the scheduler fits a 375 px screen and Close leaves without an orientation', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 375, height: 812 });
  const site = await contributorSiteWithOrientations();
  const entry = await submitIntersessionFromInterest(page, site);
  await page.getByRole('button', { name: 'Schedule Orientation Now' }).click();
  const scheduler = page.getByRole('alertdialog', { name: 'Orientation Scheduler' });
  await scheduler.getByRole('radio', { name: 'Live Orientation' }).check();
  await expect(scheduler.getByLabel('End Time')).toBeVisible();
  const box = await scheduler.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);
  // Keyboard: Close is reachable with Tab from the last time select.
  await scheduler.getByLabel('End Time').focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(scheduler.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/registration-forms$/);

  const record = await registrationOf(entry._uuid);
  if (!record) throw new Error('no registration stored');
  created.registrations.push(record.id);
  expect(record).toMatchObject({
    status: 'Enrollment Submitted',
    progressLevel: 1,
    orientationScheduled: false,
  });
});
