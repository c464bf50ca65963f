import type { ExportLogEntry, InterestEntry, Site } from '@enroll/domain';
import { type Download, expect, type Locator, type Page, test } from '@playwright/test';
import { birthDateYearsAgo } from '../support/dates.ts';
import {
  exportLogsOf,
  interestPdfLinesWithMailing,
  pdfTextsOf,
  recordsOf,
  worksheetOf,
} from '../support/exports.ts';
import {
  ADULT_WITHOUT_PARENT,
  charterIdsOf,
  interests,
  letterMarker,
  PO_BOX_MAILING,
  seedInterest,
  siteOf,
} from '../support/interest-write-fixtures.ts';
import { deleteStored } from '../support/local-stack.ts';
import { STAFF } from '../support/staff-auth.ts';
import { bytesOf, exportFile, exportWatchingJob } from './support/export-job.ts';
import { signInAsSeeded } from './support/staff-session.ts';

const SCREEN = 'Interest Forms Admin Screen';
const ADMIN_NAME = 'Adrian Mendoza';

/** Letters only, unique per run: every seeded last name is it, and the search finds them by it. */
const MARKER = `Zx${letterMarker()}`;
const seeded: InterestEntry[] = [];
let sierra: Site;
let minor: InterestEntry;
let adult: InterestEntry;
let flexHigh: InterestEntry;
/** When this run started: the export log records of the run are the Admin's from then on. */
let since: string;

async function seed(site: Site, first: string, overrides: Partial<InterestEntry>): Promise<InterestEntry> {
  const entry = await seedInterest(
    site,
    {
      studentFirstName: first,
      studentLastName: MARKER,
      primaryEmail: `${first.toLowerCase()}.${MARKER.toLowerCase()}@example.com`,
      ...overrides,
    },
    MARKER.toLowerCase(),
  );
  seeded.push(entry);
  return entry;
}

/** The first site of one of `email`'s charters whose name matches `name`. */
async function siteNamed(email: string, name: RegExp): Promise<Site> {
  for (const charterId of await charterIdsOf(email)) {
    const site = await siteOf(charterId);
    if (name.test(site.charter.name)) return site;
  }
  throw new Error(`${email} has no charter matching ${name}`);
}

test.beforeAll(async () => {
  since = new Date().toISOString();
  sierra = await siteNamed(STAFF.admin, /sierra/i);
  minor = await seed(sierra, 'Ana', {
    birthDate: birthDateYearsAgo(15),
    age: 15,
    ...PO_BOX_MAILING,
  });
  adult = await seed(sierra, 'Bea', {
    birthDate: birthDateYearsAgo(30),
    age: 30,
    ...ADULT_WITHOUT_PARENT,
  });
  // Flex High is the Contributor's charter, not the Admin's: never in the Admin's file.
  flexHigh = await seed(await siteNamed(STAFF.contributor, /flex/i), 'Cy', {
    birthDate: birthDateYearsAgo(16),
  });
});

test.afterAll(() => deleteStored(interests, seeded));

function rows(page: Page): Locator {
  return page.getByTestId('staff-table-row');
}

async function search(page: Page, text: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search' }).fill(text);
  await expect(page).toHaveURL(new RegExp(`search=${text}`));
}

async function sheetOf(download: Download) {
  return worksheetOf(await bytesOf(download), 'Interest-Form');
}

async function pdfTextsOfDownload(download: Download): Promise<string[]> {
  return pdfTextsOf(await bytesOf(download));
}

/** The Admin's export log records of this run on this screen (other specs export elsewhere meanwhile). */
async function exportLogsOfRun(): Promise<ExportLogEntry[]> {
  return (await exportLogsOf(STAFF.admin, since)).filter((log) => log.screen === SCREEN);
}

test('an Admin exports the list to Excel and two entries to PDF; every file is in the export log', async ({
  page,
}) => {
  await signInAsSeeded(page, 'admin');
  await page.goto('/interest-forms');
  await expect(page.getByRole('heading', { level: 1, name: 'Interest Forms' })).toBeVisible();
  await search(page, MARKER);
  // The Flex High entry is another charter's: the list shows the two Sierra Valley ones.
  await expect(rows(page)).toHaveCount(2);
  await expect(page.getByText('2 Record(s)')).toBeVisible();

  const excel = await exportWatchingJob(page, 'Export to Excel', 2);
  expect(excel.suggestedFilename()).toBe('interest_data.xlsx');
  const sheet = await sheetOf(excel);
  expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
    'Submit Date',
    'Status',
    'Last Contact Date',
    'Student First Name',
    'Student Last Name',
    'Birth Date',
    'Age',
    'Grade',
    'Parent Relationship',
    'Parent First Name',
    'Parent Last Name',
    'Email',
    'Phone',
    'Street 1',
    'Street 2',
    'City',
    'State/Region',
    'Country',
    'ZIP',
    'Mailing Street 1',
    'Mailing Street 2',
    'Mailing City',
    'Mailing State/Region',
    'Mailing Country',
    'Mailing ZIP',
    'Learning Center',
    'Charter',
    'Registration ID',
    'Campaign',
    'Duplicate set',
    'Merged into',
  ]);
  const records = recordsOf(sheet);
  expect(records.map((record) => record['Registration ID']).sort()).toEqual(
    [minor._uuid, adult._uuid].sort(),
  );
  expect(records.map((record) => record['Registration ID'])).not.toContain(flexHigh._uuid);
  const [year, month, day] = minor.birthDate.split('-');
  expect(records.find((record) => record['Registration ID'] === minor._uuid)).toMatchObject({
    Status: 'New Interest',
    'Student First Name': 'Ana',
    'Student Last Name': MARKER,
    'Birth Date': `${month}/${day}/${year}`,
    Age: 15,
    'Parent First Name': 'Rosa',
    'Parent Last Name': 'Reyes',
    Email: minor.primaryEmail,
    'Mailing Street 1': 'PO Box 7',
    'Mailing ZIP': '93534',
    'Learning Center': sierra.name,
  });

  // Nothing matches: the list says so, and the export answers 'No data available for export.' (the
  // button stays enabled; the server decides, from the same scoped query as the list).
  await search(page, `${MARKER}nothing`);
  await expect(page.getByText('No entries match your search')).toBeVisible();
  await expect(page.getByText('0 Record(s)')).toBeVisible();
  let emptyDownloads = 0;
  const countDownload = () => {
    emptyDownloads += 1;
  };
  page.on('download', countDownload);
  const excelButton = page.getByRole('button', { name: 'Export to Excel' });
  await excelButton.click();
  await expect(page.getByTestId('notification-banner')).toHaveText('No data available for export.');
  await expect(excelButton).toBeEnabled();
  page.off('download', countDownload);
  expect(emptyDownloads).toBe(0);

  // The minor's detail (a row click, as staff open it): the PDF with parent and mailing address.
  await search(page, MARKER);
  await rows(page)
    .filter({ hasText: `Ana ${MARKER}` })
    .getByRole('button', { name: `Ana ${MARKER}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/interest-forms/${minor.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Request Information' })).toBeVisible();
  const minorPdf = await exportFile(page, 'Export to PDF');
  expect(minorPdf.suggestedFilename()).toBe(`Ana ${MARKER}_InterestForm.pdf`);
  const minorTexts = await pdfTextsOfDownload(minorPdf);
  expect(minorTexts).toContain(`Enrollment Interest Form of Ana ${MARKER}`);
  for (const line of interestPdfLinesWithMailing(minor._uuid)) expect(minorTexts).toContain(line);

  // The adult's PDF: no Parent Information, and no Mailing Address (it is the same).
  await page.goto(`/interest-forms/${adult.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Request Information' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export to PDF' })).toBeEnabled();
  const adultPdf = await exportFile(page, 'Export to PDF');
  expect(adultPdf.suggestedFilename()).toBe(`Bea ${MARKER}_InterestForm.pdf`);
  const adultTexts = await pdfTextsOfDownload(adultPdf);
  expect(adultTexts).toContain(`Enrollment Interest Form of Bea ${MARKER}`);
  expect(adultTexts).toContain('Physical Address');
  expect(adultTexts).not.toContain('Parent Information');
  expect(adultTexts).not.toContain('Mailing Address');

  // The export log: one success record per file of this run on this screen (the empty export gave no
  // file and no record). The log is written once the body has been sent, so it may land a moment later.
  await expect
    .poll(async () => (await exportLogsOfRun()).length, { timeout: 10_000 })
    .toBeGreaterThanOrEqual(3);
  const logs = await exportLogsOfRun();
  const admin = { user_name: ADMIN_NAME, azure_id: STAFF.admin, screen: SCREEN, exportStatus: 'success' };
  expect(logs).toHaveLength(3);
  expect(logs).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        ...admin,
        fileName: 'interest_data.xlsx',
        exportType: 'excel',
        recordCount: 2,
      }),
      expect.objectContaining({
        ...admin,
        fileName: `Ana ${MARKER}_InterestForm.pdf`,
        exportType: 'pdf',
        recordCount: 1,
      }),
      expect.objectContaining({
        ...admin,
        fileName: `Bea ${MARKER}_InterestForm.pdf`,
        exportType: 'pdf',
        recordCount: 1,
      }),
    ]),
  );
});
