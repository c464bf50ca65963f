import { randomUUID } from 'node:crypto';
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

/** The family submits the interest form for its student, the first name written as given. */
async function submitInterest(page: Page, firstName: string, email: string): Promise<void> {
  await page.goto(`/interest?site=${LANCASTER_ID}`);
  const form = new InterestPage(page);
  await expect(page.getByRole('heading', { name: 'Student Information', level: 1 })).toBeVisible();
  await form.fill({
    firstName,
    lastName: LAST_NAME,
    birthDate: birthDateYearsAgo(14),
    parent: { relationship: 'Parent', firstName: 'Lucia', lastName: LAST_NAME },
    email,
    phone: '6615550177',
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
  const ours = listedSets(page).filter({ hasText: LAST_NAME });
  await expect(async () => {
    await page.goto('/duplicates');
    await expect(page.getByRole('heading', { level: 1, name: 'Possible duplicates' })).toBeVisible();
    await expect(ours).toHaveCount(1, { timeout: 5_000 });
  }).toPass({ timeout: 90_000 });
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
