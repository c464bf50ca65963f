import { randomInt, randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { birthDateYearsAgo } from '../support/dates.ts';
import { LANCASTER_ID } from '../support/seeded-sites.ts';
import { InterestPage } from './pages/interest-page.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { atBothWidths } from './support/public-states.ts';
import { screenshot } from './support/screenshots.ts';
import { expectNoHorizontalScroll } from './support/side-scroll.ts';
import { signInAsSeeded } from './support/staff-session.ts';

// Two public submits, the flagging job after them, then the review: minutes on a loaded two-core machine.
test.setTimeout(240_000);

/** Letters only (a name field takes no digits): this run's own student, found by it. */
const TAG = randomUUID()
  .replaceAll('-', '')
  .slice(0, 8)
  .replace(/\d/g, (digit) => 'ghijklmnop'[Number(digit)] ?? 'q');
const LAST_NAME = `Dupont${TAG}`;

/** The family submits the interest form for its student, the first name (and phone) written as given. */
async function submitInterest(
  page: Page,
  firstName: string,
  email: string,
  { lastName = LAST_NAME, phone = '6615550177' }: { lastName?: string; phone?: string } = {},
): Promise<void> {
  await page.goto(`/interest?site=${LANCASTER_ID}`);
  const form = new InterestPage(page);
  await expect(page.getByRole('heading', { name: 'Student Information', level: 1 })).toBeVisible();
  await form.fill({
    firstName,
    lastName,
    birthDate: birthDateYearsAgo(14),
    parent: { relationship: 'Parent', firstName: 'Lucia', lastName },
    email,
    phone,
    zip: '93534',
  });
  await form.submit.click();
  await expect(page.getByTestId('interest-confirmation')).toBeVisible();
}

/** The count of open sets the sidebar's link says in its name (0 when it shows none). */
async function sidebarCount(page: Page): Promise<number> {
  const link = page
    .getByRole('navigation', { name: 'Staff menu' })
    .getByRole('link', { name: /^Possible duplicates/ });
  const name = await link.evaluate((element) => element.textContent ?? '');
  return Number(/, (\d+) sets?$/.exec(name)?.[1] ?? 0);
}

/** The sets listed on /duplicates (every charter the Admin sees): the cards headed by their records' names. */
function listedSets(page: Page) {
  return page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) });
}

/** Signed in, the Admin opens /duplicates until the set of `lastName` is listed (flagged a moment after the write). */
async function awaitListedSet(page: Page, lastName: string) {
  const set = listedSets(page).filter({ hasText: lastName });
  await expect(async () => {
    await page.goto('/duplicates');
    await expect(page.getByRole('heading', { level: 1, name: 'Possible duplicates' })).toBeVisible();
    await expect(set).toHaveCount(1, { timeout: 5_000 });
  }).toPass({ timeout: 90_000 });
  return set;
}

test('a family submits twice; a coordinator compares the two and marks them not duplicates', async ({
  page,
}) => {
  // Two devices, one student: the second time the name is typed in capitals.
  const email = `e2e.duplicates.${TAG}@example.com`;
  await submitInterest(page, 'Marisol', email);
  await submitInterest(page, 'MARISOL', email);

  // The Admin of Sierra Valley sees Lancaster's entries. The set appears once the check after the second
  // write has run: the list is read again until it is there.
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAsSeeded(page, 'admin');
  const ours = await awaitListedSet(page, LAST_NAME);
  await expect(ours).toContainText(`Marisol ${LAST_NAME}`);
  await expect(ours).toContainText(`MARISOL ${LAST_NAME}`);
  // One pair, of the strongest rule (the records in the order of their ids).
  await expect(ours.getByRole('list', { name: 'Why flagged' })).toHaveText(
    new RegExp(
      `^Strong(Marisol|MARISOL) ${LAST_NAME} and (Marisol|MARISOL) ${LAST_NAME}: Same student: same first name, last name and birth date\\.$`,
    ),
  );
  // Other specs flag their own records meanwhile: the badge is checked against the list it counts (one
  // query), not against a number of this spec's.
  await expect.poll(() => sidebarCount(page)).toBeGreaterThanOrEqual(1);
  expect(await sidebarCount(page)).toBe(await listedSets(page).count());
  await atBothWidths(page, async () => {
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'dup', `list-${page.viewportSize()?.width}`);
  });

  // Side by side: the first name differs (marked in words, not by colour alone); the birth date does not.
  await ours.getByRole('link', { name: /^Open the set of / }).click();
  await expect(page).toHaveURL(/\/duplicates\/interest\/[\w-]+$/);
  const table = page.getByRole('table', { name: 'Records side by side' });
  await expect(table.getByRole('columnheader')).toHaveCount(3);
  const firstName = table.getByRole('row').filter({ hasText: 'Student first name' });
  await expect(firstName).toContainText('differs');
  await expect(firstName).toHaveAttribute('data-differs', 'true');
  await expect(firstName).toContainText('Marisol');
  await expect(firstName).toContainText('MARISOL');
  const birthDate = table.getByRole('row').filter({ hasText: 'Birth date' });
  await expect(birthDate).toHaveAttribute('data-differs', 'false');
  await expect(birthDate).not.toContainText('differs');
  await expect(
    table.getByRole('link', { name: `Open the Interest of MARISOL ${LAST_NAME}`, exact: true }),
  ).toHaveAttribute('href', /^\/interest-forms\/[\w-]+$/);
  await atBothWidths(page, async () => {
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'dup', `set-${page.viewportSize()?.width}`);
  });

  // 'Not duplicates': both records chosen; the reason is required.
  await page.getByRole('button', { name: 'Not duplicates' }).click();
  const dialog = page.getByRole('dialog', { name: 'Not duplicates' });
  await expect(dialog.getByRole('checkbox')).toHaveCount(2);
  for (const box of await dialog.getByRole('checkbox').all()) await expect(box).toBeChecked();
  await dialog.getByRole('button', { name: 'Mark as not duplicates' }).click();
  await expect(dialog.getByText('Please say why these records are not duplicates.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'dup', 'dialog-1280');
  await dialog
    .getByRole('textbox', { name: /^Reason/ })
    .fill('Twins: Marisol and her sister, born the same day.');
  await dialog.getByRole('button', { name: 'Mark as not duplicates' }).click();

  // Back on the list: the set is gone, and the badge counts what is left.
  await expect(page).toHaveURL('/duplicates');
  await expect(page.getByTestId('notification-banner')).toHaveText('Marked as not duplicates.');
  await expect(page.getByRole('heading', { level: 1, name: 'Possible duplicates' })).toBeVisible();
  await expect(ours).toHaveCount(0);
  await expect.poll(async () => (await sidebarCount(page)) === (await listedSets(page).count())).toBe(true);
});

test('a coordinator merges the two, keeping the second phone; the merged one is read-only; the Admin undoes it', async ({
  page,
}) => {
  const lastName = `Merge${TAG}`;
  const email = `e2e.duplicates.merge.${TAG}@example.com`;
  // This run's own phones: a phone and birth date shared with the other test's family would join the sets.
  const phoneOf = () => `6615${String(randomInt(1_000_000)).padStart(6, '0')}`;
  const newPhone = phoneOf();
  await submitInterest(page, 'Marisol', email, { lastName, phone: phoneOf() });
  // The second time the family gives its new phone.
  await submitInterest(page, 'MARISOL', email, { lastName, phone: newPhone });

  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAsSeeded(page, 'admin');
  const ours = await awaitListedSet(page, lastName);
  await ours.getByRole('link', { name: /^Open the set of / }).click();
  const table = page.getByRole('table', { name: 'Records side by side' });
  const survivorPath = await table
    .getByRole('link', { name: `Open the Interest of Marisol ${lastName}`, exact: true })
    .getAttribute('href');
  const mergedPath = await table
    .getByRole('link', { name: `Open the Interest of MARISOL ${lastName}`, exact: true })
    .getAttribute('href');
  if (!survivorPath || !mergedPath) throw new Error('The records are not linked');

  // The first record stays; of the second it keeps the phone.
  await page.getByRole('button', { name: 'Merge…' }).click();
  const stays = page.getByRole('radiogroup', { name: 'Record that stays' });
  await stays.getByRole('radio', { name: `Interest · Marisol ${lastName}`, exact: true }).check();
  const phone = page.getByRole('radiogroup', { name: /^Parent phone/ });
  await expect(phone).toContainText('differs');
  // The phone shows as the family's form wrote it, (661) 5xx-xxxx: its last four digits find it.
  const newLast4 = newPhone.slice(-4);
  await phone
    .getByRole('radio', { name: new RegExp(`${newLast4} \\(Interest · MARISOL ${lastName}\\)$`) })
    .check();
  await atBothWidths(page, async () => {
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'merge', `form-${page.viewportSize()?.width}`);
  });
  await page.getByRole('button', { name: 'Review the merge' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Merge records' });
  await expect(confirm).toContainText(`1 record will be merged into the Interest · Marisol ${lastName}.`);
  await expect(confirm).toContainText(new RegExp(`Parent phone: .*${newLast4}`));
  await atBothWidths(page, async () => {
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'merge', `confirm-${page.viewportSize()?.width}`);
  });
  await confirm.getByRole('button', { name: 'Merge', exact: true }).click();

  // The set leaves the list; the merge is listed, linked to the record that stayed.
  await expect(page).toHaveURL('/duplicates');
  await expect(page.getByTestId('notification-banner')).toHaveText('Records merged.');
  await expect(ours).toHaveCount(0);
  const merges = page.getByRole('region', { name: 'Recent merges' });
  const merge = merges.getByRole('listitem').filter({ has: page.locator(`a[href="${survivorPath}"]`) });
  await expect(merge).toHaveCount(1);
  await expect(merge).toContainText('Merged by');
  await atBothWidths(page, async () => {
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'merge', `list-${page.viewportSize()?.width}`);
  });

  // The merged record says where it went and offers no edit; the survivor holds the kept phone.
  await page.goto(mergedPath);
  const banner = page.getByTestId('merged-into');
  await expect(banner).toContainText('This record was merged into Interest on');
  await expect(banner.getByRole('link', { name: 'Open the Interest' })).toHaveAttribute('href', survivorPath);
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await atBothWidths(page, async () => {
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'merge', `merged-record-${page.viewportSize()?.width}`);
  });
  await banner.getByRole('link', { name: 'Open the Interest' }).click();
  await expect(page).toHaveURL(survivorPath);
  await expect(page.getByRole('main')).toContainText(`${newPhone.slice(3, 6)}-${newLast4}`);
  await expect(page.getByTestId('merged-into')).toHaveCount(0);

  // The Admin undoes the merge: the set is flagged again.
  await page.goto('/duplicates');
  await merge.getByRole('button', { name: 'Undo merge' }).click();
  const undo = page.getByRole('alertdialog', { name: 'Undo this merge?' });
  await expect(undo).toContainText('can be edited again');
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'merge', 'undo-1280');
  await undo.getByRole('button', { name: 'Undo merge' }).click();
  await expect(page.getByTestId('notification-banner')).toHaveText('Merge undone.');
  await expect(merge).toHaveCount(0);
  await awaitListedSet(page, lastName);
  await page.goto(mergedPath);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('merged-into')).toHaveCount(0);
});
