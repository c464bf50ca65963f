import { randomUUID } from 'node:crypto';
import { addDaysIso, businessToday, type LeloSessionRecord, usDate } from '@enroll/domain';
import { expect, type Page, test } from '@playwright/test';
import { db, selectWhere } from '../support/local-stack.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { signInAsSeeded } from './support/staff-session.ts';

// The session setup screens through the real UI: an Admin adds a session (every spec message on bad
// input, the live permalink), finds it on /intersession with the count and edits it; a Contributor sees
// the list without the Admin buttons. The stack's data persists: each run makes its own session names.

const REQUIRED = 'This field is required.';

const cleanups: (() => Promise<void>)[] = [];

test.afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

/** Removes a session this suite made, and its name and permalink claims. */
/** The seeded Summer Intersession 2027's enrollment: it opened 30 days ago and closes in 60 (the seed's offsets). */
const summerEnrollment = `Open ${usDate(addDaysIso(businessToday(), -30))} – ${usDate(addDaysIso(businessToday(), 60))}`;

async function deleteSession(id: string): Promise<void> {
  const claims = await selectWhere<string>(db.container('sessionClaims'), 'VALUE c.id', 'sessionId', id);
  await Promise.all([
    db.container('sessions').item(id, id).delete(),
    ...claims.map((claim) => db.container('sessionClaims').item(claim, claim).delete()),
  ]);
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

async function storedSession(id: string): Promise<LeloSessionRecord | undefined> {
  const { resource } = await db.container('sessions').item(id, id).read<LeloSessionRecord>();
  return resource;
}

async function sessionIdNamed(name: string): Promise<string> {
  const resources = await selectWhere<string>(db.container('sessions'), 'VALUE c.id', 'name', name);
  expect(resources).toHaveLength(1);
  return resources[0] ?? '';
}

test('an Admin adds a session, sees it on /intersession with the count, and edits it', async ({ page }) => {
  const tag = randomUUID().slice(0, 8);
  const name = `E2E Session ${tag}`;
  await signInAsSeeded(page, 'admin');
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.goto('/intersession');
  await expect(heading(page, 'Sessions')).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Add New Registration Profile' }).click();
  await expect(page).toHaveURL('/addLELO');
  await expect(heading(page, 'Add LELO Registration')).toBeVisible();
  const form = page.locator('form');
  await expect(form.getByLabel(/^Status/)).toHaveValue('Active');
  await expectNoSeriousA11yViolations(page);

  // Nothing filled: each field says it is required, and Save waits for the fixes.
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText(REQUIRED, { exact: true })).toHaveCount(7);
  await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();

  const nameBox = form.getByRole('textbox', { name: /^Session Name/ });
  const schoolYear = form.getByRole('textbox', { name: /^School Year\*?$/ });
  await nameBox.fill('summer INTERSESSION 2027');
  await expect(form.getByText('A session with this name already exists!', { exact: true })).toBeVisible();
  await schoolYear.fill('2027/28');
  await expect(form.getByText('School Year must be in the format yyyy-yyyy', { exact: true })).toBeVisible();
  await schoolYear.fill('2028-2027');
  await expect(
    form.getByText('Invalid school year range. Start year must be earlier than end year.', { exact: true }),
  ).toBeVisible();
  await form.getByLabel(/^Enrollment Start Date/).fill('2027-11-30');
  await form.getByLabel(/^Enrollment End Date/).fill('2027-11-01');
  await expect(
    form.getByText('Enrollment Start Date must be earlier than Enrollment End Date', { exact: true }),
  ).toBeVisible();
  await form.getByLabel(/^School Year Start Date/).fill('2028-02-28');
  await form.getByLabel(/^School Year End Date/).fill('2027-12-01');
  await expect(
    form.getByText('School Year Start Date must be earlier than School Year End Date', { exact: true }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Fixed: a new name (its slash dropped) gives the permalink as it is typed.
  await nameBox.fill(`E2E Session/ ${tag}`);
  await expect(nameBox).toHaveValue(name);
  await expect(form.getByRole('textbox', { name: /^Permalink/ })).toHaveValue(`e2e-session-${tag}`);
  await schoolYear.fill('2027-2028');
  await form.getByLabel(/^Enrollment Start Date/).fill('2027-11-01');
  await form.getByLabel(/^Enrollment End Date/).fill('2027-11-30');
  await form.getByLabel(/^School Year Start Date/).fill('2027-12-01');
  await form.getByLabel(/^School Year End Date/).fill('2028-02-28');
  await expect(form.getByRole('alert')).toHaveCount(0);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Session added successfully!', { exact: true })).toBeVisible();
  await expect(page).toHaveURL('/intersession');

  const id = await sessionIdNamed(name);
  // Other suites read the sessions (the sidebar lists every Active one): this one leaves with the test.
  cleanups.push(() => deleteSession(id));
  expect(await storedSession(id)).toMatchObject({
    name,
    permalink: `e2e-session-${tag}`,
    status: 'Active',
    schoolYear: '2027-2028',
    enrollmentStart: '2027-11-01',
    enrollmentEnd: '2027-11-30',
    schoolYearStartDate: '2027-12-01',
    schoolYearEndDate: '2028-02-28',
  });
  // The count is the rows listed; the search narrows both.
  const rows = page.getByRole('row');
  await expect(rows.filter({ hasText: name })).toHaveCount(1);
  const listed = (await rows.count()) - 1;
  await expect(page.getByText(`${listed} Sessions`, { exact: true })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search sessions' }).fill(tag);
  await expect(page.getByText('1 Sessions', { exact: true })).toBeVisible();
  await expect(rows.nth(1).getByRole('cell')).toHaveText([
    name,
    'Active',
    'Opens 11/01/2027 (until 11/30/2027)',
    '2027-2028',
    /Edit Profile/,
  ]);

  await page.getByRole('link', { name: `Edit Profile of ${name}` }).click();
  await expect(page).toHaveURL(`/editLELO/${id}`);
  await expect(heading(page, 'Edit LELO Registration')).toBeVisible();
  await expect(form.getByRole('textbox', { name: /^Session Name/ })).toHaveValue(name);
  await expectNoSeriousA11yViolations(page);
  await form.getByRole('textbox', { name: /^Session Name/ }).fill('Fall Intersession 2027');
  await expect(
    form.getByText('A session with the same name already exists. Please use a different name.', {
      exact: true,
    }),
  ).toBeVisible();
  await form.getByRole('textbox', { name: /^Session Name/ }).fill(`${name} Renamed`);
  // The family link stays: links already sent keep working, and the screen says so.
  await expect(form.getByRole('textbox', { name: /^Permalink/ })).toHaveValue(`e2e-session-${tag}`);
  await expect(
    form.getByText(
      `The family form stays at /forms/e2e-session-${tag} even if the name changes, so links already sent keep working.`,
    ),
  ).toBeVisible();
  await form.getByLabel(/^Status/).selectOption('Inactive');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Updating Session successfully!', { exact: true })).toBeVisible();
  await expect(page).toHaveURL('/intersession');
  await page.getByRole('searchbox', { name: 'Search sessions' }).fill(tag);
  await expect(rows.nth(1).getByRole('cell')).toHaveText([
    `${name} Renamed`,
    'Inactive',
    'Inactive',
    '2027-2028',
    /Edit/,
  ]);
  expect(await storedSession(id)).toMatchObject({
    name: `${name} Renamed`,
    permalink: `e2e-session-${tag}`,
    status: 'Inactive',
  });
  // The old family link still finds the renamed session (Inactive now, so it says the session closed).
  await page.goto(`/forms/e2e-session-${tag}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Session Expired' })).toBeVisible();
  const byOldLink = await page.request.get(`/api/sessions/e2e-session-${tag}`);
  expect(byOldLink.status()).toBe(200);
  expect(await byOldLink.json()).toMatchObject({ _id: id, name: `${name} Renamed` });
});

test('a Contributor sees the sessions with Setup Courses, without Edit Profile or Add New Registration Profile', async ({
  page,
}) => {
  await signInAsSeeded(page, 'contributor');
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/intersession');
    await expect(heading(page, 'Sessions')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: 'Summer Intersession 2027' });
    // On a phone the status and school year columns leave the table; the name cell shows them under
    // the name, drawn from its data-detail.
    await expect(row.getByRole('cell')).toHaveText(
      width === 375
        ? ['Summer Intersession 2027', 'Setup Courses']
        : ['Summer Intersession 2027', 'Active', summerEnrollment, '2026-2027', 'Setup Courses'],
    );
    await expect(row.getByRole('cell').first()).toHaveAttribute(
      'data-detail',
      `${summerEnrollment} · 2026-2027`,
    );
    await expect(
      row.getByRole('link', { name: 'Setup Courses of Summer Intersession 2027' }),
    ).toHaveAttribute('href', '/edit-courses/summer-intersession-2027/lelo-session-active');
    await expect(page.getByRole('link', { name: /Edit Profile/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Add New Registration Profile' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  }
  // The Admin screens stay closed to a Contributor: the guard sends them to /admin-login, which sends a
  // signed-in member on to the dashboard (either is the guard's outcome).
  await page.goto('/addLELO');
  await expect(page).toHaveURL(/\/(admin-login|dashboard)$/);
  await expect(heading(page, 'Add LELO Registration')).toHaveCount(0);
});
