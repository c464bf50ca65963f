/**
 * The staff side's registration records: a new one from the Add Registration Form, an edit from the
 * detail screen, and the form's starting values from an interest's hand-over.
 */

import type { RegistrationHandover } from '../interest/registration-handover.ts';
import { learningCenterOf, type Site } from '../location/site.ts';
import { REGISTRATION_GRADES } from '../reference/registration-grades.ts';
import { ageOn } from '../shared/birth-date.ts';
import { type RecordIds, submissionStamp } from '../shared/record-stamp.ts';
import { businessToday } from '../shared/today-in-zone.ts';
import { registersForIntercession } from './enrollment-type.ts';
import { draftFromInterestPrefill } from './interest-prefill.ts';
import {
  emptyRegistrationDraft,
  type RegistrationDraft,
  type RegistrationField,
} from './registration-draft.ts';
import {
  newRegistrationProcessing,
  type RegistrationRecord,
  recordAnswersOf,
  storedAnswers,
} from './registration-record.ts';
import { registrationStepFields } from './registration-step-fields.ts';
import {
  type AddRegistrationInput,
  REGULAR_ONLY_SECTIONS,
  type StaffRegistrationInput,
  type StaffRegistrationValues,
} from './staff-registration.ts';

/** What an intercession registration is not asked besides its skipped sections. */
const INTERCESSION_UNASKED = [
  'haveSuffix',
  'suffix',
  'birthState',
  'birthCountry',
  'pg2HighestLevelOfEducation',
] as const satisfies readonly RegistrationField[];

/**
 * The answers an intercession registration keeps: the skipped sections and questions emptied, since
 * the form hides them and the completeness rules do not check them (so nothing typed before the type
 * changed is stored unchecked). A regular registration keeps every answer.
 */
function withoutSkippedAnswers(input: StaffRegistrationInput): RegistrationDraft {
  const draft: RegistrationDraft = { ...input };
  if (!registersForIntercession(input.enrollmentType)) return draft;
  const skipped = [
    ...REGULAR_ONLY_SECTIONS.flatMap((section) => registrationStepFields(section, 'long')),
    ...INTERCESSION_UNASKED,
  ];
  for (const field of skipped) draft[field] = '';
  return draft;
}

/** The answers, type, notes and learning center of a staff form, as a record stores them. */
function formFieldsOf(input: StaffRegistrationInput, site: Site, now: Date) {
  const age = ageOn(input.birthDate, businessToday(now));
  return {
    ...recordAnswersOf(storedAnswers(withoutSkippedAnswers(input), age)),
    age: age ?? 0,
    registerForIntercession: registersForIntercession(input.enrollmentType),
    generalRegistrationNotes: input.generalRegistrationNotes.trim(),
    ...learningCenterOf(site),
  };
}

/**
 * A registration entered by staff: status 'Enrollment Submitted' at progressLevel 1 (the form is
 * submitted and waits to be processed; the spec saves it so from the post-registration modal, and
 * storing it at submit means a closed tab loses nothing), processingLevel 0.
 */
export function buildStaffRegistrationRecord(
  input: AddRegistrationInput,
  site: Site,
  ids: RecordIds,
  context: { now: Date; createdBy: string; interestUuid?: string | undefined },
): RegistrationRecord {
  return {
    ...formFieldsOf(input, site, context.now),
    ...submissionStamp(ids, context.now, 'registration'),
    status: 'Enrollment Submitted',
    progressLevel: 1,
    processingLevel: 0,
    ...(context.interestUuid ? { interestUuid: context.interestUuid } : {}),
    ...newRegistrationProcessing(),
    createdBy: context.createdBy,
  };
}

/**
 * A registration after the admin edit form: the answers, type, notes and learning center replaced,
 * the age recomputed; the process state (status, levels, orientation, programs) stays: it changes only
 * through processing.
 */
export function applyRegistrationEdit(
  record: RegistrationRecord,
  input: StaffRegistrationInput,
  site: Site,
  now: Date,
): RegistrationRecord {
  return { ...record, ...formFieldsOf(input, site, now), updatedAt: now.toISOString() };
}

/** The interest's grade (9 to 12) as the registration's two-digit grade, '' when it is not one. */
function gradeOf(interestGrade: string): string {
  const padded = interestGrade.trim().padStart(2, '0');
  return (REGISTRATION_GRADES as readonly string[]).includes(padded) ? padded : '';
}

/** street1 and street2 as the registration's one street line. */
function streetOf(street1: string, street2: string): string {
  return [street1.trim(), street2.trim()].filter((part) => part !== '').join(' ');
}

/**
 * The Add Registration Form's starting values from 'Transfer to Registration Form': student, parent
 * (a minor's) or student (an adult's) contact, both addresses and the learning center. A regular
 * enrollment until staff choose otherwise.
 */
export function staffValuesFromHandover(
  handover: RegistrationHandover,
  today?: string,
): StaffRegistrationValues {
  const draft = {
    ...emptyRegistrationDraft(),
    ...draftFromInterestPrefill(
      {
        studentFirstName: handover.studentFirstName,
        studentLastName: handover.studentLastName,
        birthDate: handover.birthDate,
        primaryEmail: handover.primaryEmail,
        phone: handover.phone,
        parentFirstName: handover.parentFirstName,
        parentLastName: handover.parentLastName,
        parentRelationship: handover.parentRelationship,
        zipCode: handover.zipCode,
        learningCenterId: handover.learningCenterId,
      },
      today,
    ),
  };
  const sameAddress = handover.sameAddress !== false;
  return {
    ...draft,
    gradeLevel: gradeOf(handover.gradeLevel ?? ''),
    street: streetOf(handover.street1, handover.street2),
    city: handover.city,
    state: handover.state || handover.region,
    country: handover.country || draft.country,
    isMailingAddressTheSame: sameAddress ? 'yes' : 'no',
    ...(sameAddress
      ? {}
      : {
          mailingStreet: streetOf(handover.mailingStreet1, handover.mailingStreet2),
          mailingCity: handover.mailingCity,
          mailingState: handover.mailingState || handover.mailingRegion,
          mailingZip: handover.mailingZipCode,
          mailingCountry: handover.mailingCountry || draft.mailingCountry,
        }),
    site: handover.learningCenterId === '0' ? '' : handover.learningCenterId,
    enrollmentType: 'REGULAR',
    generalRegistrationNotes: '',
  };
}
