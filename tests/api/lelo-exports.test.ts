// The secondary enrollment exports: GET /api/optimizeLeloAPI
// (LeloForms_data.xlsx, sheet 'Lelo-Form'), GET /api/optimizeLeloAPI/zip (LeloForms_data.zip of the
// stored signed agreements), both written by export jobs, and under /api/leloRegistration/staff/{id}: GET pdf
// ('{first}{last}_LeloForm.pdf'), GET signed-agreement and POST regenerate-agreement: their contents,
// the list's filters and charter scope, the roles, the empty and failure answers, the export log.
import { randomUUID } from 'node:crypto';
import {
  type CourseOfferingRecord,
  type ExportJobStarted,
  type LeloRegistrationRecord,
  type OfferedCourse,
  PRE_REGISTRATION_EMPTY_FIELDS,
} from '@enroll/domain';
import JSZip from 'jszip';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { SELF_ADULT_FIELDS } from '../../functions/test-support/lelo-fixtures.ts';
import {
  exportCall,
  exportThroughJob,
  finishedExportJob,
  headersOf,
  recordsOf,
  successfulExportLog,
  waitForExportLogs,
  worksheetOf,
} from '../support/exports.ts';
import { charterIdsOf } from '../support/interest-write-fixtures.ts';
import {
  agreementBlobs,
  inspectPdfPage,
  pdfTexts,
  readLeloEntry,
  readLeloSession,
  readOffering,
  signatureBlobs,
  waitForSignedAgreement,
} from '../support/lelo.ts';
import { storeLeloEntry } from '../support/lelo-exports.ts';
import { LANCASTER_ID } from '../support/seeded-sites.ts';
import { callAs, STAFF, upsertStaffSeed } from '../support/staff-auth.ts';

const SCREEN = 'Secondary Enrollments Admin Screen';
/** Letters only: the list's search matches it in the last name. */
const marker = `lx${randomUUID()
  .replace(/[^a-f]/g, '')
  .slice(0, 10)}`;
/** Every date (both sent empty), the Signed view, this run's entries. */
const SIGNED = `status=Signed&search=${marker}&startDate=&endDate=`;

let offering: CourseOfferingRecord;
let courses: OfferedCourse[];
let sessionName = '';
let minor: LeloRegistrationRecord;
let adult: LeloRegistrationRecord;
let formula: LeloRegistrationRecord;
let otherCharter: LeloRegistrationRecord;
let active: LeloRegistrationRecord;
let missingSignature: LeloRegistrationRecord;
let brokenSignature: LeloRegistrationRecord;
const minorPdf = Buffer.from(`%PDF-1.4 the signed agreement of ${marker}`);

const store = (overrides: Partial<LeloRegistrationRecord>) =>
  storeLeloEntry({ offering, courses, marker }, overrides);

const excel = (who: string, query: string) => exportThroughJob(who, `/api/optimizeLeloAPI?${query}`);
const zipCall = (who: string, query: string) => exportThroughJob(who, `/api/optimizeLeloAPI/zip?${query}`);
const pdfCall = (who: string, id: string) => exportCall(who, `/api/leloRegistration/staff/${id}/pdf`);
const agreementCall = (who: string, id: string) =>
  exportCall(who, `/api/leloRegistration/staff/${id}/signed-agreement`);
const regenerate = (who: string, id: string) =>
  callAs(who, `/api/leloRegistration/staff/${id}/regenerate-agreement`, { method: 'POST', body: {} });
const sheetOf = async (response: Response) => worksheetOf(await response.arrayBuffer(), 'Lelo-Form');
const uuidsOf = (records: Record<string, unknown>[]) =>
  records.map((record) => record['Registration ID']).sort();

beforeAll(async () => {
  await upsertStaffSeed();
  offering = await readOffering(LANCASTER_ID);
  courses = (offering.highSchoolDetails?.courses ?? []).slice(0, 2);
  expect(courses).toHaveLength(2);
  expect(await charterIdsOf(STAFF.admin)).toContain(offering.charter_id);
  sessionName = (await readLeloSession()).name;
  await agreementBlobs.createIfNotExists();
  const minorFile = `${marker}_minor.pdf`;
  await agreementBlobs.getBlockBlobClient(`${sessionName}/${minorFile}`).uploadData(minorPdf);
  minor = await store({
    firstName: 'Ana',
    uploadedUrl: `master-agreements/${sessionName}/${minorFile}`,
    fileName: minorFile,
  });
  // Its stored PDF is gone: the ZIP skips it and says so.
  adult = await store({
    ...SELF_ADULT_FIELDS,
    firstName: 'Ben',
    birthDate: '2000-01-01',
    uploadedUrl: `master-agreements/${sessionName}/${marker}_gone.pdf`,
    fileName: `${marker}_gone.pdf`,
  });
  formula = await store({
    firstName: '=1+2',
    courses: [courses[0] as OfferedCourse],
    selectedCourseAgreements: ['5'],
  });
  otherCharter = await store({ firstName: 'Oto', charter_id: `charter-of-nobody-${marker}` });
  active = await store({
    ...PRE_REGISTRATION_EMPTY_FIELDS,
    status: 'Active',
    firstName: 'Ava',
    studentSignatureBlob: null,
    parentSignatureBlob: null,
    signedAt: null,
  });
  missingSignature = await store({
    status: 'Inactive',
    firstName: 'Bea',
    studentSignatureBlob: `lelo-signatures/${randomUUID()}/missing.png`,
  });
  // A stored signature that is no PNG: the PDF cannot draw it.
  const unreadable = `${randomUUID()}/unreadable.png`;
  await signatureBlobs.getBlockBlobClient(unreadable).uploadData(Buffer.from('not a png'));
  brokenSignature = await store({
    status: 'Inactive',
    firstName: 'Cal',
    studentSignatureBlob: `lelo-signatures/${unreadable}`,
  });
}, 60_000);

describe('GET /api/optimizeLeloAPI (LeloForms_data.xlsx)', () => {
  it("exports the filtered list of the caller's charters under readable headers: Course 1..4, credits joined, formula-safe", async () => {
    const since = new Date().toISOString();
    const response = await excel(STAFF.admin, `${SIGNED}&page=3&pageSize=1`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Disposition')).toContain('filename="LeloForms_data.xlsx"');
    expect(response.headers.get('X-Record-Count')).toBe('3');
    const sheet = await sheetOf(response);
    const headers = headersOf(sheet);
    expect(headers.slice(0, 4)).toEqual(['Registration ID', 'Submit Date', 'Status', 'Session']);
    expect(headers).toEqual(
      expect.arrayContaining(['Parent First Name', 'County', 'District', 'Course 1', 'Course 4', 'Credits']),
    );
    expect(headers.indexOf('Course 4') - headers.indexOf('Course 1')).toBe(3);
    // Headed as people read them: no stored field names such as _uuid, pgFirstName or course1.
    expect(headers.filter((header) => /^_|^pg[A-Z]|^course\d|[a-z][A-Z]/.test(header))).toEqual([]);
    const records = recordsOf(sheet);
    // Paging parameters are ignored; the other charter's entry and the Active one are not in the view.
    expect(uuidsOf(records)).toEqual([minor._uuid, adult._uuid, formula._uuid].sort());
    const row = records.find((record) => record['Registration ID'] === minor._uuid);
    expect(row).toMatchObject({
      'First Name': 'Ana',
      'Last Name': marker,
      Status: 'Signed',
      'Birth Date': '03/15/2010',
      County: 'Los Angeles',
      'Course 1': courses[0]?.course_name,
      'Course 2': courses[1]?.course_name,
      Credits: courses.map((course) => course.credits).join(','),
      'Signed Agreement File': minor.fileName,
    });
    expect(row?.['Course 3'] ?? null).toBeNull();
    expect(records.find((record) => record['Registration ID'] === formula._uuid)?.['First Name']).toBe(
      "'=1+2",
    );
    const logs = await waitForExportLogs(STAFF.admin, since, 1);
    expect(logs).toEqual([
      expect.objectContaining(successfulExportLog('LeloForms_data.xlsx', SCREEN, 'excel', 3)),
    ]);
  });

  it('a Super Admin exports every charter; a User may export; the Active view is its own', async () => {
    const all = recordsOf(await sheetOf(await excel(STAFF.superAdmin, SIGNED)));
    expect(uuidsOf(all)).toEqual([minor._uuid, adult._uuid, formula._uuid, otherCharter._uuid].sort());
    const byUser = await excel(STAFF.user, `status=Active&search=${marker}&startDate=&endDate=`);
    expect(byUser.status).toBe(200);
    expect(uuidsOf(recordsOf(await sheetOf(byUser)))).toEqual([active._uuid]);
  });

  it("nothing matching is 404 'export.empty' and is not logged; bad filters are 400; anonymous is refused", async () => {
    const since = new Date().toISOString();
    const empty = await excel(STAFF.admin, `status=Signed&search=zz${marker}&startDate=&endDate=`);
    expect(empty.status).toBe(404);
    expect(await empty.json()).toMatchObject({ code: 'export.empty' });
    const bad = await excel(STAFF.admin, 'status=Signed&startDate=2026-01-01');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain(
      'Please select both start and end dates or leave both empty.',
    );
    expect((await callAs(null, `/api/optimizeLeloAPI?${SIGNED}`)).status).toBe(401);
    expect(await waitForExportLogs(STAFF.admin, since, 0)).toEqual([]);
  });
});

describe('GET /api/optimizeLeloAPI/zip (LeloForms_data.zip)', () => {
  it('holds the stored agreements; an unreadable PDF is skipped and listed, as are entries without one', async () => {
    const since = new Date().toISOString();
    const started = await exportCall(STAFF.admin, `/api/optimizeLeloAPI/zip?${SIGNED}`);
    expect(started.status).toBe(202);
    const { jobId } = (await started.json()) as ExportJobStarted;
    // Counted by the two entries with a stored agreement; one of them could not be read.
    expect(await finishedExportJob(STAFF.admin, jobId)).toMatchObject({
      kind: 'lelo-zip',
      status: 'done',
      fileName: 'LeloForms_data.zip',
      recordCount: 2,
      recordsDone: 1,
      downloadUrl: `/api/exports/${jobId}/file`,
    });
    const response = await exportCall(STAFF.admin, `/api/exports/${jobId}/file`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/zip');
    expect(response.headers.get('Content-Disposition')).toContain('filename="LeloForms_data.zip"');
    expect(response.headers.get('X-Record-Count')).toBe('1');
    const zip = await JSZip.loadAsync(await response.arrayBuffer());
    expect(Object.keys(zip.files).sort()).toEqual([minor.fileName, 'not_included.txt'].sort());
    expect(Buffer.from((await zip.file(minor.fileName as string)?.async('uint8array')) ?? [])).toEqual(
      minorPdf,
    );
    const listed = (await zip.file('not_included.txt')?.async('string')) ?? '';
    expect(listed).toContain(
      `Registration ID ${adult._uuid} (Ben ${marker}): the stored PDF ${adult.fileName} could not be read`,
    );
    expect(listed).toContain(
      `Registration ID ${formula._uuid} (=1+2 ${marker}): no signed agreement is stored`,
    );
    expect(listed).not.toContain(otherCharter._uuid);
    const logs = await waitForExportLogs(STAFF.admin, since, 1);
    expect(logs).toEqual([
      expect.objectContaining(successfulExportLog('LeloForms_data.zip', SCREEN, 'zip', 1)),
    ]);
  });

  it("no stored agreement among the filtered entries is 404 'export.empty'; a User may export", async () => {
    const since = new Date().toISOString();
    const empty = await zipCall(STAFF.superAdmin, `status=Active&search=${marker}&startDate=&endDate=`);
    expect(empty.status).toBe(404);
    expect(await empty.json()).toMatchObject({ code: 'export.empty' });
    const byUser = await zipCall(STAFF.user, SIGNED);
    expect(byUser.status).toBe(200);
    await byUser.arrayBuffer();
    // The User's export is logged when its job ends (before the next test counts its own rows).
    expect(await waitForExportLogs(STAFF.user, since, 1)).toEqual([
      expect.objectContaining({ exportType: 'zip', exportStatus: 'success', fileName: 'LeloForms_data.zip' }),
    ]);
  });
});

describe("GET /api/leloRegistration/staff/{id}/pdf ('{first}{last}_LeloForm.pdf')", () => {
  it('prints the sections by the spec: Parent labels, County, Registration ID, signatures 50 by 20 mm', async () => {
    const since = new Date().toISOString();
    const response = await pdfCall(STAFF.user, minor.id);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Disposition')).toContain(`filename="Ana${marker}_LeloForm.pdf"`);
    const doc = await PDFDocument.load(new Uint8Array(await response.arrayBuffer()));
    // US Letter, like every staff PDF.
    for (const page of doc.getPages()) expect(page.getSize()).toEqual({ width: 612, height: 792 });
    const text = pdfTexts(doc).join(' ');
    for (const expected of [
      `Secondary Enrollment Form of Ana ${marker}`,
      'Selected Learning Center',
      'Registration ID',
      minor._uuid,
      'Parent Information',
      'Parent First Name',
      'Physical Address',
      'County',
      'Los Angeles',
      'Registration for Classes',
      courses[0]?.course_name ?? '',
      'Master Agreement',
      'Student Signature',
      '05-04-2026',
    ])
      expect(text).toContain(expected);
    // The mailing address is the physical one: its empty section is left out.
    expect(text).not.toContain('Mailing Address');
    expect(text).not.toMatch(/\bpg[A-Z]/);
    const images = doc.getPages().flatMap((_page, index) => inspectPdfPage(doc, index).images);
    expect(images).toHaveLength(2);
    for (const image of images) {
      expect(image.width).toBeCloseTo((50 * 72) / 25.4, 1);
      expect(image.height).toBeCloseTo((20 * 72) / 25.4, 1);
    }
    const logs = await waitForExportLogs(STAFF.user, since, 1);
    expect(logs).toEqual([
      expect.objectContaining({ exportType: 'pdf', screen: SCREEN, exportStatus: 'success', recordCount: 1 }),
    ]);
  });

  it('an Active entry leaves out its empty Parent, Physical Address and Master Agreement sections', async () => {
    const response = await pdfCall(STAFF.admin, active.id);
    expect(response.status).toBe(200);
    const text = pdfTexts(await PDFDocument.load(new Uint8Array(await response.arrayBuffer()))).join(' ');
    expect(text).toContain('Student Information');
    expect(text).toContain('Registration for Classes');
    for (const absent of ['Parent Information', 'Physical Address', 'Mailing Address', 'Master Agreement'])
      expect(text).not.toContain(absent);
  });

  it("another charter's entry is 404 for an Admin and readable by a Super Admin", async () => {
    expect((await pdfCall(STAFF.admin, otherCharter.id)).status).toBe(404);
    expect((await pdfCall(STAFF.admin, randomUUID())).status).toBe(404);
    expect((await pdfCall(STAFF.superAdmin, otherCharter.id)).status).toBe(200);
  });

  it('a signature whose image is gone leaves its box empty: the PDF is still made and logged', async () => {
    const since = new Date().toISOString();
    const response = await pdfCall(STAFF.admin, missingSignature.id);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Disposition')).toContain(`filename="Bea${marker}_LeloForm.pdf"`);
    const doc = await PDFDocument.load(new Uint8Array(await response.arrayBuffer()));
    const text = pdfTexts(doc).join(' ');
    for (const expected of ['Master Agreement', 'Student Signature', 'Parent Signature', `Ana ${marker}`])
      expect(text).toContain(expected);
    // Only the parent's signature is drawn.
    const images = doc.getPages().flatMap((_page, index) => inspectPdfPage(doc, index).images);
    expect(images).toHaveLength(1);
    const logs = await waitForExportLogs(STAFF.admin, since, 1);
    expect(logs).toEqual([
      expect.objectContaining({ exportType: 'pdf', screen: SCREEN, exportStatus: 'success', recordCount: 1 }),
    ]);
  });

  it('a signature stored as no image that decodes is left out like a missing one, not a failed export', async () => {
    const since = new Date().toISOString();
    const response = await pdfCall(STAFF.admin, brokenSignature.id);
    expect(response.status).toBe(200);
    const doc = await PDFDocument.load(new Uint8Array(await response.arrayBuffer()));
    expect(pdfTexts(doc).join(' ')).toContain('Student Signature');
    // The parent's signature is drawn; the student's box stays empty.
    const images = doc.getPages().flatMap((_page, index) => inspectPdfPage(doc, index).images);
    expect(images).toHaveLength(1);
    const logs = await waitForExportLogs(STAFF.admin, since, 1);
    expect(logs).toEqual([
      expect.objectContaining({ exportType: 'pdf', screen: SCREEN, exportStatus: 'success', recordCount: 1 }),
    ]);
  });
});

describe('Export Signed Agreement (GET /api/leloRegistration/staff/{id}/signed-agreement)', () => {
  it('downloads the stored PDF under its stored name and logs it', async () => {
    const since = new Date().toISOString();
    const response = await agreementCall(STAFF.user, minor.id);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(response.headers.get('Content-Disposition')).toContain(`filename="${minor.fileName}"`);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(minorPdf);
    const logs = await waitForExportLogs(STAFF.user, since, 1);
    expect(logs).toEqual([
      expect.objectContaining({
        exportType: 'signed_agreement LeloPdf',
        screen: SCREEN,
        exportStatus: 'success',
        recordCount: 1,
        fileName: minor.fileName,
      }),
    ]);
  });

  it('a missing agreement says so; another charter is 404 like an unknown id', async () => {
    for (const entry of [formula, adult]) {
      const response = await agreementCall(STAFF.admin, entry.id);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({
        code: 'leloExport.agreementMissing',
        message: 'No signed agreement is stored for this entry yet.',
      });
    }
    const other = await agreementCall(STAFF.admin, otherCharter.id);
    expect(other.status).toBe(404);
    expect(await other.json()).not.toMatchObject({ code: 'leloExport.agreementMissing' });
  });
});

describe('Regenerate Signed Agreement (POST /api/leloRegistration/staff/{id}/regenerate-agreement)', () => {
  it('re-runs the signed agreement job: a new file, uploadedUrl and agreementGeneratedAt', async () => {
    const entry = await store({ firstName: 'Rae' });
    expect((await regenerate(STAFF.user, entry.id)).status).toBe(403);
    // The Contributor passes the level but not the scope: Lancaster's charter is not theirs.
    expect(await charterIdsOf(STAFF.contributor)).not.toContain(offering.charter_id);
    expect((await regenerate(STAFF.contributor, entry.id)).status).toBe(404);
    const first = await regenerate(STAFF.admin, entry.id);
    expect(first.status).toBe(202);
    const built = await waitForSignedAgreement(entry.id);
    expect(built.agreementGeneratedAt).not.toBeNull();
    const again = await regenerate(STAFF.admin, entry.id);
    expect(again.status).toBe(202);
    const deadline = Date.now() + 20_000;
    let rebuilt = await readLeloEntry(entry.id);
    while (rebuilt?.uploadedUrl === built.uploadedUrl && Date.now() < deadline) {
      await new Promise((done) => setTimeout(done, 300));
      rebuilt = await readLeloEntry(entry.id);
    }
    expect(rebuilt?.uploadedUrl).toMatch(/^master-agreements\//);
    expect(rebuilt?.uploadedUrl).not.toBe(built.uploadedUrl);
    expect(Date.parse(rebuilt?.agreementGeneratedAt ?? '')).toBeGreaterThan(
      Date.parse(built.agreementGeneratedAt ?? ''),
    );
    // The new file is what Export Signed Agreement now downloads.
    const download = await agreementCall(STAFF.admin, entry.id);
    expect(download.headers.get('Content-Disposition')).toContain(`filename="${rebuilt?.fileName}"`);
  }, 60_000);

  it("an Active entry has nothing to regenerate (409); another charter's entry is 404", async () => {
    const response = await regenerate(STAFF.admin, active.id);
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ code: 'leloExport.notSigned' });
    expect((await regenerate(STAFF.admin, otherCharter.id)).status).toBe(404);
    expect((await regenerate(STAFF.superAdmin, otherCharter.id)).status).toBe(202);
  });
});
