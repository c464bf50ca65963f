import type { RegistrationRecord } from '@enroll/domain';
import { type Download, expect, test } from '@playwright/test';
import { recordsOf, worksheetOf } from '../support/exports.ts';
import { charterIdsOf, letterMarker, siteOf } from '../support/interest-write-fixtures.ts';
import { deleteRegistrations, seedRegistration } from '../support/registration-fixtures.ts';
import { STAFF } from '../support/staff-auth.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { bytesOf, exportWatchingJob } from './support/export-job.ts';
import { screenshot } from './support/screenshots.ts';
import { staffListOf } from './support/staff-list-screen.ts';
import { signInAsSeeded } from './support/staff-session.ts';

/**
 * A list export as a coordinator lives it: the export runs on the server as a job, the button shows
 * how many records are written, the file is saved, and My exports offers it again for a day.
 */

const MARKER = `Zj${letterMarker()}`;
const LAST_NAME = `Reg${MARKER}`;
const seeded: RegistrationRecord[] = [];

test.beforeAll(async () => {
  const [charter] = await charterIdsOf(STAFF.user);
  if (!charter) throw new Error('the User has no charter');
  const site = await siteOf(charter);
  for (const firstName of ['Ana', 'Bea']) {
    seeded.push(await seedRegistration(site, MARKER, {}, { firstName }));
  }
});

test.afterAll(() => deleteRegistrations(seeded));

const { openList } = staffListOf({
  path: '/registration-forms',
  heading: 'Registration Forms',
  search: MARKER,
  lastName: LAST_NAME,
});

async function firstNamesOf(download: Download): Promise<unknown[]> {
  const sheet = await worksheetOf(await bytesOf(download), 'Registration-Data');
  return recordsOf(sheet)
    .map((record) => record['First Name'])
    .sort();
}

for (const width of [1280, 375]) {
  test(`at ${width} px an Admin watches the export job, gets the file, and finds it again in My exports`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAsSeeded(page, 'admin');
    await openList(page);
    // A table at 1280 px, cards at 375: the seeded names either way.
    for (const first of ['Ana', 'Bea']) {
      await expect(page.getByText(`${first} ${LAST_NAME}`, { exact: true }).first()).toBeVisible();
    }

    const file = await exportWatchingJob(page, 'Export to Excel', 2, () =>
      screenshot(page, 'export-jobs', `progress-${width}`),
    );
    expect(file.suggestedFilename()).toBe('registration_data.xlsx');
    expect(await firstNamesOf(file)).toEqual(['Ana', 'Bea']);

    await page.getByRole('button', { name: 'My exports' }).click();
    const dialog = page.getByRole('dialog', { name: 'My exports' });
    const newest = dialog.getByRole('table', { name: 'My exports' }).getByRole('row').nth(1);
    await expect(newest.getByRole('cell')).toHaveText([
      /^registration_data\.xlsx\d\d\/\d\d\/\d{4} \d{1,2}:\d\d [AP]M$/,
      'Ready2 records',
      'Download',
    ]);
    await screenshot(page, 'export-jobs', `my-exports-${width}`);
    await expectNoSeriousA11yViolations(page);
    const again = page.waitForEvent('download');
    await newest.getByRole('button', { name: /^Download registration_data\.xlsx/ }).click();
    expect(await firstNamesOf(await again)).toEqual(['Ana', 'Bea']);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });
}

test('a reload while the export runs picks the same job up and still saves its file', async ({ page }) => {
  await signInAsSeeded(page, 'admin');
  await openList(page);
  let started = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/registration/export')) started += 1;
  });
  const file = await exportWatchingJob(page, 'Export to Excel', 2, async () => {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Registration Forms' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Exporting 2 of 2 records…' })).toBeVisible();
  });
  expect(await firstNamesOf(file)).toEqual(['Ana', 'Bea']);
  expect(started).toBe(1);
});
