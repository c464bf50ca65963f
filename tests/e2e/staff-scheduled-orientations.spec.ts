import {
  addDaysIso,
  businessToday,
  formatOrientationTime,
  type RegistrationRecord,
  type Site,
} from '@enroll/domain';
import { expect, type Locator, type Page, type Request, test } from '@playwright/test';
import { birthDateYearsAgo } from '../support/dates.ts';
import { charterIdsOf, letterMarker, siteOf } from '../support/interest-write-fixtures.ts';
import { liveOrientation, VIRTUAL_ORIENTATION } from '../support/orientation-fixtures.ts';
import {
  deleteRegistrations,
  readRegistration,
  type StoredRegistrationDocument,
  seedRegistration,
} from '../support/registration-fixtures.ts';
import { callAs, STAFF } from '../support/staff-auth.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { staffListOf } from './support/staff-list-screen.ts';
import { signInAsSeeded } from './support/staff-session.ts';

/** Letters only, unique per run: every seeded last name is 'Reg{MARKER}', and the search finds them by it. */
const MARKER = `Zo${letterMarker()}`;
const LAST_NAME = `Reg${MARKER}`;
const CONFLICT = 'This registration was changed by someone else. Please reload it and try again.';
const seeded: RegistrationRecord[] = [];

/** A live orientation `days` after today (business time zone), 09:00AM to 10:00AM. */
const live = (days: number) => liveOrientation(addDaysIso(businessToday(), days), '09:00AM', '10:00AM');

async function seed(
  site: Site,
  firstName: string,
  years: number,
  overrides: Partial<RegistrationRecord>,
): Promise<StoredRegistrationDocument> {
  const record = await seedRegistration(site, MARKER, overrides, {
    firstName,
    birthDate: birthDateYearsAgo(years),
  });
  seeded.push(record);
  return record;
}

let ana: StoredRegistrationDocument;
let ben: StoredRegistrationDocument;
let cal: StoredRegistrationDocument;

test.beforeAll(async () => {
  // The Contributor acts on Flex High's registrations; the User reads Sierra Valley's.
  const [contributorCharter] = await charterIdsOf(STAFF.contributor);
  const [userCharter] = await charterIdsOf(STAFF.user);
  if (!contributorCharter || !userCharter) throw new Error('the seeded staff have no charters');
  const flex = await siteOf(contributorCharter);
  ana = await seed(flex, 'Ana', 15, {
    ...live(7),
    registerForIntercession: false,
    programs: { fiveZeroFour: true, iep: false },
  });
  ben = await seed(flex, 'Ben', 19, { ...VIRTUAL_ORIENTATION, registerForIntercession: true });
  cal = await seed(flex, 'Cal', 16, { ...live(8), registerForIntercession: false });
  await seed(await siteOf(userCharter), 'Una', 17, live(9));
});

test.afterAll(() => deleteRegistrations(seeded));

// A first load on a loaded machine may take its staff chunks well over the default 10 s.
const { rows, rowOf, openList } = staffListOf({
  path: '/scheduled-orientations',
  heading: 'Scheduled Orientations',
  search: MARKER,
  lastName: LAST_NAME,
  headingTimeout: 30_000,
});

/** The Student Name cells in the table's order (the checkbox column comes first for a Contributor). */
function studentNames(page: Page, column: number): Locator {
  return rows(page).locator(`td:nth-child(${column})`);
}

const names = (...first: string[]) => first.map((name) => `${name} ${LAST_NAME}`);

test('a Contributor completes two selected orientations; the one changed meanwhile is refused and stays', async ({
  page,
}) => {
  // Four axe runs over a long flow: a loaded machine needs more than the default minute.
  test.setTimeout(180_000);
  await signInAsSeeded(page, 'contributor');
  // The list reads in flight: a read answered after the change below would list its new ETag.
  let listReads = 0;
  const isListRead = (request: Request) => request.url().includes('/api/registration/orientations');
  page.on('request', (request) => {
    if (isListRead(request)) listReads += 1;
  });
  const settled = (request: Request) => {
    if (isListRead(request)) listReads -= 1;
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  await openList(page);
  // Soonest live orientation first, the virtual one after; Una is another charter's.
  await expect(studentNames(page, 6)).toHaveText(names('Ana', 'Cal', 'Ben'));
  await expect(page.getByText('3 Record(s)')).toBeVisible();
  const anaDate = formatOrientationTime(addDaysIso(businessToday(), 7), '09:00AM', '10:00AM').split(' - ')[0];
  await expect(rowOf(page, 'Ana').getByRole('cell')).toHaveText([
    '',
    anaDate ?? '',
    'Orientation Scheduled',
    ana.learningCenterName,
    'Regular',
    `Ana ${LAST_NAME}`,
    '15',
    '504',
    'View',
  ]);
  await expect(rowOf(page, 'Ben').getByRole('cell')).toHaveText([
    '',
    'Virtual',
    'Virtual Orientation Sent',
    ben.learningCenterName,
    'Intersession',
    `Ben ${LAST_NAME}`,
    '19',
    '',
    'View',
  ]);
  await expect(rowOf(page, 'Ana').getByRole('link', { name: /^View/ })).toHaveAttribute(
    'href',
    `/registration-forms/${ana.id}`,
  );
  await expectNoSeriousA11yViolations(page);

  // Header clicks: ascending, descending, then back to the soonest-first order.
  const header = page.getByRole('columnheader', { name: 'Student Name' });
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await expect(studentNames(page, 6)).toHaveText(names('Ana', 'Ben', 'Cal'));
  await header.getByRole('button').click();
  await expect(studentNames(page, 6)).toHaveText(names('Cal', 'Ben', 'Ana'));
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'none');
  await expect(studentNames(page, 6)).toHaveText(names('Ana', 'Cal', 'Ben'));

  // Select two by their named boxes; the button says how many.
  await page.getByRole('checkbox', { name: `Select Ana ${LAST_NAME}` }).check();
  await page.getByRole('checkbox', { name: `Select Ben ${LAST_NAME}` }).check();
  const action = page.getByRole('button', { name: 'Set to Completed Orientation (2 selected)' });
  await expect(action).toBeEnabled();

  // Meanwhile someone adds a special program to Ben's registration: the ETag listed is stale now. On a
  // loaded machine the list may be re-read in the background (older than a minute by the last sort):
  // that read ends first, or it could list the new ETag.
  await expect.poll(() => listReads).toBe(0);
  const changed = await callAs(STAFF.contributor, `/api/registration/add-special-programs/${ben.id}`, {
    method: 'PUT',
    body: { programList: { ell: true }, programDescription: 'Added meanwhile' },
    headers: { 'If-Match': ben._etag },
  });
  expect(changed.status).toBe(200);

  await action.click();
  const confirm = page.getByRole('alertdialog', { name: 'Complete these orientations?' });
  await expect(confirm).toContainText('each family will be e-mailed that the enrollment is complete');
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Complete 2 and e-mail the families' }).click();
  const results = page.getByRole('list', { name: 'Results of Set to Completed Orientation' });
  await expect(results.getByRole('listitem')).toHaveText([
    `Ana ${LAST_NAME}'s Enrollment Completed`,
    `Ben ${LAST_NAME}: ${CONFLICT}`,
  ]);
  // Ana has left the list; Ben stays selected, now listed with the program added meanwhile.
  await expect(studentNames(page, 6)).toHaveText(names('Cal', 'Ben'));
  await expect(page.getByText('2 Record(s)')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: `Select Ben ${LAST_NAME}` })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: `Select Cal ${LAST_NAME}` })).not.toBeChecked();
  await expect(rowOf(page, 'Ben').getByRole('cell').nth(7)).toHaveText('ELL');
  expect((await readRegistration(ana.id))?.status).toBe('Enrollment Complete');
  expect((await readRegistration(ana.id))?.progressLevel).toBe(3);
  expect((await readRegistration(ben.id))?.status).toBe('Virtual Orientation Sent');
  await expectNoSeriousA11yViolations(page);

  // Again, now with Ben's current version: it completes.
  await page.getByRole('button', { name: 'Set to Completed Orientation (1 selected)' }).click();
  await confirm.getByRole('button', { name: 'Complete 1 and e-mail the families' }).click();
  await expect(results.getByRole('listitem')).toHaveText([`Ben ${LAST_NAME}'s Enrollment Completed`]);
  await expect(studentNames(page, 6)).toHaveText(names('Cal'));
  expect((await readRegistration(ben.id))?.status).toBe('Enrollment Complete');
  expect((await readRegistration(cal.id))?.status).toBe('Orientation Scheduled');

  // The grid view: a card with a named box per row.
  await page.getByRole('button', { name: 'Grid' }).click();
  const card = page.getByTestId('staff-table-card').filter({ hasText: `Cal ${LAST_NAME}` });
  await card.getByRole('checkbox', { name: `Select Cal ${LAST_NAME}` }).check();
  await expect(page.getByRole('button', { name: 'Set to Completed Orientation (1 selected)' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A search that finds nothing says so in the list.
  await page.getByRole('searchbox', { name: 'Search' }).fill(`${MARKER}nothing`);
  await expect(page.getByTestId('staff-table-no-data')).toHaveText('No data available');
  await expectNoSeriousA11yViolations(page);
});

test('a User reads the list without boxes or the action', async ({ page }) => {
  await signInAsSeeded(page, 'user');
  await openList(page);
  await expect(studentNames(page, 5)).toHaveText(names('Una'));
  await expect(page.getByText('1 Record(s)')).toBeVisible();
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Set to Completed Orientation/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await rowOf(page, 'Una').getByRole('link', { name: /^View/ }).click();
  await expect(page).toHaveURL(/\/registration-forms\/[\w-]+$/);
});
