// An Admin exports the secondary enrollments from /lelo-forms (Excel and ZIP of the filtered list)
// and one entry's PDF and signed agreement from /lelo-forms/{id}; the saved files hold the right
// entries; the screens pass axe.
import { randomUUID } from 'node:crypto';
import type { CourseOfferingRecord, LeloRegistrationRecord, OfferedCourse } from '@enroll/domain';
import { expect, test } from '@playwright/test';
import JSZip from 'jszip';
import { exportLogsOf, pdfTextsOf, recordsOf, worksheetOf } from '../support/exports.ts';
import { agreementBlobs, leloEntries, readLeloSession, readOffering } from '../support/lelo.ts';
import { storeLeloEntry } from '../support/lelo-exports.ts';
import { deleteStored } from '../support/local-stack.ts';
import { LANCASTER_ID } from '../support/seeded-sites.ts';
import { STAFF } from '../support/staff-auth.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { bytesOf, exportFile, exportWatchingJob } from './support/export-job.ts';
import { signInAsSeeded } from './support/staff-session.ts';

const SCREEN = 'Secondary Enrollments Admin Screen';
/** Letters only, unique per run: the last name of every seeded entry, which the search finds. */
const marker = `Lz${randomUUID()
  .replace(/[^a-f]/g, '')
  .slice(0, 10)}`;
const agreementPdf = Buffer.from(`%PDF-1.4 the signed agreement of ${marker}`);

let offering: CourseOfferingRecord;
let courses: OfferedCourse[];
let withAgreement: LeloRegistrationRecord;
let withoutAgreement: LeloRegistrationRecord;
let since: string;

test.beforeAll(async () => {
  since = new Date().toISOString();
  offering = await readOffering(LANCASTER_ID);
  courses = (offering.highSchoolDetails?.courses ?? []).slice(0, 2);
  const sessionName = (await readLeloSession()).name;
  const fileName = `${marker}_agreement.pdf`;
  await agreementBlobs.createIfNotExists();
  await agreementBlobs.getBlockBlobClient(`${sessionName}/${fileName}`).uploadData(agreementPdf);
  const place = { offering, courses, marker };
  withAgreement = await storeLeloEntry(place, {
    firstName: 'Ana',
    uploadedUrl: `master-agreements/${sessionName}/${fileName}`,
    fileName,
  });
  withoutAgreement = await storeLeloEntry(place, { firstName: 'Ben' });
});

test.afterAll(() => deleteStored(leloEntries, [withAgreement, withoutAgreement]));

test('an Admin exports Excel and ZIP of the filtered list, then the PDF and signed agreement of an entry', async ({
  page,
}) => {
  await signInAsSeeded(page, 'admin');
  await page.goto(`/lelo-forms?status=Signed&search=${marker}&startDate=&endDate=`);
  await expect(page.getByTestId('staff-table-row')).toHaveCount(2);

  const excel = await exportWatchingJob(page, 'Export to Excel', 2);
  expect(excel.suggestedFilename()).toBe('LeloForms_data.xlsx');
  const records = recordsOf(await worksheetOf(await bytesOf(excel), 'Lelo-Form'));
  expect(records.map((record) => record['Registration ID']).sort()).toEqual(
    [withAgreement._uuid, withoutAgreement._uuid].sort(),
  );
  expect(records[0]).toMatchObject({
    'Last Name': marker,
    'Course 1': courses[0]?.course_name,
    'Course 2': courses[1]?.course_name,
    Credits: courses.map((course) => course.credits).join(','),
  });

  // Counted by the entries with a stored agreement: one.
  const zipFile = await exportWatchingJob(page, 'Export Signed Agreements (ZIP)', 1);
  expect(zipFile.suggestedFilename()).toBe('LeloForms_data.zip');
  const zip = await JSZip.loadAsync(await bytesOf(zipFile));
  expect(Object.keys(zip.files).sort()).toEqual([withAgreement.fileName, 'not_included.txt'].sort());
  expect(Buffer.from((await zip.file(withAgreement.fileName as string)?.async('uint8array')) ?? [])).toEqual(
    agreementPdf,
  );
  expect(await zip.file('not_included.txt')?.async('string')).toContain(
    `Registration ID ${withoutAgreement._uuid} (Ben ${marker}): no signed agreement is stored`,
  );
  await expectNoSeriousA11yViolations(page);

  // Nothing matches: the exports say so and nothing is saved.
  await page.goto(`/lelo-forms?status=Inactive&search=${marker}&startDate=&endDate=`);
  await expect(page.getByText('No records found matching your search criteria')).toBeVisible();
  await page.getByRole('button', { name: 'Export to Excel' }).click();
  await expect(page.getByText('No data available to export with the current filters.')).toBeVisible();

  await page.goto(`/lelo-forms/${withAgreement.id}`);
  await expect(page.getByRole('heading', { name: `Ana ${marker}` })).toBeVisible();
  const pdf = await exportFile(page, 'Export to PDF');
  expect(pdf.suggestedFilename()).toBe(`Ana${marker}_LeloForm.pdf`);
  const texts = (await pdfTextsOf(await bytesOf(pdf))).join(' ');
  for (const expected of [
    'Registration ID',
    withAgreement._uuid,
    'Parent First Name',
    'County',
    'Master Agreement',
  ])
    expect(texts).toContain(expected);
  const agreement = await exportFile(page, 'Export Signed Agreement');
  expect(agreement.suggestedFilename()).toBe(withAgreement.fileName);
  expect(await bytesOf(agreement)).toEqual(agreementPdf);
  await expect(page.getByRole('button', { name: 'Regenerate Signed Agreement' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A signed entry whose PDF is not stored says so.
  await page.goto(`/lelo-forms/${withoutAgreement.id}`);
  await page.getByRole('button', { name: 'Export Signed Agreement' }).click();
  await expect(page.getByText('No signed agreement is stored for this entry yet.')).toBeVisible();

  // The log is written once each file has been sent: it may land a moment later.
  await expect
    .poll(async () =>
      (await exportLogsOf(STAFF.admin, since))
        .filter((log) => log.screen === SCREEN)
        .map((log) => `${log.exportType} ${log.exportStatus} ${log.recordCount}`)
        .sort(),
    )
    .toEqual(
      ['excel success 2', 'pdf success 1', 'signed_agreement LeloPdf success 1', 'zip success 1'].sort(),
    );
});
