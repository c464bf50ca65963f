import { addDaysIso, businessDayStartUtc, businessToday, type LeloRegistrationRecord } from '@enroll/domain';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { charterIdsOf, letterMarker, siteOf } from '../support/interest-write-fixtures.ts';
import { ACTIVE_SESSION_ID, leloEntries, readLeloSession, storeListedLeloEntry } from '../support/lelo.ts';
import { deleteStored } from '../support/local-stack.ts';
import { STAFF } from '../support/staff-auth.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expectNoHorizontalScroll } from './support/side-scroll.ts';
import { signInAsSeeded } from './support/staff-session.ts';

/*
 * /lelo-forms ('Secondary Enrollments') in the browser against the local stack: the default view,
 * the status select clearing the other filters, the date messages, search, numbered pages over keyset
 * cursors (a page size of 2 in the address), the Active view without the Signed Agreement column,
 * sorting, the row link and who sees 'New Pre Registration'. Every entry is seeded with a last name
 * unique to the run, so the search finds only this run's.
 */

const MARKER = `Zl${letterMarker()}`;
const LAST_NAME = `Lelo${MARKER}`;
const HOUR = 3_600_000;
const today = businessToday();
const seeded: LeloRegistrationRecord[] = [];
const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * HOUR).toISOString();

/** An entry of the User's charter (the Admin's too), created `hoursAgo`. */
async function store(
  firstName: string,
  hoursAgo: number,
  overrides: Partial<LeloRegistrationRecord> = {},
): Promise<LeloRegistrationRecord> {
  const [charterId] = await charterIdsOf(STAFF.user);
  if (!charterId) throw new Error('the User has no charter');
  const site = await siteOf(charterId);
  const session = await readLeloSession();
  const record = await storeListedLeloEntry({
    createdAt: at(hoursAgo),
    updatedAt: at(hoursAgo),
    charter: site.charter.name,
    charter_id: charterId,
    learningCenters: site.name,
    siteId: site.id,
    firstName,
    lastName: LAST_NAME,
    studentEmail: `${firstName.toLowerCase()}.${MARKER.toLowerCase()}@example.com`,
    LeloRegistrationProfile: session.id,
    permaLink: session.permalink,
    session_name: session.name,
    ...overrides,
  });
  seeded.push(record);
  return record;
}

let ana: LeloRegistrationRecord;

test.beforeAll(async () => {
  ana = await store('Ana', 3);
  await store('Bea', 2);
  await store('Cruz', 1);
  await store('Dina', 4, {
    status: 'Signed',
    uploadedUrl: `master-agreements/session/Dina${LAST_NAME}.pdf`,
    fileName: `Dina${LAST_NAME}.pdf`,
  });
  await store('Eli', 5, { status: 'Inactive' });
  // Outside the default last 30 days (and outside the search's extra day).
  await store('Fay', 24 * 40);
});

test.afterAll(() => deleteStored(leloEntries, seeded));

const rows = (page: Page): Locator => page.getByTestId('staff-table-row');

async function expectNames(page: Page, names: string[]): Promise<void> {
  await expect(rows(page).getByRole('button')).toHaveText(names.map((name) => `${name} ${LAST_NAME}`));
}

async function searchMarker(page: Page): Promise<void> {
  await page.getByRole('textbox', { name: 'Search' }).fill(MARKER);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`search=${MARKER}`));
}

const pageText = (page: Page) => page.getByTestId('staff-table-page');
const rangeText = (page: Page) => page.getByTestId('staff-table-range');

test('an Admin: the default view, search, the Active columns, sort, the Signed view and the row link', async ({
  page,
}) => {
  await signInAsSeeded(page, 'admin');
  await page.goto('/lelo-forms');
  await expect(page.getByRole('heading', { level: 1, name: 'Secondary Enrollments' })).toBeVisible();
  // The default view: Active, the last 30 days, All Sessions.
  await expect(page.getByLabel('Status')).toHaveValue('Active');
  await expect(page.getByLabel('Session')).toHaveValue('');
  await expect(page.getByLabel('Start Date')).toHaveValue(addDaysIso(today, -30));
  await expect(page.getByLabel('End Date')).toHaveValue(today);
  await expect(page.getByLabel('Session').locator('option')).toContainText(['All Sessions']);
  await expect(page.getByRole('table', { name: 'Secondary enrollments' })).toBeVisible();
  await expect(page.getByRole('columnheader')).toHaveText([
    'Submit Date',
    'Status',
    'Student Name',
    'Learning Center',
    'Phone Number',
    'Email',
    'Permalink',
  ]);
  await expect(pageText(page)).toHaveText(/^Page 1 of \d+$/);
  await expectNoSeriousA11yViolations(page);

  // Search: this run's Active entries of the last 30 days, newest first.
  await searchMarker(page);
  await expectNames(page, ['Cruz', 'Bea', 'Ana']);
  await expect(pageText(page)).toHaveText('Page 1 of 1');
  await expect(rangeText(page)).toHaveText('1-3 of 3 Records');
  const session = await readLeloSession(ACTIVE_SESSION_ID);
  await expect(
    rows(page)
      .filter({ hasText: `Ana ${LAST_NAME}` })
      .getByRole('cell'),
  ).toHaveText([
    /^\d{2}\/\d{2}\/\d{4}$/,
    'Active',
    `Ana ${LAST_NAME}`,
    ana.learningCenters,
    '661-555-0101',
    ana.studentEmail,
    session.permalink,
  ]);

  // Sort by Student Name: ascending, then descending.
  const header = page.getByRole('columnheader', { name: 'Student Name' });
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await expectNames(page, ['Ana', 'Bea', 'Cruz']);
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  await expectNames(page, ['Cruz', 'Bea', 'Ana']);

  // A wider date range reaches Fay (40 days ago); the reload keeps the filters.
  await page.getByLabel('Start Date').fill(addDaysIso(today, -45));
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expectNames(page, ['Fay', 'Cruz', 'Bea', 'Ana']);
  await page.reload();
  await expect(page.getByLabel('Start Date')).toHaveValue(addDaysIso(today, -45));
  await expect(page.getByRole('textbox', { name: 'Search' })).toHaveValue(MARKER);
  await expectNames(page, ['Fay', 'Cruz', 'Bea', 'Ana']);

  // A new status clears the search, the session and the dates; the Signed view has the agreement column.
  await page.getByLabel('Status').selectOption('Signed');
  await expect(page).not.toHaveURL(/search=/);
  await expect(page).not.toHaveURL(/startDate=/);
  await expect(page.getByRole('textbox', { name: 'Search' })).toHaveValue('');
  await expect(page.getByLabel('Start Date')).toHaveValue(addDaysIso(today, -30));
  await expect(page.getByRole('columnheader', { name: 'Signed Agreement' })).toBeVisible();
  await searchMarker(page);
  await expectNames(page, ['Dina']);
  await expect(rows(page).getByRole('cell').nth(6)).toHaveText('Yes');
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Status').selectOption('Inactive');
  await searchMarker(page);
  await expectNames(page, ['Eli']);

  // A search that finds nothing says so in the spec's words.
  await page.getByRole('textbox', { name: 'Search' }).fill(`${MARKER}none`);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('No records found matching your search criteria')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The row opens its entry.
  await page.getByLabel('Status').selectOption('Active');
  await searchMarker(page);
  await rows(page)
    .getByRole('button', { name: `Ana ${LAST_NAME}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/lelo-forms/${ana.id}$`));
});

test('numbered pages over the cursors: Next and Previous with a page size of 2', async ({ page }) => {
  await signInAsSeeded(page, 'user');
  await page.goto(`/lelo-forms?pageSize=2&search=${MARKER}`);
  await expectNames(page, ['Cruz', 'Bea']);
  await expect(pageText(page)).toHaveText('Page 1 of 2');
  await expect(rangeText(page)).toHaveText('1-2 of 3 Records');
  const previous = page.getByRole('button', { name: 'Previous' });
  const next = page.getByRole('button', { name: 'Next' });
  await expect(previous).toBeDisabled();
  await next.click();
  await expectNames(page, ['Ana']);
  await expect(pageText(page)).toHaveText('Page 2 of 2');
  await expect(rangeText(page)).toHaveText('3-3 of 3 Records');
  await expect(next).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  await previous.click();
  await expectNames(page, ['Cruz', 'Bea']);
  await expect(pageText(page)).toHaveText('Page 1 of 2');
  await expect(rangeText(page)).toHaveText('1-2 of 3 Records');
});

test("a User: no 'New Pre Registration', and the date messages show on their fields with nothing searched; a Contributor picks a session first", async ({
  page,
}) => {
  await signInAsSeeded(page, 'user');
  await page.goto(`/lelo-forms?search=${MARKER}`);
  await expectNames(page, ['Cruz', 'Bea', 'Ana']);
  await expect(page.getByRole('button', { name: 'New Pre Registration' })).toHaveCount(0);

  // The date messages show on their fields, and nothing is searched.
  await page.getByLabel('End Date').fill('');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const both = page.getByText('Please select both start and end dates or leave both empty.');
  await expect(both).toBeVisible();
  await expect(page.getByLabel('End Date')).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('End Date').fill(addDaysIso(today, -10));
  await page.getByLabel('Start Date').fill(addDaysIso(today, -5));
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('Start Date must be earlier than End Date.')).toBeVisible();
  await expect(page.getByLabel('Start Date')).toHaveAttribute('aria-invalid', 'true');
  await expect(both).toHaveCount(0);
  await expect(page).not.toHaveURL(/startDate=/);
  await expectNoSeriousA11yViolations(page);

  await signInAsSeeded(page, 'contributor');
  await page.goto('/lelo-forms');
  const button = page.getByRole('button', { name: 'New Pre Registration' });
  await button.click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please select a session to proceed.' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const session = await readLeloSession(ACTIVE_SESSION_ID);
  await page.getByLabel('Session').selectOption(session.id);
  await expect(page).toHaveURL(new RegExp(`session=${session.id}`));
  await button.click();
  await expect(page).toHaveURL(new RegExp(`/pre-forms/${session.permalink}/${session.id}$`));
});

test('a phone screen (375 px): the filters and the cards fit, with nothing scrolling sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInAsSeeded(page, 'admin');
  await page.goto(`/lelo-forms?search=${MARKER}`);
  await expect(page.getByTestId('staff-table-card')).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
  await expect(pageText(page)).toHaveText('Page 1 of 1');
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);
});

test.describe('from a browser in Tokyo', () => {
  test.use({ timezoneId: 'Asia/Tokyo' });

  test('a Submit Date is the day in the enrollment time zone, as the exports show it', async ({ page }) => {
    // 7:15 pm yesterday in Los Angeles: already today in Tokyo (and in UTC).
    const yesterday = addDaysIso(today, -1);
    const evening = new Date(Date.parse(businessDayStartUtc(yesterday)) + 19.25 * HOUR).toISOString();
    const lastName = `Zone${letterMarker()}`;
    await store('Ivy', 0, { createdAt: evening, updatedAt: evening, lastName });
    await signInAsSeeded(page, 'admin');
    await page.goto(`/lelo-forms?search=${lastName}`);
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('Asia/Tokyo');
    const [year, month, day] = yesterday.split('-');
    await expect(
      rows(page)
        .filter({ hasText: `Ivy ${lastName}` })
        .getByRole('cell')
        .first(),
    ).toHaveText(`${month}/${day}/${year}`);
  });
});
