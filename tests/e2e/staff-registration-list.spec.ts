import { readFile } from 'node:fs/promises';
import type { RegistrationRecord, RegistrationStatus, Site } from '@enroll/domain';
import { type Download, expect, test } from '@playwright/test';
import { birthDateYearsAgo } from '../support/dates.ts';
import { recordsOf, worksheetOf } from '../support/exports.ts';
import { charterIdsOf, letterMarker, siteOf, siteOfNobody } from '../support/interest-write-fixtures.ts';
import { deleteRegistrations, seedRegistration } from '../support/registration-fixtures.ts';
import { STAFF } from '../support/staff-auth.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expectNoHorizontalScroll } from './support/side-scroll.ts';
import { staffListOf } from './support/staff-list-screen.ts';
import { signInAsSeeded } from './support/staff-session.ts';

/** Letters only, unique per run: every seeded last name is 'Reg{MARKER}', and the search finds them by it. */
const MARKER = `Zr${letterMarker()}`;
const LAST_NAME = `Reg${MARKER}`;
const seeded: RegistrationRecord[] = [];

async function seed(
  site: Site,
  firstName: string,
  years: number,
  overrides: Partial<RegistrationRecord> = {},
): Promise<RegistrationRecord> {
  const record = await seedRegistration(site, MARKER, overrides, {
    firstName,
    birthDate: birthDateYearsAgo(years),
  });
  seeded.push(record);
  return record;
}

const status = (value: RegistrationStatus) => ({ status: value });

let ana: RegistrationRecord;

test.beforeAll(async () => {
  // The User's charter (Sierra Valley) is one of the Admin's too; siteOfNobody's charter is neither's.
  const [userCharter] = await charterIdsOf(STAFF.user);
  if (!userCharter) throw new Error('the User has no charter');
  const sierra = await siteOf(userCharter);
  ana = await seed(sierra, 'Ana', 15, { registerForIntercession: false });
  await seed(sierra, 'Bea', 30, { registerForIntercession: true, ...status('Orientation Scheduled') });
  await seed(sierra, 'Cruz', 16, status('Enrollment Complete'));
  await seed(sierra, 'Dina', 20, status('Enrollment Terminated'));
  await seed(await siteOfNobody(), 'Eli', 17);
});

test.afterAll(() => deleteRegistrations(seeded));

const { rows, rowOf, openList, expectNames } = staffListOf({
  path: '/registration-forms',
  heading: 'Registration Forms',
  search: MARKER,
  lastName: LAST_NAME,
});

test('an Admin sees the regular view, switches views and sorts, and never sees another charter', async ({
  page,
}) => {
  await signInAsSeeded(page, 'admin');
  await openList(page);
  // The regular view hides completed and terminated registrations; Eli is another charter's. The
  // default order is newest first.
  await expectNames(page, ['Bea', 'Ana']);
  await expect(page.getByText('2 Record(s)')).toBeVisible();
  await expect(rowOf(page, 'Eli')).toHaveCount(0);
  await expect(rowOf(page, 'Ana').getByRole('cell')).toHaveText([
    /^\d{2}\/\d{2}\/\d{4}$/,
    'Enrollment Submitted',
    ana.learningCenterName,
    'Regular',
    `Ana ${LAST_NAME}`,
    '15',
    ana.studentPrimaryPhone,
    ana.studentEmail,
  ]);
  await expect(rowOf(page, 'Bea').getByRole('cell').nth(3)).toHaveText('Intersession');
  await expect(rowOf(page, 'Bea')).toContainText('Orientation Scheduled');

  // Header clicks: ascending, descending, then back to the default order.
  const header = page.getByRole('columnheader', { name: 'Student Name' });
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await expectNames(page, ['Ana', 'Bea']);
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  await expectNames(page, ['Bea', 'Ana']);
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'none');
  await expectNoSeriousA11yViolations(page);

  // The views are mutually exclusive; clicking the active toggle returns to the regular view.
  const completed = page.getByRole('button', { name: 'Completed' });
  const terminated = page.getByRole('button', { name: 'Terminated' });
  await completed.click();
  await expect(completed).toHaveAttribute('aria-pressed', 'true');
  await expectNames(page, ['Cruz']);
  await terminated.click();
  await expect(completed).toHaveAttribute('aria-pressed', 'false');
  await expect(terminated).toHaveAttribute('aria-pressed', 'true');
  await expectNames(page, ['Dina']);
  await terminated.click();
  await expect(terminated).toHaveAttribute('aria-pressed', 'false');
  await expect(rows(page)).toHaveCount(2);
  // The age toggles narrow the regular view.
  await page.getByRole('button', { name: 'Under 18' }).click();
  await expectNames(page, ['Ana']);
  await page.getByRole('button', { name: 'Over 18' }).click();
  await expectNames(page, ['Bea']);
  await page.getByRole('button', { name: 'Over 18' }).click();
  await expect(rows(page)).toHaveCount(2);

  // A search that finds nothing: the table says so; an export says nothing matches the filters.
  await page.getByRole('searchbox', { name: 'Search' }).fill(`${MARKER}nothing`);
  await expect(page.getByTestId('staff-table-no-data')).toHaveText('No data available');
  await expect(page.getByText('0 Record(s)')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Export to Excel' }).click();
  await expect(page.getByTestId('notification-banner')).toHaveText(
    'No data available to export with the current filters.',
  );

  // A row opens the registration; Back keeps the search.
  await page.getByRole('searchbox', { name: 'Search' }).fill(MARKER);
  await rowOf(page, 'Ana').click();
  await expect(page).toHaveURL(new RegExp(`/registration-forms/${ana.id}$`));
  await page.goBack();
  await expect(rows(page)).toHaveCount(2);
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(MARKER);
});

test('a Super Admin sees every charter, the other charter’s registration too', async ({ page }) => {
  await signInAsSeeded(page, 'superAdmin');
  await openList(page);
  await expectNames(page, ['Eli', 'Bea', 'Ana']);
});

test('the list pages with Show more', async ({ page }) => {
  // One row a page, so two pages hold the regular view (the app asks for the default page size).
  await page.route('**/api/registration?*', (route) => {
    const url = new URL(route.request().url());
    url.searchParams.set('pageSize', '1');
    return route.continue({ url: url.href });
  });
  await signInAsSeeded(page, 'admin');
  await openList(page);
  await expect(rows(page)).toHaveCount(1);
  await expect(page.getByText('Showing 1 of 2')).toBeVisible();
  await page.getByRole('button', { name: 'Show more' }).click();
  await expect(rows(page)).toHaveCount(2);
  await expect(page.getByText('Showing 2 of 2')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show more' })).toHaveCount(0);
});

test('a User opens the list and a registration', async ({ page }) => {
  await signInAsSeeded(page, 'user');
  await openList(page);
  await expectNames(page, ['Bea', 'Ana']);
  await rowOf(page, 'Ana')
    .getByRole('button', { name: `Ana ${LAST_NAME}` })
    .press('Enter');
  await expect(page).toHaveURL(new RegExp(`/registration-forms/${ana.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Enrollment Registration Form' })).toBeVisible();
});

async function sheetOf(download: Download) {
  return worksheetOf(await readFile(await download.path()), 'Registration-Data');
}

test('Export to Excel saves registration_data.xlsx with the list as filtered', async ({ page }) => {
  await signInAsSeeded(page, 'admin');
  await openList(page);
  await expect(rows(page)).toHaveCount(2);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to Excel' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('registration_data.xlsx');
  const records = recordsOf(await sheetOf(file));
  expect(
    records.map((record) => [record['First Name'], record['Last Name'], record.Enrollment, record.Status]),
  ).toEqual(
    expect.arrayContaining([
      ['Ana', LAST_NAME, 'Regular', 'Enrollment Submitted'],
      ['Bea', LAST_NAME, 'Intersession', 'Orientation Scheduled'],
    ]),
  );
  // The regular view of the Admin's charters only: no completed, terminated or other charter's row.
  expect(records).toHaveLength(2);

  // The Completed view exports only Cruz.
  await page.getByRole('button', { name: 'Completed' }).click();
  await expectNames(page, ['Cruz']);
  const completedDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to Excel' }).click();
  const completed = recordsOf(await sheetOf(await completedDownload));
  expect(completed.map((record) => record['First Name'])).toEqual(['Cruz']);
});

test('on a 375 px screen the list starts as cards and nothing scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInAsSeeded(page, 'user');
  await openList(page);
  const cards = page.getByTestId('staff-table-card');
  await expect(cards).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Grid' })).toHaveAttribute('aria-pressed', 'true');
  const bea = cards.filter({ hasText: `Bea ${LAST_NAME}` });
  for (const text of ['30', 'Orientation Scheduled', 'Intersession']) await expect(bea).toContainText(text);
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);
});
