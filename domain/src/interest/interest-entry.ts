import type { MergedInto } from '../duplicates/duplicate-merge.ts';
import type { LearningCenterCopy } from '../location/site.ts';
import type { FamilyLanguage } from '../shared/family-language.ts';
import type { SubmissionStamp } from '../shared/record-stamp.ts';

export const INTEREST_STATUSES = [
  'New Interest',
  'Not Interested',
  'Follow up Required',
  'Enrollment Submitted',
] as const;
export type InterestStatus = (typeof INTEREST_STATUSES)[number];

/** Without a chosen site the entry's learningCenterId is '0'. */
export const NO_SITE_ID = '0';

/**
 * The physical and mailing address of an entry. The public form asks only the ZIP code, so its
 * entries carry empty strings here; the staff Add and Edit Interest screens fill them. `state` is used
 * in the United States (a state select), `region` elsewhere (free text).
 */
export interface InterestAddress {
  street1: string;
  street2: string;
  city: string;
  state: string;
  region: string;
  country: string;
  zipCode: string;
  sameAddress: boolean;
  mailingStreet1: string;
  mailingStreet2: string;
  mailingCity: string;
  mailingState: string;
  mailingRegion: string;
  mailingCountry: string;
  mailingZipCode: string;
}

export const EMPTY_INTEREST_ADDRESS: InterestAddress = {
  street1: '',
  street2: '',
  city: '',
  state: '',
  region: '',
  country: '',
  zipCode: '',
  sameAddress: true,
  mailingStreet1: '',
  mailingStreet2: '',
  mailingCity: '',
  mailingState: '',
  mailingRegion: '',
  mailingCountry: '',
  mailingZipCode: '',
};

/** The parts of one address; the mailing address names them `mailing` + the part, capitalised. */
export const INTEREST_ADDRESS_PARTS = [
  'country',
  'street1',
  'street2',
  'city',
  'state',
  'region',
  'zipCode',
] as const;
export type InterestAddressPart = (typeof INTEREST_ADDRESS_PARTS)[number];
export type InterestAddressPrefix = '' | 'mailing';

/** The entry's field of one part of the physical ('') or mailing address: 'zipCode', 'mailingZipCode'. */
export function interestAddressField(
  prefix: InterestAddressPrefix,
  part: InterestAddressPart,
): keyof InterestAddress {
  return prefix === ''
    ? part
    : (`mailing${part.charAt(0).toUpperCase()}${part.slice(1)}` as keyof InterestAddress);
}

/** One address of an entry, the physical ('') or the mailing one, by its parts: { street1, …, zipCode }. */
export function interestAddressParts(
  entry: InterestAddress,
  prefix: InterestAddressPrefix,
): Record<InterestAddressPart, string> {
  const parts = {} as Record<InterestAddressPart, string>;
  // Every part's field is text (sameAddress, the one flag of an address, is no part).
  for (const part of INTEREST_ADDRESS_PARTS)
    parts[part] = entry[interestAddressField(prefix, part)] as string;
  return parts;
}

/** The address fields of an entry, as every screen and hand-over copies them. */
export function interestAddressOf(entry: InterestAddress): InterestAddress {
  const address = { ...EMPTY_INTEREST_ADDRESS };
  for (const field of Object.keys(EMPTY_INTEREST_ADDRESS) as (keyof InterestAddress)[]) {
    (address[field] as InterestAddress[typeof field]) = entry[field];
  }
  return address;
}

/** The learning center an entry names and its charter (the hand-over copies them, the site fills them). */
export type InterestLearningCenter = Pick<
  InterestEntry,
  | 'charter'
  | 'charter_id'
  | 'learningCenterId'
  | 'learningCenterName'
  | 'learningCenterCharter'
  | 'learningCenterAddress'
>;

/** The student, parent and contact answers of an entry (what the staff forms edit besides the address). */
export type InterestPerson = Pick<
  InterestEntry,
  | 'studentFirstName'
  | 'studentLastName'
  | 'birthDate'
  | 'gradeLevel'
  | 'parentRelationship'
  | 'parentFirstName'
  | 'parentLastName'
  | 'primaryEmail'
  | 'phone'
>;

export function interestPersonOf(entry: InterestPerson): InterestPerson {
  return {
    studentFirstName: entry.studentFirstName,
    studentLastName: entry.studentLastName,
    birthDate: entry.birthDate,
    gradeLevel: entry.gradeLevel,
    parentRelationship: entry.parentRelationship,
    parentFirstName: entry.parentFirstName,
    parentLastName: entry.parentLastName,
    primaryEmail: entry.primaryEmail,
    phone: entry.phone,
  };
}

/** An interest entry as stored in the `interests` container. */
export interface InterestEntry extends InterestAddress, LearningCenterCopy, SubmissionStamp<'interest'> {
  /** The language the family used (absent on entries made before it was recorded, and by staff: English). */
  language?: FamilyLanguage;
  status: InterestStatus;
  /** While 'Not Interested': the status it had before, which undoing the decline restores. */
  statusBeforeNotInterested?: InterestStatus;
  enrollstatus: 'Yes' | 'No';
  /** The registration made from it (the family's link or the staff transfer); absent before, and on older entries. */
  registrationId?: string;
  lastContactDate: string | null;
  campaign: string;
  hasCharterPreselection: boolean;
  InterestListStatus: boolean;
  studentFirstName: string;
  studentLastName: string;
  birthDate: string;
  age: number;
  gradeLevel: string;
  parentRelationship: string;
  parentFirstName: string;
  parentLastName: string;
  primaryEmail: string;
  phone: string;
  charter: string;
  /**
   * The learning center's charter id: what charter scoping reads (an Admin sees only their charters'
   * entries). '' for an entry without a learning center, which only a Super Admin sees.
   */
  charter_id: string;
  charterWebsite: string;
  charterContactnumber: string;
  brandIcon: string;
  principal: string;
  /** 'public' for the family's form, else the e-mail of the staff member who added the entry. */
  createdBy: string;
  /** Set when a coordinator merged this record into another: kept read-only, linked to the survivor. */
  mergedInto?: MergedInto;
}
