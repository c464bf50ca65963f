import { expect, type Page, test } from '@playwright/test';
import { auditRecordsOf, charterIdsOf } from '../support/interest-write-fixtures.ts';
import { readLeloEntry } from '../support/lelo.ts';
import { insertSignedEntry } from '../support/lelo-signed-entry.ts';
import { STAFF } from '../support/staff-auth.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { signInAsSeeded } from './support/staff-session.ts';

/** The width the browser decoded an image at: 0 until (and unless) it loaded. */
function loadedWidth(page: Page, name: string) {
  return () => page.getByRole('img', { name }).evaluate((image) => (image as HTMLImageElement).naturalWidth);
}

test('a Contributor opens a signed entry, sees its signatures, edits the phone and marks it Inactive', async ({
  page,
}) => {
  const [charterId = ''] = await charterIdsOf(STAFF.contributor);
  const { entry } = await insertSignedEntry({ charterId, firstName: 'Sofia' });
  await signInAsSeeded(page, 'contributor');
  await page.goto(`/lelo-forms/${entry.id}`);

  await expect(page.getByRole('heading', { level: 1, name: `Sofia ${entry.lastName}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Selected Learning Center' })).toContainText(entry._uuid);
  await expect(page.getByRole('region', { name: 'Registration for Classes' })).toContainText('English 9A');
  // The images come through the staff API (charter-scoped), decoded at the canvas' size.
  await expect.poll(loadedWidth(page, 'Student signature')).toBe(300);
  await expect.poll(loadedWidth(page, 'Parent/guardian signature')).toBe(320);
  await expectNoSeriousA11yViolations(page);

  // Edit: a signed entry's names are locked; the phone changes.
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/editLeloForm/${entry.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Lelo Form' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^First Name/ })).toBeDisabled();
  // The address takes the family form's choices: the state by name (stored as its code), and for
  // California one of its counties.
  await expect(page.getByRole('combobox', { name: /^State/ })).toHaveValue('CA');
  await expect(page.getByRole('combobox', { name: /County of Residence/ })).toHaveValue('Los Angeles');
  await page.getByRole('combobox', { name: /County of Residence/ }).selectOption('Kern');
  const phone = page.getByRole('textbox', { name: /^Phone Number/ });
  await phone.fill('66155');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(
    page.getByText('Please provide a valid phone number in the format XXX-XXX-XXXX.'),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await phone.fill('6615550199');
  await expect(phone).toHaveValue('661-555-0199');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/lelo-forms/${entry.id}$`));
  await expect(page.getByRole('region', { name: 'Student Information' })).toContainText('661-555-0199');
  expect(await readLeloEntry(entry.id)).toMatchObject({
    studentPrimaryPhone: '661-555-0199',
    state: 'CA',
    country: 'Kern',
  });

  // Inactive: the confirmation, then the list; the entry is stored Inactive with its agreement kept.
  await page.getByRole('button', { name: 'Inactive', exact: true }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText('Inactive?', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Are you sure you want to mark this entry as Inactive?')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Mark as Inactive' }).click();
  await expect(page).toHaveURL(/\/lelo-forms$/);
  // The list is there for a screen reader: the closed dialog leaves nothing hidden, focus on the page.
  await expect(page.getByRole('main')).toBeFocused();
  await expect(page.locator('body > [aria-hidden="true"]')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  const stored = await readLeloEntry(entry.id);
  expect(stored).toMatchObject({ status: 'Inactive', signedAt: entry.signedAt });

  await page.goto(`/lelo-forms/${entry.id}`);
  await expect(page.getByRole('region', { name: 'Selected Learning Center' })).toContainText('Inactive');
  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Inactive', exact: true })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // Undo Inactive: the entry is Signed again, both moves in the audit trail.
  await page.getByRole('button', { name: 'Undo Inactive' }).click();
  await expect(page.getByTestId('notification-banner')).toHaveText(
    'Inactive is undone: the entry is Signed again.',
  );
  await expect(page.getByRole('region', { name: 'Selected Learning Center' })).toContainText('Signed');
  await expect(page.getByRole('button', { name: 'Inactive', exact: true })).toBeVisible();
  expect((await readLeloEntry(entry.id))?.status).toBe('Signed');
  expect((await auditRecordsOf(entry.id)).map((record) => record.action).sort()).toEqual([
    'lelo.inactiveUndone',
    'lelo.markedInactive',
  ]);
});

test('a User reads an entry of their charter with its signatures but has no Edit or Inactive', async ({
  page,
}) => {
  const [charterId = ''] = await charterIdsOf(STAFF.user);
  const { entry } = await insertSignedEntry({ charterId, selfAdult: true, firstName: 'Marco' });
  await signInAsSeeded(page, 'user');
  await page.goto(`/lelo-forms/${entry.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Marco ${entry.lastName}` })).toBeVisible();
  await expect.poll(loadedWidth(page, 'Student signature')).toBe(300);
  await expect(page.getByRole('img', { name: 'Parent/guardian signature' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Inactive', exact: true })).toHaveCount(0);
  // A User exports (the spec gates no export by role) but cannot regenerate the agreement.
  await expect(page.getByRole('button', { name: 'Regenerate Signed Agreement' })).toHaveCount(0);
  const pdf = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to PDF' }).click();
  expect((await pdf).suggestedFilename()).toBe(`Marco${entry.lastName}_LeloForm.pdf`);
  await expectNoSeriousA11yViolations(page);
});
