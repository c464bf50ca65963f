import { ageOn, type LeloRegistrationRecord, toMonthDayYear, usDate } from '@enroll/domain';
import { downloadBuffer } from '../blob-store.ts';
import { reencodePng } from '../lelo/signature-image.ts';
import { blobPathParts } from '../storage-names.ts';
import { safeFileName } from './file-name.ts';
import { LELO_FIELD_LABELS, type LeloLabelledField, leloCourseLabel } from './lelo-labels.ts';
import {
  buildStaffPdf,
  type PdfRow,
  type PdfSection,
  pdfRow as row,
  STAFF_PDF_LAYOUT,
  type StaffPdfLayout,
  sectionHasAnswers,
} from './pdf-document.ts';

/**
 * The secondary enrollment PDF is on US Letter like every staff PDF, with its own spacing kept from the
 * original's millimetres: 20 margins, lines 10 apart, a page break 17 from the bottom, signatures 50
 * by 20.
 */
const MM = 72 / 25.4;
export const LELO_PDF_LAYOUT: Partial<StaffPdfLayout> = {
  width: STAFF_PDF_LAYOUT.width,
  height: STAFF_PDF_LAYOUT.height,
  margin: 20 * MM,
  bottom: 17 * MM,
  leading: 10 * MM,
};
export const LELO_SIGNATURE_SIZE = { width: 50 * MM, height: 20 * MM } as const;

export function leloPdfTitle(entry: Pick<LeloRegistrationRecord, 'firstName' | 'lastName'>): string {
  return `Secondary Enrollment Form of ${entry.firstName} ${entry.lastName}`.trim();
}

/** '{first}{last}_LeloForm.pdf', safe for any file system. */
export function leloPdfFileName(entry: Pick<LeloRegistrationRecord, 'firstName' | 'lastName'>): string {
  return safeFileName(`${entry.firstName ?? ''}${entry.lastName ?? ''}_LeloForm.pdf`, 'Secondary');
}

/** The signature PNGs of an entry, read from their blobs (null when it has none). */
export interface LeloSignatures {
  student: Uint8Array | null;
  parent: Uint8Array | null;
}

/** Which signature of an entry is left out of its PDF. */
export type LeloSignatureRole = 'student' | 'parent';

/** Why a signature is left out: its blob is gone, or what is stored there is no image that decodes. */
export type LeloSignatureProblem = 'missing' | 'unreadable';

function isBlobNotFound(error: unknown): boolean {
  return (error as { statusCode?: number } | null)?.statusCode === 404;
}

/**
 * A signature's PNG, re-encoded by a known encoder (pdf-lib's own decoder loops forever on a broken
 * image stream); null when the entry names none, its blob is gone or it does not decode. A signature
 * that cannot be drawn must not keep staff from the rest of the entry: its box stays empty. Any other
 * read error throws.
 */
async function signatureOf(
  path: string | null | undefined,
  onLeftOut: (problem: LeloSignatureProblem) => void,
): Promise<Uint8Array | null> {
  const parts = path ? blobPathParts(path) : null;
  if (!parts) return null;
  let stored: Buffer;
  try {
    stored = await downloadBuffer(parts.container, parts.blobName);
  } catch (error) {
    if (!isBlobNotFound(error)) throw error;
    onLeftOut('missing');
    return null;
  }
  const png = reencodePng(stored);
  if (!png) onLeftOut('unreadable');
  return png;
}

export async function readLeloSignatures(
  entry: Pick<LeloRegistrationRecord, 'studentSignatureBlob' | 'parentSignatureBlob'>,
  onLeftOut: (role: LeloSignatureRole, problem: LeloSignatureProblem) => void = () => {},
): Promise<LeloSignatures> {
  const [student, parent] = await Promise.all([
    signatureOf(entry.studentSignatureBlob, (problem) => onLeftOut('student', problem)),
    signatureOf(entry.parentSignatureBlob, (problem) => onLeftOut('parent', problem)),
  ]);
  return { student, parent };
}

/** A stored field's row under its label (the sheet's column header). */
function field(entry: LeloRegistrationRecord, key: LeloLabelledField): PdfRow {
  return row(LELO_FIELD_LABELS[key], text(entry[key]));
}

function signatureRow(label: string, png: Uint8Array | null): PdfRow {
  return png ? { ...row(label, ''), image: { png, ...LELO_SIGNATURE_SIZE } } : row(label, '');
}

/** A pre-registration stores only some fields: every one is read as text, '' when absent. */
function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

function courseRows(entry: LeloRegistrationRecord): PdfRow[] {
  const courses = Array.isArray(entry.courses) ? entry.courses : [];
  const credits = Array.isArray(entry.selectedCourseAgreements) ? entry.selectedCourseAgreements : [];
  if (courses.length === 0) return [row('Courses', '')];
  return courses.map((course, index) =>
    row(
      leloCourseLabel(index + 1),
      [text(course?.course_name), credits[index] ? `${text(credits[index])} credits` : '']
        .filter(Boolean)
        .join(' — '),
    ),
  );
}

/**
 * The sections of '{first}{last}_LeloForm.pdf', in the detail screen's order. The stored 'pg' fields
 * are labelled Parent, `country` is the County, `_uuid` the Registration ID. An empty Mailing Address
 * is left out; so, for an Active entry (a pre-registration not signed yet), are an empty Parent,
 * Physical Address and Master Agreement.
 */
export function leloPdfSections(
  entry: LeloRegistrationRecord,
  signatures: LeloSignatures,
  today: string,
): PdfSection[] {
  const parent: PdfSection = {
    heading: 'Parent Information',
    rows: [
      field(entry, 'pgRelationshipToStudent'),
      field(entry, 'pgFirstName'),
      field(entry, 'pgLastName'),
      field(entry, 'pgPrimaryEmail'),
      field(entry, 'pgPrimaryPhone'),
      field(entry, 'pgPrimaryPhoneType'),
      field(entry, 'liveWithPg'),
    ],
  };
  const physical: PdfSection = {
    heading: 'Physical Address',
    rows: [
      field(entry, 'livingStatus'),
      field(entry, 'street'),
      field(entry, 'city'),
      field(entry, 'state'),
      field(entry, 'zip'),
      field(entry, 'country'),
      field(entry, 'district'),
    ],
  };
  const mailing: PdfSection = {
    heading: 'Mailing Address',
    rows: [
      field(entry, 'mailingStreet'),
      field(entry, 'mailingCity'),
      field(entry, 'mailingState'),
      field(entry, 'mailingZip'),
    ],
  };
  const agreementRows = [
    field(entry, 'studentName'),
    row(LELO_FIELD_LABELS.studentSignatureDate, toMonthDayYear(text(entry.studentSignatureDate))),
    field(entry, 'parentName'),
    row(LELO_FIELD_LABELS.parentSignatureDate, toMonthDayYear(text(entry.parentSignatureDate))),
  ];
  const agreement: PdfSection = {
    heading: 'Master Agreement',
    rows: [
      ...agreementRows,
      signatureRow('Student Signature', signatures.student),
      signatureRow('Parent Signature', signatures.parent),
    ],
  };
  const agreementSigned = sectionHasAnswers({ heading: '', rows: agreementRows }) || signatures.student;
  const active = entry.status === 'Active';
  const sections: (PdfSection | null)[] = [
    {
      heading: 'Selected Learning Center',
      rows: [
        row(
          LELO_FIELD_LABELS.learningCenters,
          entry.learningCenters || text((entry as { name?: unknown }).name),
        ),
        field(entry, 'charter'),
        field(entry, '_uuid'),
        field(entry, 'session_name'),
        row(LELO_FIELD_LABELS.createdAt, usDate(entry.createdAt)),
        field(entry, 'status'),
      ],
    },
    {
      heading: 'Student Information',
      rows: [
        field(entry, 'hasPreviouslyEnrolled'),
        field(entry, 'firstName'),
        field(entry, 'middleName'),
        field(entry, 'lastName'),
        field(entry, 'gender'),
        row(LELO_FIELD_LABELS.birthDate, usDate(entry.birthDate)),
        row('Age', ageOn(entry.birthDate, today)),
        field(entry, 'studentEmail'),
        field(entry, 'studentPrimaryPhone'),
        field(entry, 'studentPrimaryPhoneType'),
        field(entry, 'gradeLevel'),
      ],
    },
    active && !sectionHasAnswers(parent) ? null : parent,
    active && !sectionHasAnswers(physical) ? null : physical,
    sectionHasAnswers(mailing) ? mailing : null,
    { heading: 'Registration for Classes', rows: courseRows(entry) },
    active && !agreementSigned ? null : agreement,
  ];
  return sections.filter((section): section is PdfSection => section !== null);
}

/**
 * '{first}{last}_LeloForm.pdf' of one entry, its signatures drawn 50 by 20; a signature that cannot be
 * drawn leaves its box empty and is reported through `onSignatureLeftOut`.
 */
export async function buildLeloPdf(
  entry: LeloRegistrationRecord,
  today: string,
  onSignatureLeftOut?: (role: LeloSignatureRole, problem: LeloSignatureProblem) => void,
): Promise<Uint8Array> {
  const signatures = await readLeloSignatures(entry, onSignatureLeftOut);
  return buildStaffPdf({
    title: leloPdfTitle(entry),
    sections: leloPdfSections(entry, signatures, today),
    layout: LELO_PDF_LAYOUT,
  });
}
