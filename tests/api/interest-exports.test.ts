import { randomUUID } from 'node:crypto';
import type { InterestEntry, Site } from '@enroll/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { birthDateYearsAgo } from '../support/dates.ts';
import {
  exportCall,
  exportLogsOf,
  exportThroughJob,
  interestPdfLinesWithMailing,
  pdfTextsOf,
  recordsOf,
  waitForExportLogs,
  worksheetOf,
} from '../support/exports.ts';
import {
  ADULT_WITHOUT_PARENT,
  letterMarker,
  PO_BOX_MAILING,
  seedInterest,
} from '../support/interest-write-fixtures.ts';
import { adminAndOtherSites } from '../support/staff-api.ts';
import { callAs, STAFF, upsertStaffSeed } from '../support/staff-auth.ts';

/**
 * The interest exports: POST /api/enrollment/export (interest_data.xlsx) and
 * GET /api/enrollment/{id}/pdf, their contents, the charter scope and the export log.
 */

const SCREEN = 'Interest Forms Admin Screen';

const marker = letterMarker();
let sierraSite: Site;
let otherSite: Site;
let minor: InterestEntry;
let adult: InterestEntry;
let formula: InterestEntry;
let otherCharter: InterestEntry;

/** Stores an entry as the staff list finds it (with its list keys); every one carries the marker. */
function seed(site: Site, overrides: Partial<InterestEntry>): Promise<InterestEntry> {
  return seedInterest(site, { primaryEmail: `export.${marker}@example.com`, ...overrides }, marker);
}

/** The export started, its job awaited, its file downloaded (a raw call, so the body is read as bytes). */
const listExport = (who: string, body: unknown) => exportThroughJob(who, '/api/enrollment/export', body);
const pdfCall = (who: string, id: string) => exportCall(who, `/api/enrollment/${id}/pdf`);
const workbookOf = async (response: Response) => worksheetOf(await response.arrayBuffer(), 'Interest-Form');

beforeAll(async () => {
  await upsertStaffSeed();
  ({ sierraSite, otherSite } = await adminAndOtherSites());
  minor = await seed(sierraSite, {
    studentFirstName: 'Ana',
    studentLastName: `Minor${marker}`,
    birthDate: birthDateYearsAgo(15),
    ...PO_BOX_MAILING,
  });
  adult = await seed(sierraSite, {
    studentFirstName: 'Bea',
    studentLastName: `Adult${marker}`,
    birthDate: birthDateYearsAgo(30),
    ...ADULT_WITHOUT_PARENT,
  });
  formula = await seed(sierraSite, {
    studentFirstName: '=HYPERLINK("x")',
    studentLastName: `Formula${marker}`,
  });
  otherCharter = await seed(otherSite, { studentFirstName: 'Cy', studentLastName: `Other${marker}` });
});

describe('POST /api/enrollment/export', () => {
  it('writes interest_data.xlsx of every matching entry for a Super Admin, and logs the export', async () => {
    const since = new Date().toISOString();
    const response = await listExport(STAFF.superAdmin, { search: marker });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers.get('content-disposition')).toContain('filename="interest_data.xlsx"');
    expect(response.headers.get('x-record-count')).toBe('4');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const sheet = await workbookOf(response);
    expect((sheet.getRow(1).values as unknown[]).slice(1, 8)).toEqual([
      'Submit Date',
      'Status',
      'Last Contact Date',
      'Student First Name',
      'Student Last Name',
      'Birth Date',
      'Age',
    ]);
    const records = recordsOf(sheet);
    expect(records.map((record) => record['Registration ID']).sort()).toEqual(
      [minor, adult, formula, otherCharter].map((entry) => entry._uuid).sort(),
    );
    const known = records.find((record) => record['Registration ID'] === minor._uuid);
    const [year, month, day] = minor.birthDate.split('-');
    expect(known).toMatchObject({
      Status: 'New Interest',
      'Student First Name': 'Ana',
      'Student Last Name': `Minor${marker}`,
      'Birth Date': `${month}/${day}/${year}`,
      Age: 15,
      Email: `export.${marker}@example.com`,
      'Mailing Street 1': 'PO Box 7',
      'Learning Center': sierraSite.name,
    });
    expect(String(known?.['Submit Date'])).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    // Formula injection: the name is stored as typed and exported as text.
    const injected = records.find((record) => record['Registration ID'] === formula._uuid);
    expect(injected?.['Student First Name']).toBe(`'=HYPERLINK("x")`);
    expect(sheet.getCell(`D${records.indexOf(injected ?? {}) + 2}`).formula).toBeUndefined();

    const logs = await waitForExportLogs(STAFF.superAdmin, since, 1);
    expect(logs).toEqual([
      expect.objectContaining({
        fileName: 'interest_data.xlsx',
        recordCount: 4,
        screen: SCREEN,
        exportType: 'excel',
        exportStatus: 'success',
        azure_id: STAFF.superAdmin,
        user_name: expect.any(String),
      }),
    ]);
    expect(logs[0]?.user_name).not.toBe('');
  });

  it("keeps an Admin to their charters: another charter's entries are absent", async () => {
    const response = await listExport(STAFF.admin, { search: marker });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-record-count')).toBe('3');
    const ids = recordsOf(await workbookOf(response)).map((record) => record['Registration ID']);
    expect(ids).toHaveLength(3);
    expect(ids).not.toContain(otherCharter._uuid);
  });

  it('follows the list filters: over 18 keeps only the adult', async () => {
    const response = await listExport(STAFF.admin, { search: marker, filter: 'over18' });
    expect(recordsOf(await workbookOf(response)).map((record) => record['Registration ID'])).toEqual([
      adult._uuid,
    ]);
  });

  it("answers 'No data available for export.' when nothing matches, and records nothing", async () => {
    const since = new Date().toISOString();
    const response = await listExport(STAFF.user, { search: `nothing${marker}` });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({
      message: 'No data available for export.',
      code: 'export.empty',
    });
    await new Promise((done) => setTimeout(done, 300));
    expect(await exportLogsOf(STAFF.user, since)).toEqual([]);
  });

  it('refuses filters outside the schema with 400 and an anonymous caller with 401', async () => {
    expect((await listExport(STAFF.admin, { filter: 'everything' })).status).toBe(400);
    const anonymous = await callAs(null, '/api/enrollment/export', { method: 'POST', body: {} });
    expect(anonymous.status).toBe(401);
  });
});

describe('GET /api/enrollment/{id}/pdf', () => {
  it('gives the PDF of a minor with another mailing address, every section, and logs it', async () => {
    const since = new Date().toISOString();
    const response = await pdfCall(STAFF.admin, minor.id);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain(
      `filename="Ana Minor${marker}_InterestForm.pdf"`,
    );
    const texts = await pdfTextsOf(await response.arrayBuffer());
    expect(texts).toContain(`Enrollment Interest Form of Ana Minor${marker}`);
    for (const line of interestPdfLinesWithMailing(minor._uuid)) expect(texts).toContain(line);
    const logs = await waitForExportLogs(STAFF.admin, since, 1);
    expect(logs).toEqual([
      expect.objectContaining({
        fileName: `Ana Minor${marker}_InterestForm.pdf`,
        recordCount: 1,
        screen: SCREEN,
        exportType: 'pdf',
        exportStatus: 'success',
      }),
    ]);
  });

  it('leaves out Parent Information for an adult and Mailing Address when it is the same', async () => {
    const texts = await pdfTextsOf(await (await pdfCall(STAFF.user, adult.id)).arrayBuffer());
    expect(texts).toContain(`Enrollment Interest Form of Bea Adult${marker}`);
    expect(texts).toContain('Physical Address');
    expect(texts).not.toContain('Parent Information');
    expect(texts).not.toContain('Mailing Address');
  });

  it("answers 404 for another charter's entry, an unknown id and a malformed id", async () => {
    expect((await pdfCall(STAFF.admin, otherCharter.id)).status).toBe(404);
    expect((await pdfCall(STAFF.admin, randomUUID())).status).toBe(404);
    expect((await pdfCall(STAFF.admin, 'not an id!')).status).toBe(404);
    expect((await pdfCall(STAFF.superAdmin, otherCharter.id)).status).toBe(200);
  });
});
