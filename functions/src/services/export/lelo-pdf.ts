import { ageOn, type LeloRegistrationRecord, toMonthDayYear } from '@enroll/domain';
import { downloadBuffer } from '../blob-store.ts';
import { blobPathParts } from '../storage-names.ts';
import { safeFileName } from './file-name.ts';
import {
  buildStaffPdf,
  type PdfRow,
  type PdfSection,
  pdfRow as row,
  type StaffPdfLayout,
  sectionHasAnswers,
} from './pdf-document.ts';
import { usDate } from './us-date.ts';

/**
 * The secondary enrollment PDF's rules (spec section 9) are in the original's units, millimetres on
 * an A4 page: a page break at 280 (17 from the bottom), lines 10 apart, signatures 50 by 20.
 */
const MM = 72 / 25.4;
export const LELO_PDF_LAYOUT: Partial<StaffPdfLayout> = {
  width: 210 * MM,
  height: 297 * MM,
  margin: 20 * MM,
  bottom: (297 - 280) * MM,
  leading: 10 * MM,
};
export const LELO_SIGNATURE_SIZE = { width: 50 * MM, height: 20 * MM } as const;

export function leloPdfTitle(entry: Pick<LeloRegistrationRecord, 'firstName' | 'lastName'>): string {
  return `Secondary Enrollment Form of ${entry.firstName} ${entry.lastName}`.trim();
}

/** '{first}{last}_LeloForm.pdf' (spec section 9), safe for any file system. */
export function leloPdfFileName(entry: Pick<LeloRegistrationRecord, 'firstName' | 'lastName'>): string {
  return safeFileName(`${entry.firstName ?? ''}${entry.lastName ?? ''}_LeloForm.pdf`, 'Secondary');
}

/** The signature PNGs of an entry, read from their blobs (null when it has none). */
export interface LeloSignatures {
  student: Uint8Array | null;
  parent: Uint8Array | null;
}

/** Which signature an entry names whose blob is gone. */
export type LeloSignatureRole = 'student' | 'parent';

function isBlobNotFound(error: unknown): boolean {
  return (error as { statusCode?: number } | null)?.statusCode === 404;
}

/**
 * A signature's PNG; null when the entry names none or its blob is gone (a lost or deleted blob must
 * not keep staff from the rest of the entry: its box stays empty). Any other read error throws.
 */
async function signatureOf(
  path: string | null | undefined,
  onMissing: () => void,
): Promise<Uint8Array | null> {
  const parts = path ? blobPathParts(path) : null;
  if (!parts) return null;
  try {
    return await downloadBuffer(parts.container, parts.blobName);
  } catch (error) {
    if (!isBlobNotFound(error)) throw error;
    onMissing();
    return null;
  }
}

export async function readLeloSignatures(
  entry: Pick<LeloRegistrationRecord, 'studentSignatureBlob' | 'parentSignatureBlob'>,
  onMissing: (role: LeloSignatureRole) => void = () => {},
): Promise<LeloSignatures> {
  const [student, parent] = await Promise.all([
    signatureOf(entry.studentSignatureBlob, () => onMissing('student')),
    signatureOf(entry.parentSignatureBlob, () => onMissing('parent')),
  ]);
  return { student, parent };
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
      `Course ${index + 1}`,
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
      row('Parent Relationship To Student', entry.pgRelationshipToStudent),
      row('Parent First Name', entry.pgFirstName),
      row('Parent Last Name', entry.pgLastName),
      row('Parent Primary Email', entry.pgPrimaryEmail),
      row('Parent Primary Phone', entry.pgPrimaryPhone),
      row('Parent Primary Phone Type', entry.pgPrimaryPhoneType),
      row('Live With Parent', entry.liveWithPg),
    ],
  };
  const physical: PdfSection = {
    heading: 'Physical Address',
    rows: [
      row('Living Status', entry.livingStatus),
      row('Street', entry.street),
      row('City', entry.city),
      row('State', entry.state),
      row('Zip', entry.zip),
      row('County', entry.country),
      row('District', entry.district),
    ],
  };
  const mailing: PdfSection = {
    heading: 'Mailing Address',
    rows: [
      row('Mailing Street', entry.mailingStreet),
      row('Mailing City', entry.mailingCity),
      row('Mailing State', entry.mailingState),
      row('Mailing Zip', entry.mailingZip),
    ],
  };
  const agreementRows = [
    row('Student Name', entry.studentName),
    row('Student Signature Date', toMonthDayYear(text(entry.studentSignatureDate))),
    row('Parent Name', entry.parentName),
    row('Parent Signature Date', toMonthDayYear(text(entry.parentSignatureDate))),
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
        row('Site', entry.learningCenters || text((entry as { name?: unknown }).name)),
        row('Charter', entry.charter),
        row('Registration ID', entry._uuid),
        row('Session', entry.session_name),
        row('Submit Date', usDate(entry.createdAt)),
        row('Status', entry.status),
      ],
    },
    {
      heading: 'Student Information',
      rows: [
        row('Previously Enrolled', entry.hasPreviouslyEnrolled),
        row('First Name', entry.firstName),
        row('Middle Name', entry.middleName),
        row('Last Name', entry.lastName),
        row('Gender', entry.gender),
        row('Birth Date', usDate(entry.birthDate)),
        row('Age', ageOn(entry.birthDate, today)),
        row('Student Email', entry.studentEmail),
        row('Student Primary Phone', entry.studentPrimaryPhone),
        row('Student Primary Phone Type', entry.studentPrimaryPhoneType),
        row('Grade Level', entry.gradeLevel),
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
 * '{first}{last}_LeloForm.pdf' of one entry, its signatures drawn 50 by 20; a signature whose blob is
 * gone leaves its box empty and is reported through `onSignatureMissing`.
 */
export async function buildLeloPdf(
  entry: LeloRegistrationRecord,
  today: string,
  onSignatureMissing?: (role: LeloSignatureRole) => void,
): Promise<Uint8Array> {
  const signatures = await readLeloSignatures(entry, onSignatureMissing);
  return buildStaffPdf({
    title: leloPdfTitle(entry),
    sections: leloPdfSections(entry, signatures, today),
    layout: LELO_PDF_LAYOUT,
  });
}
