import { buffer } from 'node:stream/consumers';
import { PRE_REGISTRATION_EMPTY_FIELDS } from '@enroll/domain';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { adultTestRecord, signedTestRecord } from '../../../test-support/lelo-fixtures.ts';
import { signaturePng } from '../../../test-support/png.ts';
import { LELO_EXCEL_COLUMNS, leloExcelRow } from './lelo-excel.ts';
import { leloPdfFileName, leloPdfSections } from './lelo-pdf.ts';
import { LELO_ZIP_NOT_INCLUDED_NAME, type LeloZipItem, leloZipStream } from './lelo-zip.ts';

const TODAY = '2026-06-01';
const NO_SIGNATURES = { student: null, parent: null };

describe('the Lelo-Form sheet row', () => {
  it('spreads the courses over course1..course4 and joins the credits with commas', () => {
    const row = leloExcelRow(signedTestRecord());
    expect(row).toMatchObject({
      course1: 'English 9A',
      course2: 'Art History',
      course3: '',
      course4: '',
      selectedCourseAgreements: '5,2.5',
      birthDate: '03/15/2010',
      country: 'Los Angeles',
    });
    expect(Object.keys(row).sort()).toEqual(LELO_EXCEL_COLUMNS.map((column) => column.key).sort());
  });

  it('heads the columns as the PDF labels them: County for the county, Course 1 to 4, no stored names', () => {
    const headers = LELO_EXCEL_COLUMNS.map((column) => column.header);
    const county = LELO_EXCEL_COLUMNS.find((column) => column.key === 'country');
    expect(county?.header).toBe('County');
    expect(headers).toEqual(
      expect.arrayContaining(['Registration ID', 'Parent First Name', 'Course 1', 'Course 4']),
    );
    expect(new Set(headers).size).toBe(headers.length);
    const labels = leloPdfSections(signedTestRecord(), NO_SIGNATURES, TODAY).flatMap((section) =>
      section.rows.map((row) => row.label),
    );
    for (const label of ['Registration ID', 'Parent First Name', 'County', 'Course 1', 'Birth Date'])
      expect(labels).toContain(label);
  });

  it('reads a pre-registration that lacks most fields without failing', () => {
    const partial = { ...signedTestRecord({ status: 'Active' }), street: undefined } as never;
    expect(leloExcelRow(partial)).toMatchObject({ street: '', status: 'Active' });
  });
});

describe("'{first}{last}_LeloForm.pdf'", () => {
  const headings = (record = signedTestRecord(), signatures = NO_SIGNATURES) =>
    leloPdfSections(record, signatures, TODAY).map((section) => section.heading);

  it('is named from the names, without a space', () => {
    expect(leloPdfFileName(signedTestRecord())).toBe('AnaLopez_LeloForm.pdf');
  });

  it('labels pg fields Parent, country County and _uuid Registration ID; an empty Mailing Address is left out', () => {
    const sections = leloPdfSections(signedTestRecord(), NO_SIGNATURES, TODAY);
    const labels = sections.flatMap((section) => section.rows.map((row) => row.label));
    expect(labels).toEqual(expect.arrayContaining(['Parent First Name', 'County', 'Registration ID']));
    expect(labels.some((label) => /\bpg/.test(label))).toBe(false);
    expect(headings()).not.toContain('Mailing Address');
    expect(
      headings(signedTestRecord({ isMailingAddressTheSame: 'No', mailingStreet: 'PO Box 7' })),
    ).toContain('Mailing Address');
  });

  it('leaves out the empty Parent, Physical Address and Master Agreement of an Active entry only', () => {
    const empty = PRE_REGISTRATION_EMPTY_FIELDS;
    expect(headings(signedTestRecord({ ...empty, status: 'Active' }))).toEqual([
      'Selected Learning Center',
      'Student Information',
      'Registration for Classes',
    ]);
    expect(headings(signedTestRecord({ ...empty, status: 'Inactive' }))).toEqual(
      expect.arrayContaining(['Parent Information', 'Physical Address', 'Master Agreement']),
    );
  });

  it('draws the signatures 50 by 20 (millimetres)', () => {
    const png = signaturePng();
    const sections = leloPdfSections(adultTestRecord(), { student: png, parent: null }, TODAY);
    const rows = sections.find((section) => section.heading === 'Master Agreement')?.rows ?? [];
    const image = rows.find((row) => row.label === 'Student Signature')?.image;
    expect(image?.width).toBeCloseTo((50 * 72) / 25.4);
    expect(image?.height).toBeCloseTo((20 * 72) / 25.4);
    expect(rows.find((row) => row.label === 'Parent Signature')?.image).toBeUndefined();
  });
});

describe('LeloForms_data.zip', () => {
  const item = (id: string, uploadedUrl: string | null, fileName: string | null): LeloZipItem => ({
    id,
    _uuid: `uuid-${id}`,
    firstName: 'Ana',
    lastName: id,
    uploadedUrl,
    fileName,
  });

  it('holds every readable agreement; an unreadable one is skipped and listed, and the export goes on', async () => {
    const skipped: string[] = [];
    const zip = leloZipStream(
      [
        item('a', 'master-agreements/s/a.pdf', 'a.pdf'),
        item('b', 'master-agreements/s/b.pdf', 'b.pdf'),
        item('c', null, null),
        item('d', 'master-agreements/s/d.pdf', 'a.pdf'),
      ],
      (failed) => skipped.push(failed.id),
      async (url) => {
        if (url.endsWith('b.pdf')) throw new Error('blob gone');
        return Buffer.from(`pdf of ${url}`);
      },
    );
    const chunks: Buffer[] = [];
    for await (const chunk of zip.stream) chunks.push(chunk as Buffer);
    const archive = await JSZip.loadAsync(Buffer.concat(chunks));
    expect(Object.keys(archive.files).sort()).toEqual(['a.pdf', 'a_2.pdf', LELO_ZIP_NOT_INCLUDED_NAME]);
    expect(await archive.file('a_2.pdf')?.async('string')).toBe('pdf of master-agreements/s/d.pdf');
    const listed = (await archive.file(LELO_ZIP_NOT_INCLUDED_NAME)?.async('string')) ?? '';
    expect(listed).toContain('Registration ID uuid-b (Ana b): the stored PDF b.pdf could not be read');
    expect(listed).toContain('Registration ID uuid-c (Ana c): no signed agreement is stored');
    expect(skipped).toEqual(['b']);
    expect(zip.filesWritten()).toBe(2);
  });

  it('without anything missing has no list', async () => {
    const zip = leloZipStream(
      [item('a', 'x/a.pdf', 'a.pdf')],
      () => undefined,
      async () => Buffer.from('a'),
    );
    const archive = await JSZip.loadAsync(await buffer(zip.stream));
    expect(Object.keys(archive.files)).toEqual(['a.pdf']);
  });
});
