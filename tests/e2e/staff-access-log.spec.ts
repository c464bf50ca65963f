import type { InterestEntry } from '@enroll/domain';
import { expect, type Page, test } from '@playwright/test';
import { recordsOf, worksheetOf } from '../support/exports.ts';
import { charterIdsOf, letterMarker, seedInterest, siteOf } from '../support/interest-write-fixtures.ts';
import { STAFF } from '../support/staff-auth.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { bytesOf, exportWatchingJob } from './support/export-job.ts';
import { screenshot } from './support/screenshots.ts';
import { expectNoHorizontalScroll } from './support/side-scroll.ts';
import { signInAsSeeded } from './support/staff-session.ts';

let entry: InterestEntry;

test.beforeAll(async () => {
  const [charterId = ''] = await charterIdsOf(STAFF.admin);
  entry = await seedInterest(await siteOf(charterId), {}, letterMarker());
});

async function searchLog(page: Page, filters: { record?: string; person?: string; kind?: string }) {
  await page.getByLabel('Record ID').fill(filters.record ?? '');
  await page.getByLabel('Person').fill(filters.person ?? '');
  await page.getByLabel('What').selectOption(filters.kind ?? '');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

test('an Admin sees who opened and exported a record, filters the log and exports it to Excel', async ({
  page,
}) => {
  await signInAsSeeded(page, 'admin');
  await page.goto(`/interest-forms/${entry.id}`);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to PDF' }).click();
  await download;
  // The record's own section lists the export beside the openings (each written beside its answer;
  // every reload is one more opening).
  const seen = page.getByTestId('record-access').getByRole('listitem');
  await expect(async () => {
    await page.reload();
    await expect(seen.filter({ hasText: 'Exported' })).toHaveCount(1, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(seen.filter({ hasText: 'Opened' }).first()).toContainText(STAFF.admin);
  await expect(seen.filter({ hasText: 'Exported' })).toContainText(STAFF.admin);

  await page.getByTestId('sidebar-setup').getByRole('link', { name: 'Access and Export Log' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Access and Export Log' })).toBeVisible();
  await searchLog(page, { record: entry.id });
  await expect(page).toHaveURL(new RegExp(`record=${entry.id}`));
  const rows = page.getByTestId('staff-table-row');
  // The openings of the record's page (each reload is one) and the export, newest first.
  await expect(rows.first()).toContainText('Opened');
  await expect(rows.filter({ hasText: 'Exported' }).filter({ hasText: '.pdf' })).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'access-log', '1280');

  await searchLog(page, { record: entry.id, kind: 'export' });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Exported');
  await expect(rows.first()).toContainText('Interest record');
  await searchLog(page, { record: entry.id, person: 'nobody-here@' });
  await expect(page.getByText('No entries match your search')).toBeVisible();

  // Reload keeps the filters; the export gives the rows the screen shows.
  await searchLog(page, { record: entry.id, kind: 'export' });
  await page.reload();
  await expect(page.getByLabel('What')).toHaveValue('export');
  await expect(rows).toHaveCount(1);
  const file = await exportWatchingJob(page, 'Export to Excel', 1);
  expect(file.suggestedFilename()).toBe('access_and_export_log.xlsx');
  const sheet = await worksheetOf(await bytesOf(file), 'Access and export log');
  expect(recordsOf(sheet)).toEqual([
    expect.objectContaining({
      Person: STAFF.admin,
      What: 'Exported',
      'Record Type': 'Interest',
      Records: 1,
      'Record IDs': entry.id,
      'Export Status': 'success',
    }),
  ]);

  // A click on a one-record line opens the record.
  await rows
    .first()
    .getByRole('link', { name: `Interest record ${entry.id}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/interest-forms/${entry.id}$`));

  await page.goBack();
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('heading', { level: 1, name: 'Access and Export Log' })).toBeVisible();
  await expect(page.getByText('Interest record').first()).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'access-log', '375');
});

test('a Contributor is kept out of the log and told why', async ({ page }) => {
  await signInAsSeeded(page, 'contributor');
  await page.goto('/access-log');
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(
    page.getByText('That page is for Admins and Super Admins, so you were brought here instead.'),
  ).toBeVisible();
  await expect(
    page.getByTestId('sidebar-setup').getByRole('link', { name: 'Access and Export Log' }),
  ).toHaveCount(0);
});
