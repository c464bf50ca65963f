// Orientation Settings in the browser: an Admin chooses one of their centers, adds a live orientation
// date and saves; a registration at that center can then be given a live orientation on that date.
import { addDaysIso, businessToday, type Site } from '@enroll/domain';
import { expect, test } from '@playwright/test';
import { charterIdsOf, letterMarker } from '../support/interest-write-fixtures.ts';
import { db } from '../support/local-stack.ts';
import {
  deleteRegistrations,
  type StoredRegistrationDocument,
  seedRegistration,
} from '../support/registration-fixtures.ts';
import { STAFF } from '../support/staff-auth.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { screenshot } from './support/screenshots.ts';
import { expectNoHorizontalScroll } from './support/side-scroll.ts';
import { signInAsSeeded } from './support/staff-session.ts';

const sites = db.container('sites');
let site: Site;
const seeded: StoredRegistrationDocument[] = [];

test.beforeAll(async () => {
  // The first center of the Admin's second charter: no other suite books orientations there.
  const charterId = (await charterIdsOf(STAFF.admin))[1] ?? '';
  const { resources } = await sites.items
    .query<Site>({
      query: 'SELECT * FROM c WHERE c.charter.id = @c',
      parameters: [{ name: '@c', value: charterId }],
    })
    .fetchAll();
  const found = [...resources].sort((a, b) => a.name.localeCompare(b.name))[0];
  if (!found) throw new Error('the Admin has no second charter with a center');
  site = found;
});

test.afterAll(async () => {
  await deleteRegistrations(seeded);
  const { resource } = await sites.item(site.id, site.id).read<Site>();
  if (resource)
    await sites
      .item(site.id, site.id)
      .replace({ ...resource, orientation: site.orientation, enrollment_info: site.enrollment_info });
});

test('an Admin adds a live orientation date to a center, and a registration there can be booked on it', async ({
  page,
}) => {
  const date = addDaysIso(businessToday(), 12);
  await signInAsSeeded(page, 'admin');
  await page.goto('/dashboard');
  await page.getByTestId('sidebar-setup').getByRole('link', { name: 'Orientation Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orientation Settings' })).toBeVisible();
  await page.getByLabel('Charter', { exact: true }).selectOption({ label: site.charter.name });
  await page.getByLabel('Learning Center', { exact: true }).selectOption({ label: site.name });
  await expect(page).toHaveURL(new RegExp(`site=${site.id}`));
  await expect(page.getByRole('group', { name: 'Live Orientation Dates' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Add Date' }).click();
  const row = page.getByTestId('orientation-date').last();
  await row.getByLabel(/^Date/).fill(date);
  await row.getByLabel(/^Start Time/).selectOption('03:00PM');
  await row.getByLabel(/^End Time/).selectOption('02:00PM');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(row.getByText('The end time must be after the start time.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await row.getByLabel(/^End Time/).selectOption('04:30PM');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('notification-banner')).toHaveText('The orientation settings are saved.');
  const { resource } = await sites.item(site.id, site.id).read<Site>();
  expect(resource?.orientation.orientation_dates).toContainEqual({
    date,
    start_time: '03:00PM',
    end_time: '04:30PM',
  });
  await screenshot(page, 'orientation-settings', '1280');
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('button', { name: 'Add Date' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await screenshot(page, 'orientation-settings', '375');
  await page.setViewportSize({ width: 1280, height: 900 });

  // A registration at the center: the scheduler offers the new date at once, and books it.
  const record = await seedRegistration(resource as Site, letterMarker(), {
    processingLevel: 2,
    progressLevel: 2,
    status: 'Virtual Orientation Sent',
    orientationScheduled: true,
    orientationType: 'VIRTUAL',
    orientationLink: 'https://meet.example.org/x',
  });
  seeded.push(record);
  await page.goto(`/registration-forms/${record.id}`);
  await page.getByRole('button', { name: 'Reschedule Orientation' }).click();
  const scheduler = page.getByRole('dialog', { name: 'Orientation Scheduler' });
  await scheduler.getByRole('radio', { name: 'Live Orientation' }).check();
  await scheduler.getByLabel('Orientation Date').selectOption(date);
  await scheduler.getByLabel('Start Time').selectOption('03:00PM');
  await scheduler.getByLabel('End Time').selectOption('04:00PM');
  await scheduler.getByRole('button', { name: 'Submit' }).click();
  await expect(scheduler).toHaveCount(0);
  await expect
    .poll(
      async () =>
        (await db.container('registrations').item(record.id, record.id).read()).resource?.orientationDate,
    )
    .toBe(date);
});
