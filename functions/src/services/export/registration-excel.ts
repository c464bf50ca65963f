import {
  ageOn,
  enrollmentTypeLabel,
  programLabel,
  progressStepOf,
  REGISTRATION_PROGRESS_STEPS,
  type RegistrationField,
  type RegistrationRecord,
  SIS_MATCH_COLUMN_LABELS,
  sisMatchLines,
  usDate,
} from '@enroll/domain';
import { booleanText } from './answer-text.ts';
import type { ExcelColumn, ExcelRow } from './excel-stream.ts';
import {
  REGISTRATION_FIELD_GROUPS,
  REGISTRATION_FIELD_LABELS,
  registrationAnswerText,
} from './registration-fields.ts';
import type { CellValue } from './spreadsheet-cell.ts';

export const REGISTRATION_SHEET_NAME = 'Registration-Data';
export const REGISTRATION_EXCEL_FILE_NAME = 'registration_data.xlsx';

/** Widths (in characters) of the answer columns that hold more than a short word. */
const WIDE_FIELDS: Partial<Record<RegistrationField, number>> = {
  studentEmail: 28,
  pgPrimaryEmail: 28,
  pg2PrimaryEmail: 28,
  street: 24,
  mailingStreet: 24,
  livingStatus: 30,
  medications: 30,
  otherHealthCondition: 30,
  medicalInstructions: 30,
  custodyIssueNotes: 30,
  legalRestrictionsNotes: 30,
};

/** What a coordinator looks for first: which registration, where it stands and where it belongs. */
const LEADING_COLUMNS: readonly ExcelColumn[] = [
  { header: 'Registration ID', key: 'registrationId', width: 38 },
  { header: 'Submit Date', key: 'submitDate', width: 12 },
  { header: 'Status', key: 'status', width: 22 },
  { header: 'Enrollment', key: 'enrollment', width: 13 },
  { header: 'Learning Center', key: 'learningCenter', width: 28 },
  { header: 'Charter', key: 'charter', width: 24 },
  { header: 'Progress', key: 'progress', width: 20 },
  { header: 'Progress Level', key: 'progressLevel', width: 10 },
  { header: 'Processing Level', key: 'processingLevel', width: 10 },
];

/** The chosen student-information-system match, each column headed (and keyed) by its line's label. */
const SIS_MATCH_COLUMNS: readonly ExcelColumn[] = SIS_MATCH_COLUMN_LABELS.map((label) => ({
  header: label,
  key: label,
  width: label === 'SIS Student Name' ? 24 : 14,
}));

/** The processing state after the answers: the SIS match, programs, notes and the orientation. */
const TRAILING_COLUMNS: readonly ExcelColumn[] = [
  ...SIS_MATCH_COLUMNS,
  { header: 'Programs', key: 'programs', width: 24 },
  { header: 'Program Description', key: 'programDescription', width: 30 },
  { header: 'Registration Notes', key: 'generalRegistrationNotes', width: 30 },
  { header: 'Termination Notes', key: 'terminationNotes', width: 30 },
  { header: 'Orientation Scheduled', key: 'orientationScheduled', width: 10 },
  { header: 'Orientation Type', key: 'orientationType', width: 12 },
  { header: 'Orientation Time', key: 'orientationTime', width: 22 },
  { header: 'Orientation Link', key: 'orientationLink', width: 30 },
  { header: 'Entered By', key: 'createdBy', width: 28 },
];

const AGE_COLUMN: ExcelColumn = { header: 'Age', key: 'age', width: 6 };

/** Every answer of the registration, grouped as the PDF's sections; Age right after the birth date. */
const ANSWER_COLUMNS: readonly ExcelColumn[] = Object.values(REGISTRATION_FIELD_GROUPS)
  .flat()
  .flatMap((field) => {
    const column: ExcelColumn = { header: REGISTRATION_FIELD_LABELS[field], key: field };
    const width = WIDE_FIELDS[field];
    if (width !== undefined) column.width = width;
    return field === 'birthDate' ? [column, AGE_COLUMN] : [column];
  });

/** The Registration-Data sheet's columns: one per field a coordinator needs. */
export const REGISTRATION_EXCEL_COLUMNS: readonly ExcelColumn[] = [
  ...LEADING_COLUMNS,
  ...ANSWER_COLUMNS,
  ...TRAILING_COLUMNS,
];

const MAILING_OF_PHYSICAL = {
  mailingStreet: 'street',
  mailingCity: 'city',
  mailingState: 'state',
  mailingZip: 'zip',
  mailingCountry: 'country',
} as const satisfies Partial<Record<RegistrationField, RegistrationField>>;

/** 'VIRTUAL' reads 'Virtual', 'LIVE' 'Live'. */
function orientationTypeText(type: RegistrationRecord['orientationType'] | undefined): string {
  if (type === 'VIRTUAL') return 'Virtual';
  return type === 'LIVE' ? 'Live' : '';
}

/** The special programs chosen for the student (true), by their labels: 'SPED, 504'. */
export function chosenProgramsText(programs: RegistrationRecord['programs'] | undefined): string {
  return Object.entries(programs ?? {})
    .filter(([, state]) => state === true)
    .map(([key]) => programLabel(key))
    .join(', ');
}

/**
 * One registration as a row of the sheet: yes/no objects as Yes/No, dates MM/DD/YYYY, the age
 * today. The mailing columns repeat the physical address when it is the same (as the interest sheet
 * does), so every row has an address to mail to.
 */
export function registrationExcelRow(record: RegistrationRecord, today: string): ExcelRow {
  const row: Record<string, CellValue> = {
    registrationId: record._uuid,
    submitDate: usDate(record.createdAt || record.submittedAt),
    status: record.status,
    enrollment: enrollmentTypeLabel(record),
    learningCenter: record.learningCenterName,
    charter: record.learningCenterCharter,
    progress: REGISTRATION_PROGRESS_STEPS[progressStepOf(record)] ?? '',
    progressLevel: Number.isFinite(record.progressLevel) ? record.progressLevel : null,
    processingLevel: Number.isFinite(record.processingLevel) ? record.processingLevel : null,
    // The age today, like the list; the age stored at submit when the birth date is unreadable.
    age: ageOn(record.birthDate, today) ?? (Number.isFinite(record.age) ? record.age : null),
    programs: chosenProgramsText(record.programs),
    programDescription: record.programDescription ?? '',
    generalRegistrationNotes: record.generalRegistrationNotes ?? '',
    terminationNotes: record.terminationNotes ?? '',
    orientationScheduled: booleanText(record.orientationScheduled),
    orientationType: orientationTypeText(record.orientationType),
    orientationTime: record.orientationTime ?? '',
    orientationLink: record.orientationLink ?? '',
    createdBy: record.createdBy ?? '',
  };
  for (const label of SIS_MATCH_COLUMN_LABELS) row[label] = '';
  for (const line of sisMatchLines(record.selectedStudent)) row[line.label] = line.value;
  for (const field of Object.values(REGISTRATION_FIELD_GROUPS).flat())
    row[field] = registrationAnswerText(record, field);
  if (registrationAnswerText(record, 'isMailingAddressTheSame') === 'Yes') {
    for (const [mailing, physical] of Object.entries(MAILING_OF_PHYSICAL))
      row[mailing] = registrationAnswerText(record, physical);
  }
  return row;
}

/** The rows of the sheet for registrations as the list query yields them. */
export async function* registrationExcelRows(
  records: AsyncIterable<RegistrationRecord>,
  today: string,
): AsyncIterable<ExcelRow> {
  for await (const record of records) yield registrationExcelRow(record, today);
}
