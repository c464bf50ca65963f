import {
  type FamilyLanguage,
  type FieldError,
  isSelfAdult,
  LELO_STEP_FIELDS,
  LELO_STEPS,
  type LeloDraft,
  type LeloPrefill,
  type LeloSubmission,
  type LeloSubmissionInput,
  needsMailingStep,
} from '@enroll/domain';

/**
 * The draft a staff pre-registration starts the wizard with, its location included: step 1 shows it
 * read-only, also when the center offers no courses in the session (the step then says so).
 */
export function draftFromPrefill(prefill: LeloPrefill): Partial<LeloDraft> {
  return {
    charter: prefill.charter,
    charter_id: prefill.charter_id,
    learningCenter: prefill.learningCenter,
    siteId: prefill.siteId,
    firstName: prefill.firstName,
    lastName: prefill.lastName,
    birthDate: prefill.birthDate,
    studentEmail: prefill.studentEmail,
    studentPrimaryPhone: prefill.studentPrimaryPhone,
    gradeLevel: prefill.gradeLevel,
    courses: prefill.courses.map(({ id, course_name }) => ({ id, course_name })),
  };
}

const MAILING_FIELDS = ['mailingStreet', 'mailingCity', 'mailingState', 'mailingZip'] as const;
const PARENT_ONLY_FIELDS = [
  'pgFirstName',
  'pgLastName',
  'pgPrimaryEmail',
  'pgPrimaryPhone',
  'pgPrimaryPhoneType',
  'parentSignature',
  'parentName',
  'parentSignatureDate',
] as const;

/**
 * The body of POST/PUT /api/leloRegistration: the whole draft and the session's permalink, without
 * what the family did not see (a mailing address when it is the same, a parent's details and signature
 * for a 'Self 18+' student), so a value left behind on a skipped step cannot refuse the submit; with
 * the language the family signs in (its agreement PDF and e-mails come in it).
 */
export function leloSubmissionBody(
  draft: LeloDraft,
  permalink: string,
  language: FamilyLanguage,
): LeloSubmissionInput {
  // includeNcaa is the wizard's own copy of the offering's setting: the server reads the offering.
  const { includeNcaa: _includeNcaa, ...submitted } = draft;
  const body: LeloSubmission = { ...submitted, permalink, language };
  if (!needsMailingStep(draft.isMailingAddressTheSame)) for (const field of MAILING_FIELDS) body[field] = '';
  if (isSelfAdult(draft.pgRelationshipToStudent)) for (const field of PARENT_ONLY_FIELDS) body[field] = '';
  return body;
}

/** The field of the draft a server error names ('courses.0.id' → 'courses'). */
export function draftFieldOf(error: FieldError): string {
  return error.field.split('.')[0] ?? error.field;
}

/**
 * The level to show after the server refused a submit with field errors: the first step the family
 * walks that shows one of those fields; null when none does (the errors then show on the submit step).
 */
export function levelOfServerErrors(draft: LeloDraft, errors: readonly FieldError[]): number | null {
  const fields = new Set(errors.map(draftFieldOf));
  for (const [level, step] of LELO_STEPS.entries()) {
    if (step === 'mailingAddress' && !needsMailingStep(draft.isMailingAddressTheSame)) continue;
    if (LELO_STEP_FIELDS[step].some((field) => fields.has(field))) return level;
  }
  return null;
}

/** Fields of a step that no control shows: their errors are said above the buttons like the rest. */
const FIELDS_WITHOUT_CONTROL = new Set<string>(['agreementSha256Shown']);

/**
 * The server errors no field shows (e.g. `permalink`: the session closed meanwhile;
 * `agreementSha256Shown`: the agreement text changed while the family signed).
 */
export function errorsOnNoStep(errors: readonly FieldError[]): FieldError[] {
  const shown = new Set<string>(Object.values(LELO_STEP_FIELDS).flat());
  return errors.filter((error) => !shown.has(draftFieldOf(error)) || FIELDS_WITHOUT_CONTROL.has(error.field));
}
