/**
 * The stored primary registration of a public wizard submission: every answer, yes/no answers as
 * flags, the learning center copied from the site (never from the browser), and the process state of
 * a new registration.
 */

import type { MergedInto } from '../duplicates/duplicate-merge.ts';
import { type LearningCenterCopy, learningCenterOf, type Site } from '../location/site.ts';
import { isSelfAdult } from '../reference/guardian-relationships.ts';
import { ageOn } from '../shared/birth-date.ts';
import type { FamilyLanguage } from '../shared/family-language.ts';
import { type RecordIds, type SubmissionStamp, submissionStamp } from '../shared/record-stamp.ts';
import { businessToday } from '../shared/today-in-zone.ts';
import { DASS_QUESTIONS } from './dass-questions.ts';
import {
  asksParentContactPermission,
  EYE_CONDITION_FIELDS,
  HEALTH_CONDITION_FIELDS,
  hasNoSecondParent,
  showsMailingAddress,
  showsOtherPronouns,
  showsParentFields,
  showsSuffix,
} from './registration-conditions.ts';
import {
  emptyRegistrationDraft,
  REGISTRATION_TEXT_FIELDS,
  REGISTRATION_YES_NO_FIELDS,
  type RegistrationDraft,
  type RegistrationField,
  type RegistrationTextField,
  type RegistrationYesNoField,
} from './registration-draft.ts';
import { PARENT1_FIELDS, PARENT2_DETAIL_FIELDS } from './registration-step-fields.ts';
import type { SelectedStudent } from './student-match.ts';
import {
  fromYesNoFlags,
  fromYesNoNotSureFlags,
  toYesNoFlags,
  toYesNoNotSureFlags,
  type YesNoFlags,
  type YesNoNotSureFlags,
} from './yes-no.ts';

export const REGISTRATION_STATUSES = [
  'Enrollment Submitted',
  'Orientation Scheduled',
  'Virtual Orientation Sent',
  'Enrollment Complete',
  'Enrollment Terminated',
  'Interdistrict Transfer Requested',
  'Auto Withdraw Requested',
] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

/** A special program's tri-state: not looked at yet, or chosen true/false by staff. */
export type ProgramState = 'unchecked' | boolean;

export type RecordAnswers = { [K in RegistrationTextField]: string } & {
  [K in RegistrationYesNoField]: YesNoFlags;
};

export interface RegistrationRecord
  extends RecordAnswers,
    LearningCenterCopy,
    SubmissionStamp<'registration'> {
  /**
   * The family said there is no second parent or guardian (11-step Parent 2 step); the
   * Parent 2 fields are then empty. Absent on older and staff-entered registrations.
   */
  noSecondParent?: boolean;
  /** The language the family used (absent on older and staff-entered registrations: English). */
  language?: FamilyLanguage;
  status: RegistrationStatus;
  progressLevel: number;
  processingLevel: number;
  registerForIntercession: boolean;
  previouslyEnrolled: YesNoNotSureFlags;
  age: number;
  /** The interest entry it came from (the family's register-interest link, or the staff transfer): its uuid and id. */
  interestUuid?: string;
  /** Absent on records stored before it was kept (and when the interest could not be found). */
  interestId?: string;
  /** The site's charter id: what the staff charter scope reads (absent on records stored before it). */
  charter_id: string;
  orientationScheduled: boolean;
  orientationType: '' | 'VIRTUAL' | 'LIVE';
  orientationTime: string;
  orientationLink: string;
  /** A live orientation's date (YYYY-MM-DD), what the scheduled orientations list sorts by; '' otherwise. */
  orientationDate?: string;
  /** The SIS student chosen in Process Registration (null after 'no match'; absent before). */
  selectedStudent?: SelectedStudent | null;
  programs: Record<string, ProgramState>;
  programDescription: string;
  generalRegistrationNotes: string;
  terminationNotes: string;
  /** The staff member who entered it (e-mail); absent on a family's own registration. */
  createdBy?: string;
  /** Set when a coordinator merged this record into another: kept read-only, linked to the survivor. */
  mergedInto?: MergedInto;
}

const MAILING_FIELDS = [
  'mailingStreet',
  'mailingCity',
  'mailingState',
  'mailingZip',
  'mailingCountry',
] as const satisfies readonly RegistrationField[];

/** The stored answers as text and flags (what a record holds of a draft). */
export function recordAnswersOf(answers: RegistrationDraft): RecordAnswers & {
  previouslyEnrolled: YesNoNotSureFlags;
} {
  const texts = Object.fromEntries(REGISTRATION_TEXT_FIELDS.map((field) => [field, answers[field]]));
  const flags = Object.fromEntries(
    REGISTRATION_YES_NO_FIELDS.map((field) => [field, toYesNoFlags(answers[field])]),
  );
  return {
    ...(texts as { [K in RegistrationTextField]: string }),
    ...(flags as { [K in RegistrationYesNoField]: YesNoFlags }),
    previouslyEnrolled: toYesNoNotSureFlags(answers.previouslyEnrolled),
  };
}

/** A stored record back as the form's draft (flags to answers); missing fields ''. */
export function draftFromRecord(record: Partial<RegistrationRecord>): RegistrationDraft {
  const draft = emptyRegistrationDraft();
  for (const field of REGISTRATION_TEXT_FIELDS) {
    const value = record[field];
    if (typeof value === 'string') draft[field] = value;
  }
  for (const field of REGISTRATION_YES_NO_FIELDS) draft[field] = fromYesNoFlags(record[field]);
  draft.previouslyEnrolled = fromYesNoNotSureFlags(record.previouslyEnrolled);
  draft.noSecondParent = record.noSecondParent === true ? 'yes' : '';
  return draft;
}

function clear(draft: RegistrationDraft, fields: readonly RegistrationField[]): void {
  for (const field of fields) draft[field] = '';
}

/**
 * The answers as stored: trimmed, e-mails lower case, and what the wizard hid for these answers
 * emptied (an adult's parent fields without permission, suffix without yes, follow-ups without yes …),
 * so a value typed before an answer changed is not kept.
 */
export function storedAnswers(source: RegistrationDraft, age: number | null): RegistrationDraft {
  const draft = { ...source };
  for (const field of REGISTRATION_TEXT_FIELDS) draft[field] = draft[field].trim();
  for (const field of ['studentEmail', 'pgPrimaryEmail', 'pg2PrimaryEmail'] as const)
    draft[field] = draft[field].toLowerCase();
  if (!showsSuffix(draft)) clear(draft, ['suffix']);
  if (!showsOtherPronouns(draft)) clear(draft, ['otherpreferredpronouns']);
  if (!asksParentContactPermission(age)) clear(draft, ['permissionParentContact']);
  if (!showsParentFields(draft, age)) clear(draft, PARENT1_FIELDS);
  if (draft.noSecondParent !== 'yes') clear(draft, ['noSecondParent']);
  if (hasNoSecondParent(draft)) clear(draft, ['pg2RelationshipToStudent', ...PARENT2_DETAIL_FIELDS]);
  if (isSelfAdult(draft.pg2RelationshipToStudent)) clear(draft, PARENT2_DETAIL_FIELDS);
  if (!showsMailingAddress(draft)) clear(draft, MAILING_FIELDS);
  for (const question of DASS_QUESTIONS) {
    if (question.followUp && draft[question.field] !== 'yes')
      clear(draft, [question.followUp.school, question.followUp.year]);
  }
  if (draft.knownHealthConditions !== 'yes') clear(draft, HEALTH_CONDITION_FIELDS);
  if (draft.knownHearingConditions !== 'yes') clear(draft, ['wearsHearingAid']);
  if (draft.knownEyeCondition !== 'yes') clear(draft, EYE_CONDITION_FIELDS);
  if (draft.custodyIssueExists !== 'yes') clear(draft, ['custodyIssueNotes']);
  if (draft.legalRestrictionsForAnyParent !== 'yes') clear(draft, ['legalRestrictionsNotes']);
  return draft;
}

/** What a new registration holds of its processing: no orientation, no special programs, no termination. */
export function newRegistrationProcessing(): Pick<
  RegistrationRecord,
  | 'orientationScheduled'
  | 'orientationType'
  | 'orientationTime'
  | 'orientationLink'
  | 'programs'
  | 'programDescription'
  | 'terminationNotes'
> {
  return {
    orientationScheduled: false,
    orientationType: '',
    orientationTime: '',
    orientationLink: '',
    programs: {},
    programDescription: '',
    terminationNotes: '',
  };
}

/**
 * The stored registration: status 'Enrollment Submitted', progress and processing level 0, a regular
 * (not intercession) enrollment. `draft` may be the whole submission; its `uuid` (the interest's)
 * becomes interestUuid.
 */
export function buildRegistrationRecord(
  draft: RegistrationDraft & { uuid?: string | undefined; language?: FamilyLanguage | undefined },
  site: Site,
  ids: RecordIds,
  now: Date,
): RegistrationRecord {
  const age = ageOn(draft.birthDate, businessToday(now));
  const answers = storedAnswers(draft, age);
  const interestUuid = draft.uuid?.trim();
  return {
    ...recordAnswersOf(answers),
    ...submissionStamp(ids, now, 'registration'),
    language: draft.language ?? 'en',
    noSecondParent: hasNoSecondParent(answers),
    status: 'Enrollment Submitted',
    progressLevel: 0,
    processingLevel: 0,
    registerForIntercession: false,
    age: age ?? 0,
    ...(interestUuid ? { interestUuid } : {}),
    ...learningCenterOf(site),
    generalRegistrationNotes: '',
    ...newRegistrationProcessing(),
  };
}
