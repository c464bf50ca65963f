import type { LeloRegistrationRecord } from '@enroll/domain';
import type { ExcelColumn, ExcelRow } from './excel-stream.ts';
import type { CellValue } from './spreadsheet-cell.ts';
import { usDate } from './us-date.ts';

export const LELO_SHEET_NAME = 'Lelo-Form';
export const LELO_EXCEL_FILE_NAME = 'LeloForms_data.xlsx';

/** The most courses an agreement holds (spec section 9): the sheet's course1 to course4. */
export const LELO_EXCEL_COURSE_SLOTS = 4;

/**
 * The Lelo-Form sheet's columns: the entry's fields under their stored names (as the original sheet
 * dumped them), the courses spread over course1..course4 and the credit agreements in one cell.
 */
export const LELO_EXCEL_COLUMNS: readonly ExcelColumn[] = [
  { header: '_uuid', key: '_uuid', width: 38 },
  { header: 'createdAt', key: 'createdAt', width: 12 },
  { header: 'status', key: 'status', width: 10 },
  { header: 'session_name', key: 'session_name', width: 24 },
  { header: 'permaLink', key: 'permaLink', width: 24 },
  { header: 'charter', key: 'charter', width: 24 },
  { header: 'learningCenters', key: 'learningCenters', width: 28 },
  { header: 'siteId', key: 'siteId', width: 26 },
  { header: 'hasPreviouslyEnrolled', key: 'hasPreviouslyEnrolled' },
  { header: 'firstName', key: 'firstName', width: 16 },
  { header: 'middleName', key: 'middleName', width: 16 },
  { header: 'lastName', key: 'lastName', width: 16 },
  { header: 'gender', key: 'gender' },
  { header: 'birthDate', key: 'birthDate', width: 12 },
  { header: 'studentEmail', key: 'studentEmail', width: 28 },
  { header: 'studentPrimaryPhone', key: 'studentPrimaryPhone', width: 14 },
  { header: 'studentPrimaryPhoneType', key: 'studentPrimaryPhoneType' },
  { header: 'pgRelationshipToStudent', key: 'pgRelationshipToStudent' },
  { header: 'pgFirstName', key: 'pgFirstName', width: 16 },
  { header: 'pgLastName', key: 'pgLastName', width: 16 },
  { header: 'pgPrimaryEmail', key: 'pgPrimaryEmail', width: 28 },
  { header: 'pgPrimaryPhone', key: 'pgPrimaryPhone', width: 14 },
  { header: 'pgPrimaryPhoneType', key: 'pgPrimaryPhoneType' },
  { header: 'liveWithPg', key: 'liveWithPg' },
  { header: 'livingStatus', key: 'livingStatus', width: 24 },
  { header: 'street', key: 'street', width: 24 },
  { header: 'city', key: 'city', width: 16 },
  { header: 'state', key: 'state', width: 14 },
  { header: 'zip', key: 'zip' },
  { header: 'country', key: 'country', width: 16 },
  { header: 'district', key: 'district', width: 16 },
  { header: 'isMailingAddressTheSame', key: 'isMailingAddressTheSame' },
  { header: 'mailingStreet', key: 'mailingStreet', width: 24 },
  { header: 'mailingCity', key: 'mailingCity', width: 16 },
  { header: 'mailingState', key: 'mailingState', width: 14 },
  { header: 'mailingZip', key: 'mailingZip' },
  { header: 'gradeLevel', key: 'gradeLevel' },
  ...Array.from({ length: LELO_EXCEL_COURSE_SLOTS }, (_, index): ExcelColumn => {
    const key = `course${index + 1}`;
    return { header: key, key, width: 24 };
  }),
  { header: 'selectedCourseAgreements', key: 'selectedCourseAgreements', width: 16 },
  { header: 'studentName', key: 'studentName', width: 20 },
  { header: 'studentSignatureDate', key: 'studentSignatureDate', width: 12 },
  { header: 'parentName', key: 'parentName', width: 20 },
  { header: 'parentSignatureDate', key: 'parentSignatureDate', width: 12 },
  { header: 'fileName', key: 'fileName', width: 40 },
];

/** A stored field as a cell's text ('' when absent: a pre-registration holds only some fields). */
function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

/** A course as stored: the offering's shape, or a pre-registration's (`course_name` either way). */
function courseName(course: unknown): string {
  if (typeof course === 'string') return course;
  if (course && typeof course === 'object' && 'course_name' in course) return text(course.course_name);
  return '';
}

/**
 * One entry as a row: dates MM/DD/YYYY, courses as course1..course4, the credit agreements joined
 * with commas ('5,2.5'). Formula-looking texts are neutralised by the sheet writer (safeCell).
 */
export function leloExcelRow(entry: LeloRegistrationRecord): ExcelRow {
  const row: Record<string, CellValue> = {};
  for (const column of LELO_EXCEL_COLUMNS) row[column.key] = text(entry[column.key as keyof typeof entry]);
  row.createdAt = usDate(entry.createdAt);
  row.birthDate = usDate(entry.birthDate);
  row.studentSignatureDate = usDate(entry.studentSignatureDate);
  row.parentSignatureDate = usDate(entry.parentSignatureDate);
  const courses = Array.isArray(entry.courses) ? entry.courses : [];
  for (let slot = 0; slot < LELO_EXCEL_COURSE_SLOTS; slot += 1)
    row[`course${slot + 1}`] = courseName(courses[slot]);
  const agreements = Array.isArray(entry.selectedCourseAgreements) ? entry.selectedCourseAgreements : [];
  row.selectedCourseAgreements = agreements.map(text).join(',');
  return row;
}

/** The sheet's rows for the entries as the list query yields them. */
export async function* leloExcelRows(
  entries: AsyncIterable<LeloRegistrationRecord>,
): AsyncIterable<ExcelRow> {
  for await (const entry of entries) yield leloExcelRow(entry);
}
