import type { MergedInto } from '../duplicates/duplicate-merge.ts';
import type { FamilyLanguage } from '../shared/family-language.ts';
import type { SiteConfirmationMessage } from './confirmation-message.ts';
/**
 * A secondary enrollment (Lelo) entry as stored in the `leloRegistrations` container. Signatures are
 * blobs: the document holds their names.
 */
import type { OfferedCourse } from './lelo-config.ts';
import type { LeloSubmission } from './lelo-submission.ts';

export const LELO_STATUSES = ['Active', 'Signed', 'Inactive'] as const;
export type LeloStatus = (typeof LELO_STATUSES)[number];

/** What proves a signature later (beyond the spec): who signed, when, from where, and what text. */
export interface SignatureEvidence {
  studentName: string;
  studentSignedAt: string;
  parentName: string | null;
  parentSignedAt: string | null;
  ipAddress: string;
  userAgent: string;
  /**
   * SHA-256 (hex) of the agreement text signed (`agreementSignedText`), computed by the server. Entries
   * signed before the text itself was kept hold the digest of the charter's agreement HTML.
   */
  agreementSha256: string;
  /**
   * SHA-256 (hex) the browser computed of the agreement paragraphs it displayed. The server refuses a
   * signing where it differs from `agreementSha256`; '' on older entries whose browser sent none.
   */
  agreementSha256Shown?: string;
  /** The language of the text signed: the family's, or English where the school has no translation. */
  agreementLanguage?: FamilyLanguage;
  /** The family used another language than the text's (no translation): the PDF says so. */
  agreementUntranslated?: boolean;
  /**
   * Blob path (container/name) of the agreement text signed, beside the signature images; absent on
   * entries signed before the text was kept.
   */
  agreementTextBlob?: string;
}

type SubmittedFields = Omit<
  LeloSubmission,
  'courses' | 'studentSignature' | 'parentSignature' | 'permalink' | 'agreementSha256Shown' | 'language'
>;

export interface LeloRegistrationRecord extends SubmittedFields {
  /** Set when a coordinator merged this record into another: kept read-only, linked to the survivor. */
  mergedInto?: MergedInto;
  id: string;
  _uuid: string;
  status: LeloStatus;
  /** The language the family signed in (absent before signing and on older entries: English). */
  language?: FamilyLanguage;
  createdAt: string;
  updatedAt: string;
  /** The session's id and permalink. */
  LeloRegistrationProfile: string;
  permaLink: string;
  session_name: string;
  /** The learning center's name (the spec's name/selectedLearningCenter/learningCenters). */
  learningCenters: string;
  /** The picked courses as offered, with credits and NCAA flags. */
  courses: OfferedCourse[];
  /** Credits of each course, aligned with `courses`. */
  selectedCourseAgreements: string[];
  /**
   * Blob paths `lelo-signatures/{id}/{signingId}/student.png` and `.../parent.png` (container/name), one
   * folder per signing attempt so two racing signings never overwrite each other's images; null before
   * signing or for a 'Self 18+' parent.
   */
  studentSignatureBlob: string | null;
  parentSignatureBlob: string | null;
  signedAt: string | null;
  evidence: SignatureEvidence | null;
  /** Hash of the Idempotency-Key that signed the entry: a repeated submit answers as the first one did. */
  signedWithKey: string | null;
  /** Blob path `master-agreements/<session name>/<file>` (container/name) of the signed agreement PDF, and its file name. */
  uploadedUrl: string | null;
  fileName: string | null;
  agreementGeneratedAt: string | null;
}

/** POST/PUT /api/leloRegistration answer: what the confirmation page shows. */
export interface LeloConfirmation {
  /** The entry's id: with `_uuid` it marks a server-saved draft submitted (POST /api/drafts/current/submitted). */
  id: string;
  _uuid: string;
  firstName: string;
  lastName: string;
  charter: string;
  learningCenter: string;
  courses: { _id: string; course_name: string; course_name_es?: string; credits: string }[];
  /** The site's filled template message (HTML, to be sanitized by the page), or null for the default text. */
  templateMessage: string | null;
  /**
   * The language `templateMessage` is written in: the family's, or English when the school wrote no
   * Spanish message (the page then shows the Spanish default text first, and says so).
   */
  templateLanguage: FamilyLanguage;
  /** Whether the confirmation and signed-agreement e-mails go to an address of the family. */
  familyEmailed: boolean;
}

/** GET /api/leloRegistration/{uuid} for an entry staff pre-registered (status Active): the wizard's pre-fill. */
export interface LeloPrefill {
  _uuid: string;
  permaLink: string;
  charter: string;
  charter_id: string;
  learningCenter: string;
  siteId: string;
  firstName: string;
  lastName: string;
  birthDate: string;
  studentEmail: string;
  studentPrimaryPhone: string;
  gradeLevel: string;
  courses: { id: string; course_name: string }[];
  /**
   * Whether the entry's learning center offers courses in the session (charter, charter_id and the
   * center's name then come from that offering). Either way step 1 shows the pre-registration's own
   * location read-only (spec: with a uuid, charter and center are read-only); false → no offering: the
   * wizard says so, names `schoolPhone` and goes no further (a signing for another center is refused).
   */
  locationResolved: boolean;
  /** The learning center's phone (else its charter's contact number; '' when neither is known). */
  schoolPhone: string;
}

export function toLeloConfirmation(
  record: Pick<
    LeloRegistrationRecord,
    'id' | '_uuid' | 'firstName' | 'lastName' | 'charter' | 'learningCenter' | 'courses'
  >,
  message: SiteConfirmationMessage,
  familyEmailed: boolean,
): LeloConfirmation {
  return {
    id: record.id,
    _uuid: record._uuid,
    firstName: record.firstName,
    lastName: record.lastName,
    charter: record.charter,
    learningCenter: record.learningCenter,
    courses: record.courses.map(({ _id, course_name, course_name_es, credits }) => ({
      _id,
      course_name,
      ...(course_name_es ? { course_name_es } : {}),
      credits,
    })),
    templateMessage: message.html,
    templateLanguage: message.language,
    familyEmailed,
  };
}
