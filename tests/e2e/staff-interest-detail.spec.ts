import { expect, type Page, test } from '@playwright/test';
import {
  auditRecordsOf,
  readStored,
  type StoredEntry,
  seedInterest,
  siteOfCharterMatching,
  transfersOf,
} from '../support/interest-write-fixtures.ts';
import { STAFF } from '../support/staff-auth.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { brandUrl } from './support/brand-host.ts';
import { rowOf } from './support/record-detail.ts';
import { screenshot } from './support/screenshots.ts';
import { signInAsSeeded } from './support/staff-session.ts';

/** A site of the Contributor's Flex High charter (the Contributor holds flex-high and holston). */
const flexHighSite = () => siteOfCharterMatching(STAFF.contributor, /flex/i);

async function openDetail(page: Page, entry: StoredEntry): Promise<void> {
  await signInAsSeeded(page, 'contributor');
  await page.goto(`/interest-forms/${entry.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Request Information' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Student Information' })).toContainText(
    entry.studentLastName,
  );
}

function statusRow(page: Page) {
  return rowOf(page, 'Status', 'Status');
}

test('a Contributor copies the enrollment link and adds a contact note: the entry needs a follow-up', async ({
  page,
  context,
  baseURL,
}) => {
  const entry = await seedInterest(await flexHighSite());
  await openDetail(page, entry);
  await expect(statusRow(page)).toHaveText('New Interest');
  await expect(page.getByText('No contact notes yet.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Copy Enrollment Link: the family's link in the clipboard, 'Copied!' for a second. It is at Flex
  // High's own address (its host), as the family's e-mails are, not at the staff site's.
  const origin = new URL(page.url()).origin;
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  await page.getByRole('button', { name: 'Copy Enrollment Link' }).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${brandUrl(baseURL, 'flexhigh')}/register-interest?uuid=${entry._uuid}`,
  );
  await expect(page.getByRole('button', { name: 'Copy Enrollment Link' })).toBeVisible({ timeout: 3000 });

  // Add Contact Note: the signed-in member's name and e-mail are filled in.
  await page.getByRole('button', { name: 'Add Contact Note' }).click();
  await expect(page).toHaveURL(/\/contactNote$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Add Contact Note' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue('Carmen Liu');
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(STAFF.contributor);
  await page.getByRole('button', { name: 'Add Note' }).click();
  await expect(page.getByText('This field is required.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('textbox', { name: 'Notes' }).fill('Called the parent; will call back on Friday.');
  await page.getByRole('button', { name: 'Add Note' }).click();
  await expect(page.getByTestId('notification-banner')).toHaveText('Note Added Successfully');

  await expect(page).toHaveURL(new RegExp(`/interest-forms/${entry.id}$`));
  const note = page.getByTestId('contact-notes').getByRole('listitem');
  await expect(note).toHaveCount(1);
  await expect(note).toContainText('Follow up Required');
  await expect(note).toContainText('Carmen Liu');
  await expect(note).toContainText('Called the parent; will call back on Friday.');
  await expect(note).toContainText(/\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} (AM|PM)/);
  await expect(statusRow(page)).toHaveText('Follow up Required');
  const stored = await readStored(entry.id);
  expect(stored?.status).toBe('Follow up Required');
  expect(stored?.lastContactDate).toBeTruthy();
});

test('a Contributor marks an entry Not Interested through the confirm dialog, and undoes it from the notification', async ({
  page,
}) => {
  const entry = await seedInterest(await flexHighSite());
  await openDetail(page, entry);
  await page.getByRole('button', { name: 'Not interested' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Not Interested?' });
  await expect(dialog).toContainText('Are you sure you want to mark this entry as Not Interested?');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Mark as Not Interested' }).click();
  await expect(page).toHaveURL(/\/interest-forms$/);
  // The list is there for a screen reader too: nothing of the closed dialog hides it.
  await expect(page.getByRole('heading', { level: 1, name: 'Interest Forms' })).toBeVisible();
  await expect(page.locator('body > [aria-hidden="true"]')).toHaveCount(0);
  await expect(page.getByRole('main')).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  const stored = await readStored(entry.id);
  expect(stored?.status).toBe('Not Interested');
  expect(stored?.InterestListStatus).toBe(true);
  expect(stored?.lastContactDate).toBeTruthy();

  // A mistaken click: the notification's Undo, reached by keyboard, puts the entry back as it was.
  const banner = page.getByTestId('notification-banner');
  await expect(banner).toContainText('The entry is marked Not Interested.');
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'interest', 'not-interested-undo-1280');
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(banner.getByRole('button', { name: 'Undo' })).toBeInViewport();
  await screenshot(page, 'interest', 'not-interested-undo-375');
  if (desktop) await page.setViewportSize(desktop);
  await banner.getByRole('button', { name: 'Undo' }).focus();
  await page.keyboard.press('Enter');
  await expect(banner).toHaveText('Not Interested is undone: the entry is New Interest again.');
  expect((await readStored(entry.id))?.status).toBe('New Interest');
  expect((await auditRecordsOf(entry.id)).map((record) => record.action).sort()).toEqual([
    'interest.markedNotInterested',
    'interest.notInterestedUndone',
  ]);

  // Declined again; recording why keeps the decline, and undoing it is its own action.
  await openDetail(page, entry);
  await page.getByRole('button', { name: 'Not interested' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Mark as Not Interested' }).click();
  await expect(page).toHaveURL(/\/interest-forms$/);
  await openDetail(page, entry);
  await page.getByRole('button', { name: 'Add Contact Note' }).click();
  await page.getByRole('textbox', { name: 'Notes' }).fill('The family chose another school.');
  await page.getByRole('button', { name: 'Add Note' }).click();
  await expect(page).toHaveURL(new RegExp(`/interest-forms/${entry.id}$`));
  await expect(statusRow(page)).toHaveText('Not Interested');
  // Undone after that contact, it is the entry the note would have made: Follow up Required.
  await page.getByRole('button', { name: 'Undo Not Interested' }).click();
  await expect(
    page.getByText('Not Interested is undone: the entry is Follow up Required again.'),
  ).toBeVisible();
  await expect(statusRow(page)).toHaveText('Follow up Required');
  expect((await readStored(entry.id))?.status).toBe('Follow up Required');
});

test('a Contributor transfers an entry to the registration form, which shows what was carried', async ({
  page,
}) => {
  const entry = await seedInterest(await flexHighSite());
  await openDetail(page, entry);
  await page.getByRole('button', { name: 'Transfer to Registration Form' }).click();
  await expect(page).toHaveURL(/\/add-registration\?transfer=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Add Registration Form' })).toBeVisible();
  const carried = page.getByRole('region', { name: 'Transferred from the interest entry' });
  await expect(carried).toContainText(`${entry.studentFirstName} ${entry.studentLastName}`);
  await expect(carried).toContainText(`${entry.parentFirstName} ${entry.parentLastName}`);
  await expect(carried).toContainText(entry.primaryEmail);
  await expect(carried).toContainText(entry.learningCenterName);
  await expectNoSeriousA11yViolations(page);
  expect(await transfersOf(entry.id)).toHaveLength(1);
});

test('a Contributor deletes an entry: it is gone, the audit log keeps who and when', async ({ page }) => {
  const entry = await seedInterest(await flexHighSite());
  await openDetail(page, entry);
  await page.getByTestId('detail-actions').getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete This Entry?' });
  await expect(dialog).toContainText('Are you sure you want to delete this interest form entry');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('main')).toBeFocused();
  await expect(page.locator('body > [aria-hidden="true"]')).toHaveCount(0);
  expect(await readStored(entry.id)).toBeNull();
  const audit = await auditRecordsOf(entry.id);
  expect(audit).toHaveLength(1);
  expect(audit[0]).toMatchObject({ action: 'interest.deleted', entryId: entry.id });
});
