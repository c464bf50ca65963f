/**
 * Staff's New Pre Registration (/pre-forms/{permalink}/{LeloRegistrationProfile}): the form's fields,
 * checked by the same schema in the browser and on the server, and the Active entry it stores. The
 * family later opens the entry's /forms/{permalink}/{uuid} link, completes the wizard and signs it.
 */
import * as z from 'zod/mini';
import type { ValidationMessageKey } from '../messages/en.ts';
import { AGE_RANGES } from '../shared/birth-date.ts';
import { birthDateField } from '../shared/birth-date-field.ts';
import { RECORD_ID_PATTERN } from '../shared/ids.ts';
import { emailField } from '../shared/text-fields.ts';
import { phoneField, typedTextField } from '../shared/typed-text-fields.ts';
import { courseSelectionError, LELO_GRADES } from './grades.ts';
import type { CourseOfferingRecord, LeloSessionRecord, OfferedCourse } from './lelo-config.ts';
import type { LeloRegistrationRecord } from './lelo-record.ts';
import { LELO_MAX_COURSES } from './lelo-steps.ts';
import { formPermalinkField } from './session-schema.ts';

type Key = ValidationMessageKey;
const REQUIRED: Key = 'preRegistration.fields.required';

/** A required id the server reads Cosmos with (the shared record id pattern). */
const requiredId = z.prefault(
  z.string().check(
    z.trim(),
    z.minLength(1, REQUIRED),
    z.refine((value) => value === '' || RECORD_ID_PATTERN.test(value), 'id.invalid'),
  ),
  '',
);

/** An optional e-mail (lower-cased) with the staff forms' message. */
const optionalEmail = emailField(null, 'preRegistration.email.invalid');

const optionalPhone = phoneField(null, 'preRegistration.phone.invalid');

/** Course slots in order: a course id each, '' for an empty slot. */
const courseSlots = z.prefault(
  z.array(
    z.string().check(
      z.trim(),
      z.refine((value) => value === '' || RECORD_ID_PATTERN.test(value), 'id.invalid'),
    ),
  ),
  [],
);

/** The birth date by the secondary enrollment's rule; `today` as in preRegistrationSchema. */
function preRegistrationBirthDate(today?: string) {
  return birthDateField(AGE_RANGES.secondaryEnrollment, { missing: REQUIRED, today });
}

const preRegistrationObject = z.object({
  /** The session's permalink and id, as in the page address. */
  permalink: formPermalinkField(REQUIRED),
  LeloRegistrationProfile: requiredId,
  charter_id: requiredId,
  siteId: requiredId,
  firstName: typedTextField('name', { missing: REQUIRED }),
  lastName: typedTextField('name', { missing: REQUIRED }),
  birthDate: preRegistrationBirthDate(),
  gradeLevel: z.prefault(
    z.string().check(
      z.trim(),
      z.minLength(1, REQUIRED),
      z.refine(
        (value) => value === '' || (LELO_GRADES as readonly string[]).includes(value),
        'lelo.grade.invalid',
      ),
    ),
    '',
  ),
  courses: courseSlots,
  studentEmail: optionalEmail,
  studentPrimaryPhone: optionalPhone,
});

export type PreRegistrationValues = z.output<typeof preRegistrationObject>;
export type PreRegistrationInput = z.input<typeof preRegistrationObject>;

/**
 * The pre-registration schema. `today` (YYYY-MM-DD, the business day; the server passes it) is for
 * the birth date: the secondary enrollment's rule and age range (the family's wizard checks it
 * again). The first course slot is required, slots are filled in order and no course twice (the
 * wizard's rules); no more than four slots.
 */
export function preRegistrationSchema(today?: string) {
  const object =
    today === undefined
      ? preRegistrationObject
      : z.extend(preRegistrationObject, { birthDate: preRegistrationBirthDate(today) });
  return object.check(
    z.superRefine((value, ctx) => {
      const slots = value.courses;
      if ((slots[0] ?? '') === '')
        ctx.addIssue({ code: 'custom', path: ['courses', 0], message: REQUIRED, input: slots });
      else if (slots.length > LELO_MAX_COURSES)
        ctx.addIssue({ code: 'custom', path: ['courses'], message: 'lelo.course.tooMany', input: slots });
      else {
        const problem = courseSelectionError(slots);
        // A course picked after an empty slot: the first empty slot is the one still required.
        if (problem?.key === 'lelo.course.order')
          ctx.addIssue({
            code: 'custom',
            path: ['courses', slots.indexOf('')],
            message: REQUIRED,
            input: slots,
          });
        else if (problem)
          ctx.addIssue({
            code: 'custom',
            path: ['courses', problem.slot - 1],
            message: problem.key,
            input: slots,
          });
      }
    }),
  );
}

/** The picked course ids in slot order, empty slots left out. */
export function pickedCourseIds(values: Pick<PreRegistrationValues, 'courses'>): string[] {
  return values.courses.filter((id) => id !== '');
}

/** POST /api/leloRegistration/pre-registration answer. */
export interface PreRegistrationCreated {
  id: string;
  _uuid: string;
  /** The family's link: /forms/{permalink}/{uuid} (relative to the public site). */
  formPath: string;
}

/** The family's link to the entry: the public wizard opened with the entry's uuid. */
export function preRegistrationFormPath(permalink: string, uuid: string): string {
  return `/forms/${encodeURIComponent(permalink)}/${encodeURIComponent(uuid)}`;
}

/** What the wizard collects later: empty on a pre-registration until the family signs. */
export const PRE_REGISTRATION_EMPTY_FIELDS = {
  hasPreviouslyEnrolled: '',
  middleName: '',
  gender: '',
  studentPrimaryPhoneType: '',
  pgRelationshipToStudent: '',
  pgFirstName: '',
  pgLastName: '',
  pgPrimaryEmail: '',
  pgPrimaryPhone: '',
  pgPrimaryPhoneType: '',
  liveWithPg: '',
  livingStatus: '',
  street: '',
  city: '',
  state: '',
  zip: '',
  country: '',
  district: '',
  isMailingAddressTheSame: '',
  mailingStreet: '',
  mailingCity: '',
  mailingState: '',
  mailingZip: '',
  notes: '',
  understood1: false,
  understood2: false,
  studentName: '',
  studentSignatureDate: '',
  parentName: '',
  parentSignatureDate: '',
} as const;

/** The stored pre-registration: a Lelo entry (status Active) plus the spec payload's `name` and who made it. */
export type PreRegistrationRecord = LeloRegistrationRecord & { name: string; createdBy: string };

/**
 * The Active entry of a checked pre-registration. The location's names and the courses (with their
 * credits) come from the session's offering, never from the browser.
 */
export function buildPreRegistrationRecord(
  values: PreRegistrationValues,
  found: { session: LeloSessionRecord; offering: CourseOfferingRecord; courses: OfferedCourse[] },
  made: { id: string; uuid: string; now: Date; createdBy: string },
): PreRegistrationRecord {
  const { session, offering, courses } = found;
  const createdAt = made.now.toISOString();
  return {
    ...PRE_REGISTRATION_EMPTY_FIELDS,
    id: made.id,
    _uuid: made.uuid,
    status: 'Active',
    createdAt,
    updatedAt: createdAt,
    createdBy: made.createdBy,
    charter: offering.charter,
    charter_id: offering.charter_id,
    learningCenter: offering.learningCenterName,
    learningCenters: offering.learningCenterName,
    name: offering.learningCenterName,
    siteId: offering.siteId,
    LeloRegistrationProfile: session.id,
    permaLink: session.permalink,
    session_name: session.name,
    firstName: values.firstName,
    lastName: values.lastName,
    birthDate: values.birthDate,
    studentEmail: values.studentEmail,
    studentPrimaryPhone: values.studentPrimaryPhone,
    gradeLevel: values.gradeLevel,
    courses,
    selectedCourseAgreements: courses.map((course) => course.credits),
    studentSignatureBlob: null,
    parentSignatureBlob: null,
    signedAt: null,
    evidence: null,
    signedWithKey: null,
    uploadedUrl: null,
    fileName: null,
    agreementGeneratedAt: null,
  };
}
