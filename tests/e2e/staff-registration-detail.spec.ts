import type { Site } from '@enroll/domain';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { charterIdsOf, letterMarker, siteOf, siteOfNobody } from '../support/interest-write-fixtures.ts';
import {
  readRegistration,
  registrations,
  type StoredRegistrationDocument,
  seedRegistration,
} from '../support/registration-fixtures.ts';
import { STAFF } from '../support/staff-auth.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { rowOf } from './support/record-detail.ts';
import { screenshot } from './support/screenshots.ts';
import { expectNoHorizontalScroll } from './support/side-scroll.ts';
import { type StaffKey, signInAsSeeded } from './support/staff-session.ts';

const PHONE_INVALID = 'Please provide a valid phone number in the following format XXX-XXX-XXXX';
const CONFLICT = 'This registration was changed by someone else. Please reload it and try again.';

/** A site of the User's Sierra Valley charter, which the Admin holds too. */
async function sharedSite(): Promise<Site> {
  const [charterId] = await charterIdsOf(STAFF.user);
  if (!charterId) throw new Error('the User has no charter');
  return siteOf(charterId);
}

/**
 * A registration the admin edit form accepts as stored: that form also requires parent 2's education
 * and live-with-parent-2 (the admin edit marks them red), which the public wizard's
 * record leaves empty.
 */
async function openDetail(page: Page, who: StaffKey, record: StoredRegistrationDocument): Promise<void> {
  await signInAsSeeded(page, who);
  await page.goto(`/registration-forms/${record.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Enrollment Registration Form' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Student Information' })).toContainText(record.lastName);
}

/** An Admin opens a new registration in Edit Form; answers the registration and its Student Phone field. */
async function openEditForm(page: Page): Promise<{ record: StoredRegistrationDocument; phone: Locator }> {
  const record = await seedRegistration(
    await sharedSite(),
    letterMarker(),
    {},
    { pg2HighestLevelOfEducation: 'High School Graduate', liveWithPg2: 'no' },
  );
  await openDetail(page, 'admin', record);
  await page.getByRole('button', { name: 'Edit Form' }).click();
  return { record, phone: page.getByRole('textbox', { name: /Student Phone/ }) };
}

test('an Admin sees the sections and the progress of a registration; Process Registration opens at the match and Close writes nothing', async ({
  page,
}) => {
  const record = await seedRegistration(await sharedSite(), letterMarker(), {
    progressLevel: 1,
    programs: { fiveZeroFour: true, iep: 'unchecked' },
    generalRegistrationNotes: 'Called the family on Monday.',
  });
  await openDetail(page, 'admin', record);
  await expect(page.getByRole('link', { name: 'Go Back' })).toHaveAttribute('href', '/registration-forms');
  await expect(rowOf(page, 'Learning Center Information', 'Learning Center')).toHaveText(
    record.learningCenterName,
  );
  await expect(rowOf(page, 'Learning Center Information', 'Enrollment Type')).toHaveText('Regular');
  await expect(rowOf(page, 'Registration Notes', 'Registration Notes')).toHaveText(
    'Called the family on Monday.',
  );
  await expect(rowOf(page, 'Special Programs', '504')).toHaveText('Yes');
  await expect(rowOf(page, 'Special Programs', 'IEP')).toHaveText('Not reviewed');
  await expect(rowOf(page, 'Student Information', 'Birth Date')).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
  await expect(rowOf(page, 'Parent 2 Information', 'First Name')).toHaveText(record.pg2FirstName);
  await expect(page.getByRole('region', { name: 'Mailing Address' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Emergency Contacts' })).toBeVisible();

  const progress = page.getByRole('list', { name: 'Registration progress' });
  await expect(progress.getByRole('listitem')).toHaveCount(4);
  await expect(progress.locator('[aria-current="step"]')).toContainText('Process Registration');

  const actions = page.getByTestId('detail-actions');
  await expect(actions.getByRole('button')).toHaveText([
    'Edit Form',
    'Process Registration',
    'Export to PDF',
  ]);
  await expectNoSeriousA11yViolations(page);

  await actions.getByRole('button', { name: 'Process Registration' }).click();
  const dialog = page.getByRole('dialog', { name: 'Process Registration' });
  await expect(dialog.locator('[aria-current="step"]')).toContainText('Student Match Check');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  expect((await readRegistration(record.id))?._etag).toBe(record._etag);

  // The record of disclosures: opened again, the page lists the Admin's own reads of it.
  await expect(async () => {
    await page.reload();
    const reads = page.getByRole('list', { name: 'Staff reads of this record' });
    await expect(reads.getByRole('listitem').filter({ hasText: STAFF.admin }).first()).toContainText(
      'Opened · Registration detail',
      { timeout: 5_000 },
    );
  }).toPass({ timeout: 30_000 });
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('heading', { name: 'Who Has Seen This Record' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await screenshot(page, 'registration', 'who-has-seen-375');
});

test('an Admin edits a registration: a bad phone shows the message, a good one saves with the banner', async ({
  page,
}) => {
  const { record, phone } = await openEditForm(page);
  await expect(phone).toHaveValue(record.studentPrimaryPhone);
  await expect(page.getByRole('button', { name: 'Cancel Edit' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await phone.fill('555-01');
  await page.getByRole('button', { name: 'Submit Changes' }).click();
  await expect(page.getByText(PHONE_INVALID).first()).toBeVisible();
  // The refused form (red borders, messages) is accessible too.
  await expectNoSeriousA11yViolations(page);
  expect((await readRegistration(record.id))?.studentPrimaryPhone).toBe(record.studentPrimaryPhone);

  await phone.fill('661-555-0199');
  await page.getByRole('button', { name: 'Submit Changes' }).click();
  await expect(page.getByTestId('notification-banner')).toHaveText('Registration has been updated');
  await expect(page.getByRole('button', { name: 'Submit Changes' })).toHaveCount(0);
  await expect(rowOf(page, 'Student Information', 'Phone')).toHaveText('661-555-0199');
  expect((await readRegistration(record.id))?.studentPrimaryPhone).toBe('661-555-0199');
});

test('Cancel Edit saves nothing; a stale save shows the conflict and keeps what was typed', async ({
  page,
}) => {
  const { record, phone } = await openEditForm(page);
  await phone.fill('661-555-0142');
  await page.getByRole('button', { name: 'Cancel Edit' }).click();
  await expect(rowOf(page, 'Student Information', 'Phone')).toHaveText(record.studentPrimaryPhone);
  expect((await readRegistration(record.id))?._etag).toBe(record._etag);

  await page.getByRole('button', { name: 'Edit Form' }).click();
  await phone.fill('661-555-0143');
  // Someone else saves the registration behind the page.
  const stored = await readRegistration(record.id);
  if (!stored) throw new Error('registration gone');
  await registrations.item(record.id, record.id).replace({ ...stored, middleName: 'Changed' });
  await page.getByRole('button', { name: 'Submit Changes' }).click();
  await expect(page.getByRole('alert').filter({ hasText: CONFLICT }).first()).toBeVisible();
  await expect(phone).toHaveValue('661-555-0143');
  const after = await readRegistration(record.id);
  expect(after?.studentPrimaryPhone).toBe(record.studentPrimaryPhone);
  expect(after?.middleName).toBe('Changed');
});

test('a User reads a registration without Edit Form and exports its PDF', async ({ page }) => {
  const record = await seedRegistration(await sharedSite(), letterMarker());
  await openDetail(page, 'user', record);
  const actions = page.getByTestId('detail-actions');
  await expect(actions.getByRole('button', { name: 'Export to PDF' })).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Edit Form' })).toHaveCount(0);

  const download = page.waitForEvent('download');
  await actions.getByRole('button', { name: 'Export to PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${record.firstName} ${record.lastName}_RegistrationForm.pdf`);
  const path = await file.path();
  expect(path).toBeTruthy();
});

test("another charter's registration shows the not-found state", async ({ page }) => {
  const record = await seedRegistration(await siteOfNobody(), letterMarker());
  await signInAsSeeded(page, 'admin');
  await page.goto(`/registration-forms/${record.id}`);
  await expect(page.getByRole('alert')).toHaveText('No data available for this entry.');
  await expect(page.getByText(record.lastName)).toHaveCount(0);
});

test('at 375 px the summary and the edit form have no horizontal scroll', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const record = await seedRegistration(await sharedSite(), letterMarker());
  await openDetail(page, 'admin', record);
  await expectNoHorizontalScroll(page);
  await page.getByRole('button', { name: 'Edit Form' }).click();
  await expect(page.getByRole('button', { name: 'Submit Changes' })).toBeVisible();
  await expectNoHorizontalScroll(page);
});
