import { expect, type Page, test } from '@playwright/test';
import { STAFF } from '../support/staff-auth.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { type StaffKey, signInAs, signInAsSeeded } from './support/staff-session.ts';

const NOT_AUTHORIZED = 'You are not authorized to have access to this application';

const VIEW_ENTRIES = ['Interests', 'Primary Enrollments', 'Secondary Enrollments', 'Scheduled Orientations'];
const VIEW_ENTRIES_CONTRIBUTOR = [...VIEW_ENTRIES, 'Possible duplicates'];
// One 'Add {session name}' link per Active seeded session (the Inactive Winter one is left out), by name.
// Only the sessions open for enrollment today: Fall opens in 30 days, Spring closed 10 days ago.
const NEW_ENTRY = ['Add Interest', 'Add Primary Registration', 'Add Summer Intersession 2027'];
// Other specs add Active sessions while this one runs: the New Entry group is compared on its fixed
// links and the seeded sessions' links only, which still shows the ones not open today left out.
const SEEDED_SESSIONS = [
  'Summer Intersession 2027',
  'Fall Intersession 2027',
  'Spring Intersession 2026',
  'Winter Intersession 2026',
];
const COMPARED_NEW_ENTRY = new Set([
  'Add Interest',
  'Add Primary Registration',
  ...SEEDED_SESSIONS.map((name) => `Add ${name}`),
]);
const TILES_EVERYONE = [
  'Interest Entries',
  'Primary Enrollments',
  'Secondary Enrollments',
  'Scheduled Orientations',
];
const TILES_CONTRIBUTOR = ['Add Interest Form', 'Add Registration Form'];

/** What each level gets: greeting, dashboard tiles and sidebar groups. */
const LEVELS: {
  key: Exclude<StaffKey, 'general'>;
  firstName: string;
  tiles: string[];
  sidebar: Record<string, string[]>;
}[] = [
  {
    key: 'superAdmin',
    firstName: 'Sasha',
    tiles: [...TILES_EVERYONE, ...TILES_CONTRIBUTOR, 'App Permissions'],
    sidebar: {
      'View Entries': VIEW_ENTRIES_CONTRIBUTOR,
      'New Entry': NEW_ENTRY,
      Setup: ['App Permissions', 'Orientation Settings', 'Access and Export Log', 'Secondary Enrollments'],
    },
  },
  {
    key: 'admin',
    firstName: 'Adrian',
    tiles: [...TILES_EVERYONE, ...TILES_CONTRIBUTOR, 'App Permissions'],
    sidebar: {
      'View Entries': VIEW_ENTRIES_CONTRIBUTOR,
      'New Entry': NEW_ENTRY,
      Setup: ['App Permissions', 'Orientation Settings', 'Access and Export Log', 'Secondary Enrollments'],
    },
  },
  {
    key: 'contributor',
    firstName: 'Carmen',
    tiles: [...TILES_EVERYONE, ...TILES_CONTRIBUTOR],
    sidebar: {
      'View Entries': VIEW_ENTRIES_CONTRIBUTOR,
      'New Entry': NEW_ENTRY,
      Setup: ['Secondary Enrollments'],
    },
  },
  {
    key: 'user',
    firstName: 'Uma',
    tiles: TILES_EVERYONE,
    sidebar: { 'View Entries': VIEW_ENTRIES },
  },
];

function staffMenu(page: Page) {
  return page.getByRole('navigation', { name: 'Staff menu' });
}

/** Each sidebar group (a list named by its label) with its links, in order. */
async function sidebarGroups(page: Page): Promise<Record<string, string[]>> {
  const groups: Record<string, string[]> = {};
  for (const name of ['View Entries', 'New Entry', 'Setup']) {
    const list = staffMenu(page).getByRole('list', { name, exact: true });
    if ((await list.count()) === 0) continue;
    // Each link's own words: a count beside one (the open sets of possible duplicates) changes as other
    // specs run.
    const links = await list
      .getByRole('link')
      .evaluateAll((elements) => elements.map((element) => element.firstChild?.textContent?.trim() ?? ''));
    groups[name] = name === 'New Entry' ? links.filter((link) => COMPARED_NEW_ENTRY.has(link)) : links;
  }
  return groups;
}

async function dashboardTiles(page: Page): Promise<string[]> {
  return page.getByRole('list', { name: 'Dashboard' }).getByRole('heading', { level: 2 }).allTextContents();
}

for (const level of LEVELS) {
  test(`${level.key} sees exactly the tiles and sidebar entries of their level`, async ({ page }) => {
    await signInAsSeeded(page, level.key);
    await page.goto('/dashboard');
    await expect(page.getByText(`Hello, ${level.firstName}`)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect.poll(() => dashboardTiles(page)).toEqual(level.tiles);
    if (level.sidebar['New Entry']) {
      await expect(staffMenu(page).getByRole('link', { name: 'Add Summer Intersession 2027' })).toBeVisible();
    }
    // Polled: the groups fill in as the level and the sessions load.
    await expect.poll(() => sidebarGroups(page)).toEqual(level.sidebar);
    await expect(staffMenu(page).getByRole('link', { name: 'Log out' })).toBeVisible();
  });
}

test('a tile opens its screen and the Setup entry opens the list of sessions', async ({ page }) => {
  await signInAsSeeded(page, 'contributor');
  await page.goto('/dashboard');
  await page.getByTestId('tile-secondaryEnrollments').click();
  await expect(page).toHaveURL(/\/lelo-forms/);
  await expect(page.getByRole('heading', { level: 1, name: 'Secondary Enrollments' })).toBeVisible();
  // 'Secondary Enrollments' is also the Setup entry (/intersession): the View Entries one is current.
  await expect(
    staffMenu(page)
      .getByRole('list', { name: 'View Entries', exact: true })
      .getByRole('link', { name: 'Secondary Enrollments' }),
  ).toHaveAttribute('aria-current', 'page');
  // The Setup entry opens /intersession, the sessions list.
  await staffMenu(page)
    .getByRole('list', { name: 'Setup', exact: true })
    .getByRole('link', { name: 'Secondary Enrollments' })
    .click();
  await expect(page).toHaveURL('/intersession');
  await expect(page.getByRole('heading', { level: 1, name: 'Sessions' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Summer Intersession 2027' })).toHaveCount(1);
  await staffMenu(page).getByRole('link', { name: 'Add Summer Intersession 2027' }).click();
  await expect(page).toHaveURL('/forms/summer-intersession-2027');
});

test('a signed-out visitor of a staff page lands on /admin-login with the Office 365 link', async ({
  page,
}) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/admin-login');
  await expect(page.getByRole('link', { name: 'Office 365' })).toHaveAttribute(
    'href',
    '/.auth/login/aad?post_login_redirect_uri=/dashboard',
  );
  await expect(page.getByText(NOT_AUTHORIZED)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('a General member is refused with the message, whether or not the staff role was given', async ({
  page,
}) => {
  await signInAs(page, STAFF.general, []);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/admin-login\?failure/);
  await expect(page.getByRole('alert')).toContainText(NOT_AUTHORIZED);
  await expect(page.getByRole('alert')).toContainText(
    'Please contact technology services if you need access.',
  );
  await expectNoSeriousA11yViolations(page);

  // Roles typed by hand into the emulator form: the edge lets the page through, the API refuses.
  await page.context().clearCookies();
  await signInAs(page, STAFF.general, ['staff']);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/admin-login\?failure/);
  await expect(page.getByRole('alert')).toContainText(NOT_AUTHORIZED);
  await expect(page.getByText('Hello,')).toHaveCount(0);
});

test('the web app account is never let in', async ({ page }) => {
  await signInAs(page, 'Enrollment_Webapp', ['staff', 'contributor', 'admin', 'superadmin']);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/admin-login/);
  await expect(page.getByRole('link', { name: 'Office 365' })).toBeVisible();
  await expect(page.getByText('Hello,')).toHaveCount(0);
});

test('a User or a Contributor opening /permissions by its address is sent away, and told why', async ({
  page,
}) => {
  for (const key of ['user', 'contributor'] as const) {
    await page.context().clearCookies();
    await signInAsSeeded(page, key);
    await page.goto('/permissions');
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'App Permissions' })).toHaveCount(0);
    await expect(page.getByTestId('notification-banner')).toHaveText(
      'That page is for Admins and Super Admins, so you were brought here instead.',
    );
  }
  // A User's guard for Contributor screens too.
  await page.context().clearCookies();
  await signInAsSeeded(page, 'user');
  await page.goto('/add-interest');
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByTestId('notification-banner')).toHaveText(
    'That page is for Contributors, Admins and Super Admins, so you were brought here instead.',
  );
});

test('a signed-in member opening /admin-login goes on to the dashboard', async ({ page }) => {
  await signInAsSeeded(page, 'admin');
  await page.goto('/admin-login');
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByText('Hello, Adrian')).toBeVisible();
});

test('Log out ends the session and lands on /admin-login', async ({ page }) => {
  await signInAsSeeded(page, 'superAdmin');
  await page.goto('/dashboard');
  await expect(page.getByText('Hello, Sasha')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await staffMenu(page).getByRole('link', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/admin-login');
  await expect(page.getByRole('link', { name: 'Office 365' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/admin-login');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('the sidebar folds into the menu button', async ({ page }) => {
    await signInAsSeeded(page, 'admin');
    await page.goto('/dashboard');
    await expect(page.getByText('Hello, Adrian')).toBeVisible();
    await expect(staffMenu(page)).toBeHidden();
    const menu = page.getByRole('button', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await menu.click();
    await expect(staffMenu(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expectNoSeriousA11yViolations(page);
    await staffMenu(page).getByRole('link', { name: 'Scheduled Orientations' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Scheduled Orientations' })).toBeVisible();
    await expect(staffMenu(page)).toBeHidden();
  });
});
