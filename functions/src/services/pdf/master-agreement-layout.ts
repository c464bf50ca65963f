import type { FamilyLanguage } from '@enroll/domain';
import { BLOB_CONTAINERS } from '../storage-names.ts';

/**
 * The master-agreement PDF template and where the signed agreement fills it. The template (2 US Letter
 * pages) carries AcroForm text fields with these names; the seed builds a plain one with
 * pdf-lib, and staff may upload their own with the same field names.
 */
export const AGREEMENT_TEMPLATES_CONTAINER = BLOB_CONTAINERS.agreementTemplates;
export const MASTER_AGREEMENT_TEMPLATE_BLOB = 'master-agreement.pdf';
/**
 * The template of each family language. A language without its own blob (staff uploaded only the
 * English one) is filled on the English template, with its values and evidence still in the language.
 */
export const MASTER_AGREEMENT_TEMPLATE_BLOBS = {
  en: MASTER_AGREEMENT_TEMPLATE_BLOB,
  es: 'master-agreement-es.pdf',
} as const satisfies Record<FamilyLanguage, string>;
export const SIGNED_AGREEMENTS_CONTAINER = BLOB_CONTAINERS.signedAgreements;
export const SIGNATURES_CONTAINER = BLOB_CONTAINERS.signatures;
/** A blob here (`{entryId}.json`) asks the build-agreement trigger to (re)build that entry's PDF. */
export const AGREEMENT_REQUESTS_CONTAINER = BLOB_CONTAINERS.agreementRequests;

export const MASTER_AGREEMENT_FIELDS = {
  studentName: 'studentName',
  parentName: 'parentName',
  /** 'MM-DD-YYYY to MM-DD-YYYY' of the session's school year. */
  agreementDates: 'agreementDates',
  learningCenter: 'learningCenter',
  charter: 'charter',
  courses: ['course1', 'course2', 'course3', 'course4'],
  credits: ['credits1', 'credits2', 'credits3', 'credits4'],
  studentSignatureDate: 'studentSignatureDate',
  parentSignatureDate: 'parentSignatureDate',
} as const;

/** Signatures scaled by half, max width 400, on page 2 at x 70; student y 590, parent y 470. */
export const SIGNATURE_PLACEMENT = {
  pageIndex: 1,
  x: 70,
  studentY: 590,
  parentY: 470,
  scale: 0.5,
  maxWidth: 400,
} as const;
