import type { LeloRegistrationRecord } from '@enroll/domain';
import { usDate } from '@enroll/domain';
import type { ExcelColumn, ExcelRow } from './excel-stream.ts';
import { LELO_FIELD_LABELS, type LeloLabelledField, leloCourseLabel } from './lelo-labels.ts';
import type { CellValue } from './spreadsheet-cell.ts';

export const LELO_SHEET_NAME = 'Lelo-Form';
export const LELO_EXCEL_FILE_NAME = 'LeloForms_data.xlsx';

/** The most courses an agreement holds: the sheet's course1 to course4. */
export const LELO_EXCEL_COURSE_SLOTS = 4;

/** A stored field's column under its label; `width` in characters (18 when absent). */
function field(key: LeloLabelledField, width?: number): ExcelColumn {
  const header = LELO_FIELD_LABELS[key];
  return width === undefined ? { header, key } : { header, key, width };
}

/**
 * The Lelo-Form sheet's columns: the entry's fields under the labels the PDF uses, keyed by their
 * stored names; the courses spread over Course 1 to Course 4 and the credit agreements in one cell.
 */
export const LELO_EXCEL_COLUMNS: readonly ExcelColumn[] = [
  field('_uuid', 38),
  field('createdAt', 12),
  field('status', 10),
  field('session_name', 24),
  field('permaLink', 24),
  field('charter', 24),
  field('learningCenters', 28),
  field('siteId', 26),
  field('hasPreviouslyEnrolled'),
  field('firstName', 16),
  field('middleName', 16),
  field('lastName', 16),
  field('gender'),
  field('birthDate', 12),
  field('studentEmail', 28),
  field('studentPrimaryPhone', 14),
  field('studentPrimaryPhoneType'),
  field('pgRelationshipToStudent'),
  field('pgFirstName', 16),
  field('pgLastName', 16),
  field('pgPrimaryEmail', 28),
  field('pgPrimaryPhone', 14),
  field('pgPrimaryPhoneType'),
  field('liveWithPg'),
  field('livingStatus', 24),
  field('street', 24),
  field('city', 16),
  field('state', 14),
  field('zip'),
  field('country', 16),
  field('district', 16),
  field('isMailingAddressTheSame'),
  field('mailingStreet', 24),
  field('mailingCity', 16),
  field('mailingState', 14),
  field('mailingZip'),
  field('gradeLevel'),
  ...Array.from({ length: LELO_EXCEL_COURSE_SLOTS }, (_, index): ExcelColumn => {
    return { header: leloCourseLabel(index + 1), key: `course${index + 1}`, width: 24 };
  }),
  field('selectedCourseAgreements', 16),
  field('studentName', 20),
  field('studentSignatureDate', 12),
  field('parentName', 20),
  field('parentSignatureDate', 12),
  field('fileName', 40),
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
