import {
  buildRegistrationRecord,
  emptyRegistrationDraft,
  programStateText,
  type RegistrationDraft,
  type RegistrationRecord,
  type Site,
} from '@enroll/domain';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { testSisMatch } from '../../../../domain/test-support/sis-match.ts';
import { documentTexts } from '../../../test-support/pdf-inspect.ts';
import { yesNoNotSureText, yesNoText } from './answer-text.ts';
import { PDF_EMPTY_VALUE } from './pdf-document.ts';
import {
  chosenProgramsText,
  REGISTRATION_EXCEL_COLUMNS,
  registrationExcelRow,
} from './registration-excel.ts';
import {
  buildRegistrationPdf,
  registrationPdfFileName,
  registrationPdfSections,
  registrationPdfTitle,
} from './registration-pdf.ts';

const TODAY = '2026-06-16';

const site = {
  id: '64b7f0c2a1d3e4f5a6b7c8d9',
  name: 'Lancaster Learning Center',
  charter: { id: 'sierra-valley', name: 'Sierra Valley' },
  address: { street1: '1 Center Way', street2: '', city: 'Lancaster', state: 'CA', zipCode: '93534' },
  coordinates: null,
  brandName: 'Learn4Life',
} as unknown as Site;

/** A 15-year-old's long-flow answers; mailing the same as the physical address. */
function draft(overrides: Partial<RegistrationDraft> = {}): RegistrationDraft {
  return {
    ...emptyRegistrationDraft(),
    firstName: 'Ana',
    lastName: 'Reyes',
    haveSuffix: 'no',
    gender: 'Female',
    birthDate: '2011-06-17',
    gradeLevel: '10',
    studentEmail: 'ana@example.com',
    studentPrimaryPhone: '661-555-0134',
    pgRelationshipToStudent: 'Mother',
    pgFirstName: 'Rosa',
    pgLastName: 'Reyes',
    street: '1 Main St',
    city: 'Lancaster',
    state: 'California',
    zip: '93534',
    isMailingAddressTheSame: 'yes',
    isStudentHispanicOrLatino: 'yes',
    primaryLanguage: 'Spanish',
    beenExpelled: 'yes',
    expelledFromWhichSchool: 'North High',
    expelledWhatYear: '2024',
    beenSuspended: 'no',
    emergencyContact1FirstName: 'Luis',
    authorizedForPickup1: 'yes',
    ...overrides,
  };
}

function record(overrides: Partial<RegistrationRecord> = {}, answers: Partial<RegistrationDraft> = {}) {
  return {
    ...buildRegistrationRecord(
      draft(answers),
      site,
      { id: 'id-1', uuid: 'uuid-1' },
      new Date('2026-06-02T18:00:00.000Z'),
    ),
    ...overrides,
  };
}

describe('answer texts', () => {
  it('prints yes/no objects as Yes/No and the program tri-state', () => {
    expect(yesNoText({ yes: true, no: false })).toBe('Yes');
    expect(yesNoText({ yes: false, no: true })).toBe('No');
    expect(yesNoText({ yes: '', no: '' })).toBe('');
    expect(yesNoText(undefined)).toBe('');
    expect(yesNoNotSureText({ yes: false, no: false, notSure: true })).toBe('Not Sure');
    expect(programStateText(true)).toBe('Yes');
    expect(programStateText(false)).toBe('No');
    expect(programStateText('unchecked')).toBe('Not reviewed');
  });
});

describe('registration Excel row', () => {
  it('has one column per field with unique headers, Registration ID first', () => {
    const headers = REGISTRATION_EXCEL_COLUMNS.map((column) => column.header);
    expect(new Set(headers).size).toBe(headers.length);
    expect(new Set(REGISTRATION_EXCEL_COLUMNS.map((column) => column.key)).size).toBe(headers.length);
    expect(headers.slice(0, 6)).toEqual([
      'Registration ID',
      'Submit Date',
      'Status',
      'Enrollment',
      'Learning Center',
      'Charter',
    ]);
    for (const header of ['First Name', 'Birth Date', 'Age', 'Parent 1 First Name', 'Expelled', 'Programs'])
      expect(headers).toContain(header);
  });

  it('writes answers as text, yes/no as Yes/No, dates MM/DD/YYYY, the mailing address repeated', () => {
    const row = registrationExcelRow(
      record({ registerForIntercession: true, programs: { fiveZeroFour: true, sped: false, ell: true } }),
      TODAY,
    );
    const byHeader = Object.fromEntries(
      REGISTRATION_EXCEL_COLUMNS.map((column) => [column.header, row[column.key]]),
    );
    expect(byHeader).toMatchObject({
      'Registration ID': 'uuid-1',
      'Submit Date': '06/02/2026',
      Status: 'Enrollment Submitted',
      Enrollment: 'Intersession',
      'Learning Center': 'Lancaster Learning Center',
      Charter: 'Sierra Valley',
      'First Name': 'Ana',
      'Birth Date': '06/17/2011',
      Age: 14,
      'Hispanic or Latino': 'Yes',
      'Has Suffix': 'No',
      Expelled: 'Yes',
      'Expelled From School': 'North High',
      Suspended: 'No',
      'On Probation': '',
      'Mailing Address Same': 'Yes',
      'Mailing Street': '1 Main St',
      'Mailing ZIP': '93534',
      'Emergency Contact 1 Authorized for Pickup': 'Yes',
      Programs: '504, ELL',
      'Orientation Scheduled': 'No',
    });
  });

  it('holds the chosen SIS match: local id, name, birth date; empty before processing', () => {
    const headers = REGISTRATION_EXCEL_COLUMNS.map((column) => column.header);
    expect(headers).toEqual(
      expect.arrayContaining(['SIS Match', 'SIS Local ID', 'SIS Student Name', 'SIS Birth Date']),
    );
    expect(registrationExcelRow(record(), TODAY)).toMatchObject({
      'SIS Match': 'Not checked yet',
      'SIS Local ID': '',
    });
    expect(registrationExcelRow(record({ selectedStudent: null }), TODAY)).toMatchObject({
      'SIS Match': 'No match found',
    });
    const chosen = registrationExcelRow(
      record({
        selectedStudent: testSisMatch({ match_type: 'Name and Contact' }),
      }),
      TODAY,
    );
    expect(chosen).toMatchObject({
      'SIS Match': 'Chosen (Name and Contact)',
      'SIS Local ID': '100234',
      'SIS Student Name': 'Ana Reyes',
      'SIS Birth Date': '06/17/2011',
    });
  });

  it('lists only the programs chosen for the student', () => {
    expect(chosenProgramsText({ fiveZeroFour: 'unchecked', sped: true })).toBe('SPED');
    expect(chosenProgramsText(undefined)).toBe('');
  });
});

describe('registration PDF', () => {
  it('names the file and the title after the student', () => {
    expect(registrationPdfFileName({ firstName: 'Ana', lastName: 'Reyes' })).toBe(
      'Ana Reyes_RegistrationForm.pdf',
    );
    expect(registrationPdfTitle({ firstName: 'Ana', lastName: 'Reyes' })).toBe(
      'Enrollment Registration Form of Ana Reyes',
    );
  });

  it('prints the sections in the spec order, programs by label, follow-ups only when asked', () => {
    const sections = registrationPdfSections(
      record({
        programs: { fiveZeroFour: true, sped: 'unchecked' },
        programDescription: 'Extra time on tests',
        generalRegistrationNotes: 'Called the family',
      }),
      TODAY,
    );
    expect(sections.map((section) => section.heading)).toEqual([
      'Learning Center Information',
      'SIS Match',
      'Registration Notes',
      'Special Programs',
      'Student Information',
      'Parent Information',
      'Physical Address',
      'Ethnicity',
      'Primary Language',
      'DASS Information',
      'Emergency Contacts',
    ]);
    const [center, sis, , programs, student, , , , , dass] = sections;
    expect(sis?.rows).toEqual([{ label: 'SIS Match', value: 'Not checked yet' }]);
    expect(center?.rows).toContainEqual({ label: 'Registration ID', value: 'uuid-1' });
    expect(center?.rows).toContainEqual({ label: 'Enrollment', value: 'Regular' });
    expect(programs?.rows).toEqual([
      { label: '504', value: 'Yes' },
      { label: 'SPED', value: 'Not reviewed' },
      { label: 'Program Description', value: 'Extra time on tests' },
    ]);
    expect(student?.rows).toContainEqual({ label: 'Birth Date', value: '06/17/2011' });
    expect(student?.rows).toContainEqual({ label: 'Age', value: '14' });
    expect(student?.rows).toContainEqual({ label: 'Middle Name', value: PDF_EMPTY_VALUE });
    expect(student?.rows.map((row) => row.label)).not.toContain('Suffix');
    expect(dass?.rows.slice(0, 4)).toEqual([
      { label: 'Has the student ever been expelled?', value: 'Yes' },
      { label: 'Which school?', value: 'North High' },
      { label: 'What year?', value: '2024' },
      { label: 'Has the student ever been suspended for more than 10 days?', value: 'No' },
    ]);
  });

  it('prints the mailing address only when it differs, and leaves out the parent of an adult', () => {
    const adult = record(
      {},
      {
        birthDate: '2000-01-01',
        pgRelationshipToStudent: '',
        pgFirstName: '',
        pgLastName: '',
        isMailingAddressTheSame: 'no',
        mailingStreet: 'PO Box 7',
        mailingCity: 'Lancaster',
        mailingZip: '93534',
      },
    );
    const headings = registrationPdfSections(adult, TODAY).map((section) => section.heading);
    expect(headings).toContain('Mailing Address');
    expect(headings).not.toContain('Parent Information');
    expect(headings).not.toContain('Registration Notes');
    expect(headings).not.toContain('Special Programs');
  });

  it('builds a PDF with the title, the Registration ID and the section titles', async () => {
    const texts = documentTexts(
      await PDFDocument.load(
        await buildRegistrationPdf(record({ programs: { fiveZeroFour: false } }), TODAY),
      ),
    );
    expect(texts).toContain('Enrollment Registration Form of Ana Reyes');
    expect(texts).toContain('Registration ID');
    expect(texts).toContain('uuid-1');
    expect(texts).toContain('Special Programs');
    expect(texts).toContain('504');
    expect(texts).not.toContain('Mailing Address');
  });
});
