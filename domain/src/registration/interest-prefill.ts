/**
 * What the wizard pre-fills from an interest entry (/register-interest?uuid=): only the fields it
 * needs, so the public endpoint returns nothing more of the entry.
 */
import type { InterestEntry } from '../interest/interest-entry.ts';
import { GUARDIAN_RELATIONSHIPS, type GuardianRelationship } from '../reference/guardian-relationships.ts';
import { ageOn, isAdultAge } from '../shared/birth-date.ts';
import type { RegistrationDraft } from './registration-draft.ts';

/**
 * The family's link (path and query) that opens the registration wizard filled from an interest entry,
 * with the learning center chosen when one is given.
 */
export function interestRegistrationPath(uuid: string, siteId: string | null = null): string {
  const site = siteId ? `&site=${encodeURIComponent(siteId)}` : '';
  return `/register-interest?uuid=${encodeURIComponent(uuid)}${site}`;
}

export interface InterestPrefill {
  studentFirstName: string;
  studentLastName: string;
  birthDate: string;
  primaryEmail: string;
  phone: string;
  parentFirstName: string;
  parentLastName: string;
  parentRelationship: string;
  zipCode: string;
  learningCenterId: string;
}

export function interestPrefillOf(entry: InterestEntry): InterestPrefill {
  return {
    studentFirstName: entry.studentFirstName,
    studentLastName: entry.studentLastName,
    birthDate: entry.birthDate,
    primaryEmail: entry.primaryEmail,
    phone: entry.phone,
    parentFirstName: entry.parentFirstName,
    parentLastName: entry.parentLastName,
    parentRelationship: entry.parentRelationship,
    zipCode: entry.zipCode,
    learningCenterId: entry.learningCenterId,
  };
}

/**
 * An interest the family already registered from (the registration sets enrollstatus 'Yes' and the
 * status 'Enrollment Submitted'): its link no longer pre-fills anything.
 */
export function isInterestEnrolled(entry: Pick<InterestEntry, 'enrollstatus' | 'status'>): boolean {
  return entry.enrollstatus === 'Yes' || entry.status === 'Enrollment Submitted';
}

/**
 * How long an interest's registration link pre-fills the student's contact data: 60 days from the
 * request for information. A family that asks again gets a new entry and so a new link for another
 * 60 days; an old link held by anyone else stops showing their data.
 */
export const INTEREST_LINK_LIFETIME_DAYS = 60;

const DAY_MS = 24 * 60 * 60 * 1000;

/** When the entry's link stops pre-filling (ISO instant); null when the entry has no readable creation time. */
export function interestLinkExpiresAt(entry: Pick<InterestEntry, 'createdAt'>): string | null {
  const created = Date.parse(entry.createdAt ?? '');
  if (Number.isNaN(created)) return null;
  return new Date(created + INTEREST_LINK_LIFETIME_DAYS * DAY_MS).toISOString();
}

/** Whether the entry's link has expired at `now`; an entry without a readable creation time counts as expired. */
export function isInterestLinkExpired(entry: Pick<InterestEntry, 'createdAt'>, now: Date): boolean {
  const expiresAt = interestLinkExpiresAt(entry);
  return expiresAt === null || now.getTime() >= Date.parse(expiresAt);
}

/** The interest form's Parent / Guardian / Caregiver in the wizard's relationship list. */
function relationshipOf(interestRelationship: string): GuardianRelationship | '' {
  if (interestRelationship === 'Parent') return 'Parents';
  const found = GUARDIAN_RELATIONSHIPS.find((relationship) => relationship === interestRelationship);
  return found ?? '';
}

/**
 * The draft fields an interest fills. An adult's contact e-mail and phone go to the student fields,
 * a minor's (or, without a usable birth date, anyone's) to the guardian fields with the parent's
 * name and relationship. learningCenterId is not a draft field: the page uses it when the link has no site.
 */
export function draftFromInterestPrefill(
  prefill: InterestPrefill,
  today?: string,
): Partial<RegistrationDraft> {
  const draft: Partial<RegistrationDraft> = {
    firstName: prefill.studentFirstName,
    lastName: prefill.studentLastName,
    birthDate: prefill.birthDate,
    zip: prefill.zipCode,
  };
  if (isAdultAge(ageOn(prefill.birthDate, today))) {
    return { ...draft, studentEmail: prefill.primaryEmail, studentPrimaryPhone: prefill.phone };
  }
  return {
    ...draft,
    pgFirstName: prefill.parentFirstName,
    pgLastName: prefill.parentLastName,
    pgRelationshipToStudent: relationshipOf(prefill.parentRelationship),
    pgPrimaryEmail: prefill.primaryEmail,
    pgPrimaryPhone: prefill.phone,
  };
}
