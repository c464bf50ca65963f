import { randomUUID } from 'node:crypto';
import { REGISTRATION_STEP_TITLES, type Site } from '@enroll/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { NO_PARENT_1, NO_PARENT_2 } from '../../domain/test-support/registration-drafts.ts';
import { testSisMatch } from '../../domain/test-support/sis-match.ts';
import { birthDateYearsAgo } from '../support/dates.ts';
import {
  exportCall,
  exportThroughJob,
  headersOf,
  pdfTextsOf,
  recordsOf,
  successfulExportLog,
  waitForExportLogs,
  worksheetOf,
} from '../support/exports.ts';
import { letterMarker } from '../support/interest-write-fixtures.ts';
import { type StoredRegistrationDocument, seedRegistration } from '../support/registration-fixtures.ts';
import { adminAndOtherSites } from '../support/staff-api.ts';
import { callAs, STAFF, upsertStaffSeed } from '../support/staff-auth.ts';

/**
 * The registration exports: POST /api/registration/export (registration_data.xlsx, sheet
 * 'Registration-Data') and GET /api/registration/{id}/pdf, their contents, the charter scope, the
 * list filters and the export log.
 */

const SCREEN = 'Primary Enrollments Admin Screen';

const marker = letterMarker();
let sierraSite: Site;
let otherSite: Site;
let minor: StoredRegistrationDocument;
let adult: StoredRegistrationDocument;
let formula: StoredRegistrationDocument;
let completed: StoredRegistrationDocument;
let otherCharter: StoredRegistrationDocument;

/** The export started, its job awaited, its file downloaded (a raw call, so the body is read as bytes). */
const listExport = (who: string, body: unknown) => exportThroughJob(who, '/api/registration/export', body);
const pdfCall = (who: string, id: string) => exportCall(who, `/api/registration/${id}/pdf`);
const sheetOf = async (response: Response) => worksheetOf(await response.arrayBuffer(), 'Registration-Data');

const idsOf = (records: Record<string, unknown>[]) =>
  records.map((record) => record['Registration ID']).sort();

/** No parent at all: an adult who gave no parent details. */
const NO_PARENTS = {
  ...NO_PARENT_1,
  pgHighestLevelOfEducation: '',
  liveWithPg: '',
  ...NO_PARENT_2,
  pg2HighestLevelOfEducation: '',
  liveWithPg2: '',
} as const;

beforeAll(async () => {
  await upsertStaffSeed();
  ({ sierraSite, otherSite } = await adminAndOtherSites());
  minor = await seedRegistration(
    sierraSite,
    marker,
    {
      programs: { fiveZeroFour: true, sped: false },
      generalRegistrationNotes: 'Called the family',
      selectedStudent: testSisMatch({ sis_student_last_name: `Reg${marker}` }),
    },
    {
      firstName: 'Ana',
      isMailingAddressTheSame: 'no',
      mailingStreet: 'PO Box 7',
      mailingCity: 'Lancaster',
      mailingState: 'California',
      mailingZip: '93534',
    },
  );
  adult = await seedRegistration(
    sierraSite,
    marker,
    { registerForIntercession: true },
    { firstName: 'Bea', birthDate: birthDateYearsAgo(30), permissionParentContact: 'no', ...NO_PARENTS },
  );
  formula = await seedRegistration(sierraSite, marker, {}, { firstName: '=HYPERLINK("x")' });
  completed = await seedRegistration(
    sierraSite,
    marker,
    { status: 'Enrollment Complete' },
    { firstName: 'Dee' },
  );
  otherCharter = await seedRegistration(otherSite, marker, {}, { firstName: 'Cy' });
});

describe('POST /api/registration/export', () => {
  it('writes registration_data.xlsx of the regular view for a Super Admin, and logs the export', async () => {
    const since = new Date().toISOString();
    const response = await listExport(STAFF.superAdmin, { search: marker });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers.get('content-disposition')).toContain('filename="registration_data.xlsx"');
    expect(response.headers.get('x-record-count')).toBe('4');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const sheet = await sheetOf(response);
    expect(headersOf(sheet).slice(0, 6)).toEqual([
      'Registration ID',
      'Submit Date',
      'Status',
      'Enrollment',
      'Learning Center',
      'Charter',
    ]);
    const records = recordsOf(sheet);
    // The regular view: the completed registration is not in it.
    expect(idsOf(records)).toEqual([minor, adult, formula, otherCharter].map((entry) => entry._uuid).sort());

    const known = records.find((record) => record['Registration ID'] === minor._uuid);
    const [year, month, day] = minor.birthDate.split('-');
    expect(known).toMatchObject({
      Status: 'Enrollment Submitted',
      Enrollment: 'Regular',
      'Learning Center': sierraSite.name,
      'First Name': 'Ana',
      'Last Name': `Reg${marker}`,
      'Birth Date': `${month}/${day}/${year}`,
      Age: 15,
      'Parent 1 First Name': 'Maria',
      'Hispanic or Latino': 'Yes',
      'Release for Social Media': 'No',
      'Behind a Semester in Credits': 'Yes',
      'Mailing Address Same': 'No',
      'Mailing Street': 'PO Box 7',
      'SIS Match': 'Chosen (Exact)',
      'SIS Local ID': '100234',
      'SIS Student Name': `Ana Reg${marker}`,
      'SIS Birth Date': '06/17/2011',
      Programs: '504',
      'Registration Notes': 'Called the family',
    });
    expect(String(known?.['Submit Date'])).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(records.find((record) => record['Registration ID'] === adult._uuid)).toMatchObject({
      Enrollment: 'Intersession',
      Age: 30,
      'Mailing Address Same': 'Yes',
      'Mailing Street': minor.street,
    });

    // Formula injection: the name is stored as typed and exported as text.
    const injected = records.find((record) => record['Registration ID'] === formula._uuid);
    expect(injected?.['First Name']).toBe(`'=HYPERLINK("x")`);
    const column = headersOf(sheet).indexOf('First Name') + 1;
    expect(sheet.getRow(records.indexOf(injected ?? {}) + 2).getCell(column).formula).toBeUndefined();

    const logs = await waitForExportLogs(STAFF.superAdmin, since, 1);
    expect(logs).toEqual([
      expect.objectContaining({
        ...successfulExportLog('registration_data.xlsx', SCREEN, 'excel', 4),
        azure_id: STAFF.superAdmin,
      }),
    ]);
  });

  it("keeps an Admin to their charters: another charter's registrations are absent", async () => {
    const response = await listExport(STAFF.admin, { search: marker });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-record-count')).toBe('3');
    const ids = idsOf(recordsOf(await sheetOf(response)));
    expect(ids).toEqual([minor, adult, formula].map((entry) => entry._uuid).sort());
    expect(ids).not.toContain(otherCharter._uuid);
  });

  it('follows the view toggles: over 18 keeps the adult, Completed only the completed one', async () => {
    const over18 = await listExport(STAFF.user, { search: marker, filter: 'over18' });
    expect(idsOf(recordsOf(await sheetOf(over18)))).toEqual([adult._uuid]);
    const done = await listExport(STAFF.user, { search: marker, filter: 'completed' });
    const records = recordsOf(await sheetOf(done));
    expect(idsOf(records)).toEqual([completed._uuid]);
    expect(records[0]?.Status).toBe('Enrollment Complete');
  });

  it("answers 'No data available for export.' when nothing matches, and records nothing", async () => {
    const since = new Date().toISOString();
    const response = await listExport(STAFF.user, { search: marker, filter: 'terminated' });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({
      message: 'No data available for export.',
      code: 'export.empty',
    });
    // A log row of the 404 would be written before its answer: after a later export's row has
    // landed, that row must be the only one.
    const pdf = await pdfCall(STAFF.user, minor.id);
    expect(pdf.status).toBe(200);
    await pdf.arrayBuffer();
    const logs = await waitForExportLogs(STAFF.user, since, 1);
    expect(logs.map((log) => log.exportType)).toEqual(['pdf']);
  });

  it('refuses filters outside the schema with 400 and an anonymous caller with 401', async () => {
    expect((await listExport(STAFF.admin, { filter: 'everything' })).status).toBe(400);
    expect((await listExport(STAFF.admin, { sort: 'secret' })).status).toBe(400);
    const anonymous = await callAs(null, '/api/registration/export', { method: 'POST', body: {} });
    expect(anonymous.status).toBe(401);
  });
});

describe('GET /api/registration/{id}/pdf', () => {
  it('gives the PDF of a minor with every section in order, 504, the mailing address, and logs it', async () => {
    const since = new Date().toISOString();
    const response = await pdfCall(STAFF.admin, minor.id);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain(
      `filename="Ana Reg${marker}_RegistrationForm.pdf"`,
    );
    const texts = await pdfTextsOf(await response.arrayBuffer());
    expect(texts).toContain(`Enrollment Registration Form of Ana Reg${marker}`);
    expect(texts).toContain('Registration ID');
    expect(texts).toContain(minor._uuid);
    expect(texts).toContain('100234');
    const headings = [
      'Learning Center Information',
      'SIS Match',
      'Registration Notes',
      'Special Programs',
      ...REGISTRATION_STEP_TITLES.long,
    ];
    const positions = headings.map((heading) => texts.indexOf(heading));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(texts).toContain('504');
    expect(texts).toContain('SPED');
    expect(texts).toContain('PO Box 7');
    expect(texts).toContain('Called the family');
    const logs = await waitForExportLogs(STAFF.admin, since, 1);
    expect(logs).toEqual([
      expect.objectContaining(successfulExportLog(`Ana Reg${marker}_RegistrationForm.pdf`, SCREEN, 'pdf', 1)),
    ]);
  });

  it('leaves out the mailing address when it is the same, an adult without parents, empty notes', async () => {
    const response = await pdfCall(STAFF.user, adult.id);
    expect(response.status).toBe(200);
    const texts = await pdfTextsOf(await response.arrayBuffer());
    expect(texts).toContain(`Enrollment Registration Form of Bea Reg${marker}`);
    expect(texts).toContain('Physical Address');
    expect(texts).toContain('Intersession');
    expect(texts).not.toContain('Mailing Address');
    expect(texts).not.toContain('Parent Information');
    expect(texts).not.toContain('Registration Notes');
    expect(texts).not.toContain('Special Programs');
  });

  it("answers 404 for another charter's registration, an unknown id and a malformed id", async () => {
    expect((await pdfCall(STAFF.admin, otherCharter.id)).status).toBe(404);
    expect((await pdfCall(STAFF.admin, randomUUID())).status).toBe(404);
    expect((await pdfCall(STAFF.admin, 'not-an-id!')).status).toBe(404);
    expect((await pdfCall(STAFF.superAdmin, otherCharter.id)).status).toBe(200);
    const anonymous = await callAs(null, `/api/registration/${minor.id}/pdf`);
    expect(anonymous.status).toBe(401);
  });
});
