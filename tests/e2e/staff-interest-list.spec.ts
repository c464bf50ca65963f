import type { InterestEntry, Site } from '@enroll/domain';
import { expect, test } from '@playwright/test';
import { birthDateYearsAgo } from '../support/dates.ts';
import {
  charterIdsOf,
  interests,
  letterMarker,
  seedInterest,
  siteOf,
  siteOfCharterMatching,
} from '../support/interest-write-fixtures.ts';
import { deleteStored } from '../support/local-stack.ts';
import { STAFF } from '../support/staff-auth.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { screenshot } from './support/screenshots.ts';
import { expectNoHorizontalScroll } from './support/side-scroll.ts';
import { staffListOf } from './support/staff-list-screen.ts';
import { signInAsSeeded } from './support/staff-session.ts';

/** Letters only, unique per run: every seeded last name carries it, and the search finds them by it. */
const MARKER = `Zq${letterMarker()}`;
const seeded: InterestEntry[] = [];

async function seed(site: Site, first: string, years: number, overrides: Partial<InterestEntry> = {}) {
  const entry = await seedInterest(
    site,
    {
      studentFirstName: first,
      studentLastName: MARKER,
      birthDate: birthDateYearsAgo(years),
      age: years,
      ...overrides,
    },
    MARKER.toLowerCase(),
  );
  seeded.push(entry);
  return entry;
}

const flexHighSite = () => siteOfCharterMatching(STAFF.contributor, /flex/i);

let ana: InterestEntry;
let dina: InterestEntry;

test.beforeAll(async () => {
  // The User's charter (Sierra Valley) is one of the Admin's too; Flex High is neither's.
  const [userCharter] = await charterIdsOf(STAFF.user);
  if (!userCharter) throw new Error('the User has no charter');
  const sierra = await siteOf(userCharter);
  ana = await seed(sierra, 'Ana', 15);
  await seed(sierra, 'Bea', 30, { status: 'Follow up Required' });
  await seed(sierra, 'Cruz', 20, { status: 'Not Interested' });
  dina = await seed(sierra, 'Dina', 16, { enrollstatus: 'Yes' });
  await seed(await flexHighSite(), 'Eli', 17);
});

test.afterAll(() => deleteStored(interests, seeded));

const { rows, rowOf, openList, expectNames } = staffListOf({
  path: '/interest-forms',
  heading: 'Interest Forms',
  search: MARKER,
  lastName: MARKER,
});

test('an Admin searches, toggles, sorts and switches views, and never sees another charter', async ({
  page,
}) => {
  await signInAsSeeded(page, 'admin');
  await openList(page);
  // The default hides Not Interested; Flex High's Eli is another charter's.
  await expect(rows(page)).toHaveCount(3);
  await expect(page.getByText('3 Record(s)')).toBeVisible();
  await expect(rowOf(page, 'Eli')).toHaveCount(0);
  await expect(rowOf(page, 'Bea')).toContainText('Follow up Required');

  // Header clicks: ascending, descending, then back to the default order.
  const header = page.getByRole('columnheader', { name: 'Student Name' });
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await expectNames(page, ['Ana', 'Bea', 'Dina']);
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  await expectNames(page, ['Dina', 'Bea', 'Ana']);
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'none');
  await expectNoSeriousA11yViolations(page);

  // The toggles are mutually exclusive; clicking the active one clears it.
  const notInterested = page.getByRole('button', { name: 'Not Interested' });
  await notInterested.click();
  await expect(notInterested).toHaveAttribute('aria-pressed', 'true');
  await expectNames(page, ['Cruz']);
  const under18 = page.getByRole('button', { name: 'Under 18' });
  await under18.click();
  await expect(notInterested).toHaveAttribute('aria-pressed', 'false');
  await screenshot(page, 'interest-list', 'under-18-1280');
  await expect(rows(page)).toHaveCount(2);
  await expect(rowOf(page, 'Ana')).toHaveCount(1);
  await expect(rowOf(page, 'Dina')).toHaveCount(1);
  await page.getByRole('button', { name: 'Over 18' }).click();
  await expectNames(page, ['Bea']);
  await page.getByRole('button', { name: 'Over 18' }).click();
  await expect(rows(page)).toHaveCount(3);

  // An enrolled entry whose registration is not recorded opens its detail, which says it is enrolled
  // and offers no edit; another opens its detail, and Back keeps the search.
  await rowOf(page, 'Dina').click();
  await expect(page).toHaveURL(new RegExp(`/interest-forms/${dina.id}$`));
  await expect(page.getByTestId('interest-enrolled')).toContainText('Enrolled');
  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
  await page.goBack();
  await expect(rows(page)).toHaveCount(3);
  await rowOf(page, 'Ana').click();
  await expect(page).toHaveURL(new RegExp(`/interest-forms/${ana.id}$`));
  await page.goBack();
  await expect(rows(page)).toHaveCount(3);
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(MARKER);

  // The grid view: one card per entry, with its facts.
  await page.getByRole('button', { name: 'Grid' }).click();
  const cards = page.getByTestId('staff-table-card');
  await expect(cards).toHaveCount(3);
  await expect(cards.filter({ hasText: `Bea ${MARKER}` })).toContainText('Follow up Required');
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // A search that finds nothing says so (the empty list's 'Good Job!' is for an empty list only).
  await page.getByRole('searchbox', { name: 'Search' }).fill(`${MARKER}nothing`);
  await expect(page.getByText('No entries match your search')).toBeVisible();
  await expect(page.getByText('Good Job!')).toHaveCount(0);
  await expect(page.getByText('0 Record(s)')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a Super Admin sees every charter, the Flex High entry too', async ({ page }) => {
  await signInAsSeeded(page, 'superAdmin');
  await openList(page);
  await expect(rows(page)).toHaveCount(4);
  await expect(rowOf(page, 'Eli')).toHaveCount(1);
});

test("on a 375 px screen the list starts as cards and nothing scrolls sideways; a User browses it but is told they don't have edit option", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInAsSeeded(page, 'user');
  await openList(page);
  await expect(page.getByTestId('staff-table-card')).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Grid' })).toHaveAttribute('aria-pressed', 'true');
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'interest-list', 'cards-375');
  // The table view scrolls inside its own box.
  await page.getByRole('button', { name: 'List' }).click();
  await expect(rows(page)).toHaveCount(3);
  await expectNoHorizontalScroll(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(rows(page)).toHaveCount(3);
  await screenshot(page, 'interest-list', 'table-1280');

  // The User opens an entry: the list stays, and says why.
  await rowOf(page, 'Ana')
    .getByRole('button', { name: `Ana ${MARKER}` })
    .press('Enter');
  await expect(page.getByTestId('notification-banner')).toHaveText("You don't have edit option");
  await expect(page).toHaveURL(/\/interest-forms\?/);
});
