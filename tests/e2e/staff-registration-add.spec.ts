import type { InterestEntry, RegistrationRecord, Site } from '@enroll/domain';
import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  interests,
  readStored,
  seedInterest,
  siteOfCharterMatching,
} from '../support/interest-write-fixtures.ts';
import { documentsWhere } from '../support/local-stack.ts';
import { registrations } from '../support/registration-fixtures.ts';
import { STAFF } from '../support/staff-auth.ts';
import { REQUIRED_FIELDS } from './pages/registration-page.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { escapeRegExp } from './support/label-pattern.ts';
import {
  completeIntersession,
  StaffRegistrationPage,
  transferFromDetail,
} from './support/staff-registration-flows.ts';
import { signInAsSeeded } from './support/staff-session.ts';

/**
 * A Contributor transfers an interest of their charter to the staff Add
 * Registration Form, completes it as an intersession registration through the zip modal, chooses
 * 'Schedule Orientation Later' and finds the registration in the list; the interest is then enrolled.
 */

/** The red border of a field the failed submit marked (#d8302f, 2px). */
const RED_BORDER = 'rgb(216, 48, 47)';

/** A field the failed submit marked: invalid, and its control's frame (Fluent's wrapper) red. */
async function expectRedBorder(field: Locator): Promise<void> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field.locator('xpath=..')).toHaveCSS('border-top-color', RED_BORDER);
}

const createdRegistrations: string[] = [];
const createdInterests: string[] = [];

test.afterAll(async () => {
  await Promise.all([
    ...createdRegistrations.map((id) =>
      registrations
        .item(id, id)
        .delete()
        .catch(() => undefined),
    ),
    ...createdInterests.map((id) =>
      interests
        .item(id, id)
        .delete()
        .catch(() => undefined),
    ),
  ]);
});

/** A learning center of the Contributor's Holston charter (Tennessee; the Contributor holds flex-high and holston). */
const holstonSite = () => siteOfCharterMatching(STAFF.contributor, /holston/i);

function registrationsOf(uuid: string): Promise<RegistrationRecord[]> {
  return documentsWhere<RegistrationRecord>(registrations, 'interestUuid', uuid);
}

async function chooseSiteByZip(page: Page, site: Site): Promise<void> {
  await page.getByRole('button', { name: 'Search Site by Zip' }).click();
  const dialog = page.getByRole('dialog', { name: 'Site search by zip' });
  await dialog.getByRole('textbox', { name: /ZIP code/ }).fill(site.address.zip);
  await dialog.getByRole('button', { name: 'Search Sites' }).click();
  const table = dialog.getByRole('table', { name: `Learning centers near ${site.address.zip}` });
  await expect(table).toBeVisible();
  const select = table.getByRole('button', { name: new RegExp(`^Select .*${escapeRegExp(site.name)}`) });
  await select.first().click();
  await dialog.getByRole('button', { name: 'Confirm Site' }).click();
  await expect(dialog).toHaveCount(0);
}

test('a Contributor transfers an interest, completes an intersession registration and schedules the orientation later', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const site = await holstonSite();
  const entry = await seedInterest(site);
  createdInterests.push(entry.id);
  const marker = entry.studentLastName;
  await signInAsSeeded(page, 'contributor');
  await transferFromDetail(page, entry);

  // Pre-filled with what the interest held: student, parent, e-mail, learning center.
  const form = new StaffRegistrationPage(page);
  await expect(form.field('Student First Name')).toHaveValue(entry.studentFirstName);
  await expect(form.field('Student Last Name')).toHaveValue(entry.studentLastName);
  await expect(form.field('Parent/Guardian First Name')).toHaveValue(entry.parentFirstName);
  await expect(form.field('Parent/Guardian Last Name')).toHaveValue(entry.parentLastName);
  await expect(form.field('Parent/Guardian Email')).toHaveValue(entry.primaryEmail);
  await expect(page.getByTestId('chosen-site')).toContainText(entry.learningCenterName);
  await expectNoSeriousA11yViolations(page);

  // Intersession: the regular-only sections go away.
  await expect(page.getByRole('group', { name: 'Emergency Contacts' }).first()).toBeVisible();
  await form.answer('Enrollment Type', 'Intersession');
  await expect(page.getByRole('group', { name: 'Emergency Contacts' })).toHaveCount(0);
  await chooseSiteByZip(page, site);
  await expect(page.getByTestId('chosen-site')).toContainText(site.name);

  // A submit with answers missing: the banner, red borders, nothing stored.
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByText(REQUIRED_FIELDS).first()).toBeVisible();
  await expect(form.field('Parent/Guardian Highest Level of Education')).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  // The student is 15: their own e-mail is optional, the parent being the contact.
  await expect(form.field('Student Email')).not.toHaveAttribute('aria-invalid', 'true');
  expect(await registrationsOf(entry._uuid)).toHaveLength(0);
  await expectNoSeriousA11yViolations(page);

  await completeIntersession(form);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  const modal = page.getByRole('alertdialog', {
    name: `${entry.studentFirstName}'s Registration Form is Complete!`,
  });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('Would you like to schedule an orientation?');
  const steps = modal.getByRole('listitem');
  await expect(steps).toHaveText([
    'Submit Registration (done)',
    'Process Registration',
    'Orientation Ready',
    'Enrollment Complete',
  ]);
  await expect(modal.getByRole('button', { name: 'Schedule Orientation Now' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await modal.getByRole('button', { name: 'Schedule Orientation Later' }).click();
  await expect(page).toHaveURL(/\/registration-forms$/);

  // Stored once, at progressLevel 1, and the interest is enrolled.
  const stored = await registrationsOf(entry._uuid);
  expect(stored).toHaveLength(1);
  const [record] = stored;
  if (!record) throw new Error('no registration stored');
  createdRegistrations.push(record.id);
  expect(record).toMatchObject({
    status: 'Enrollment Submitted',
    progressLevel: 1,
    registerForIntercession: true,
    learningCenterId: site.id,
    firstName: entry.studentFirstName,
    lastName: entry.studentLastName,
  });
  const interest = (await readStored(entry.id)) as InterestEntry | null;
  expect(interest).toMatchObject({ status: 'Enrollment Submitted', enrollstatus: 'Yes' });

  // The list finds it as Intersession.
  await page.getByRole('searchbox', { name: 'Search' }).fill(marker);
  const row = page.getByTestId('staff-table-row').filter({ hasText: marker });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Intersession');
  await expect(row).toContainText('Enrollment Submitted');

  // The interest list's 'Transferred to Registration' toggle finds the interest.
  await page.goto('/interest-forms');
  await page.getByRole('searchbox', { name: 'Search' }).fill(marker);
  await page.getByRole('button', { name: 'Transferred to Registration' }).click();
  await expect(page.getByTestId('staff-table-row').filter({ hasText: marker })).toHaveCount(1);
});

test('a refused submit keeps the typed values and shows the banner; a reload keeps the draft', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInAsSeeded(page, 'contributor');
  await page.goto('/add-registration');
  // A cold first load of the staff app in a new browser context: its chunks may take a while.
  await expect(page.getByRole('heading', { level: 1, name: 'Add Registration Form' })).toBeVisible({
    timeout: 30_000,
  });
  const form = new StaffRegistrationPage(page);
  await form.field('Student First Name').fill('Nadia');
  await form.answer('Enrollment Type', 'Intersession');
  await page.reload();
  await expect(form.field('Student First Name')).toHaveValue('Nadia');
  await expect(form.radio('Enrollment Type', 'Intersession')).toBeChecked();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByText(REQUIRED_FIELDS).first()).toBeVisible();
  await expect(page.getByText('Please select a learning center.')).toBeVisible();
  await expect(form.field('Student First Name')).toHaveValue('Nadia');
  await expectNoSeriousA11yViolations(page);
  // The spec's red border (#d8302f, 2px) on a field the submit found missing.
  await expectRedBorder(form.field('Student Last Name'));
});

test('a User typing /add-registration is sent away by the guard', async ({ page }) => {
  await signInAsSeeded(page, 'user');
  await page.goto('/add-registration');
  // The guard sends a User to /admin-login, which sends a signed-in member on to the dashboard.
  await expect(page).toHaveURL(/\/(admin-login|dashboard)$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Add Registration Form' })).toHaveCount(0);
});
