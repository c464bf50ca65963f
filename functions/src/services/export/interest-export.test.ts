import { type InterestEntry, usDate } from '@enroll/domain';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { testInterestEntry } from '../../../../domain/test-support/interest-entry.ts';
import { INTEREST_PDF_ALL_SECTIONS } from '../../../test-support/interest-pdf-sections.ts';
import { documentTexts } from '../../../test-support/pdf-inspect.ts';
import { INTEREST_EXCEL_COLUMNS, interestExcelRow } from './interest-excel.ts';
import {
  buildInterestPdf,
  interestPdfFileName,
  interestPdfSections,
  interestPdfTitle,
} from './interest-pdf.ts';

const TODAY = '2026-06-16';

const entry = testInterestEntry({
  id: 'id-1',
  _id: 'id-1',
  _uuid: 'uuid-1',
  createdAt: '2026-06-02T03:30:00.000Z',
  updatedAt: '2026-06-02T03:30:00.000Z',
  submittedAt: '2026-06-02T03:30:00.000Z',
  status: 'Follow up Required',
  lastContactDate: '2026-06-10T20:00:00.000Z',
  campaign: 'spring',
  hasCharterPreselection: false,
  InterestListStatus: true,
  studentFirstName: 'Ana',
  studentLastName: 'Reyes',
  birthDate: '2011-06-17',
  age: 14,
  gradeLevel: '9',
  parentRelationship: 'Parent',
  parentFirstName: 'Rosa',
  parentLastName: 'Reyes',
  primaryEmail: 'ana@example.com',
  phone: '(555) 010-0100',
  charter: 'Sierra Valley',
  charter_id: 'sierra-valley',
  learningCenterId: 'site-1',
  learningCenterName: 'Lancaster Learning Center',
  learningCenterCharter: 'Sierra Valley',
  learningCenterAddress: '1 Center Way',
  street1: '1 Main St',
  city: 'Lancaster',
  state: 'CA',
  country: 'United States',
  zipCode: '93534',
  sameAddress: false,
  mailingStreet1: 'PO Box 7',
  mailingCity: 'Lancaster',
  mailingState: 'CA',
  mailingCountry: 'United States',
  mailingZipCode: '93535',
});

describe('usDate', () => {
  it('shows calendar dates as they are and timestamps on their business day', () => {
    expect(usDate('2011-06-17')).toBe('06/17/2011');
    // 03:30 UTC on June 2 is still June 1 in Los Angeles.
    expect(usDate('2026-06-02T03:30:00.000Z')).toBe('06/01/2026');
    expect(usDate(null)).toBe('');
    expect(usDate('not a date')).toBe('');
  });
});

describe('interestExcelRow', () => {
  it('fills every column, dates MM/DD/YYYY and the age of today', () => {
    const row = interestExcelRow(entry, TODAY);
    expect(Object.keys(row).sort()).toEqual(INTEREST_EXCEL_COLUMNS.map((column) => column.key).sort());
    expect(row).toMatchObject({
      submitDate: '06/01/2026',
      lastContactDate: '06/10/2026',
      birthDate: '06/17/2011',
      age: 14,
      stateRegion: 'CA',
      mailingStreet1: 'PO Box 7',
      registrationId: 'uuid-1',
      charter: 'Sierra Valley',
    });
  });

  it('repeats the physical address as mailing when it is the same, and shows a region abroad', () => {
    const row = interestExcelRow(
      { ...entry, sameAddress: true, state: '', region: 'Ontario', country: 'Canada' },
      TODAY,
    );
    expect(row).toMatchObject({
      mailingStreet1: '1 Main St',
      stateRegion: 'Ontario',
      mailingStateRegion: 'Ontario',
    });
  });
});

describe('the interest PDF', () => {
  const headings = (value: InterestEntry) =>
    interestPdfSections(value, TODAY).map((section) => section.heading);

  it('has the PDF sections for a minor with another mailing address', () => {
    expect(headings(entry)).toEqual([...INTEREST_PDF_ALL_SECTIONS]);
  });

  it('leaves out Parent Information for an adult and Mailing Address when it is the same', () => {
    expect(headings({ ...entry, birthDate: '2000-01-01', sameAddress: true })).toEqual([
      'Learning Center Information',
      'Student Information',
      'Contact Information',
      'Physical Address',
    ]);
  });

  it('is titled after the student and names its file after them', async () => {
    expect(interestPdfTitle(entry)).toBe('Enrollment Interest Form of Ana Reyes');
    expect(interestPdfFileName({ studentFirstName: 'A/na', studentLastName: 'Reyes' })).toBe(
      'Ana Reyes_InterestForm.pdf',
    );
    const texts = documentTexts(await PDFDocument.load(await buildInterestPdf(entry, TODAY)));
    expect(texts).toContain('Enrollment Interest Form of Ana Reyes');
    expect(texts).toContain('Registration ID');
    expect(texts).toContain('uuid-1');
    expect(texts).toContain('06/17/2011');
  });
});
