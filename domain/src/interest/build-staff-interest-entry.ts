import { learningCenterOf, principalOf, type Site } from '../location/site.ts';
import { ageOn, isAdultAge } from '../shared/birth-date.ts';
import { type RecordIds, submissionStamp } from '../shared/record-stamp.ts';
import { businessToday } from '../shared/today-in-zone.ts';
import {
  EMPTY_INTEREST_ADDRESS,
  type InterestAddress,
  type InterestEntry,
  type InterestLearningCenter,
} from './interest-entry.ts';
import { NEW_INTEREST_STATE } from './interest-status-machine.ts';
import {
  type EditInterestInput,
  type StaffInterestCreateInput,
  usesUsState,
} from './staff-interest-schema.ts';

/** The entry's learning-center fields: always copied from the stored site, never from a request body. */
export type LearningCenterFields = InterestLearningCenter &
  Pick<
    InterestEntry,
    | 'learningCenterCoordinates'
    | 'charterWebsite'
    | 'charterContactnumber'
    | 'brandIcon'
    | 'brandName'
    | 'principal'
  >;

export function learningCenterFieldsOf(site: Site): LearningCenterFields {
  return {
    charter: site.charter.name,
    ...learningCenterOf(site),
    charterWebsite: site.charter.website,
    charterContactnumber: site.charter.contactNumber,
    brandIcon: site.charter.brand.brandIcon,
    principal: principalOf(site),
  };
}

/** The mailing block as the empty address has it: what a same-as-physical mailing address stores. */
const MAILING_CLEARED = Object.fromEntries(
  Object.entries(EMPTY_INTEREST_ADDRESS).filter(([field]) => field.startsWith('mailing')),
) as Partial<InterestAddress>;

/** The address as stored: the mailing block is dropped when it is the same as the physical one. */
/** State in the United States, Region elsewhere: only the one the country uses is kept. */
function placeOf(country: string, state: string, region: string) {
  return usesUsState(country) ? { state, region: '' } : { state: '', region };
}

function mailingPlaceOf(country: string, state: string, region: string) {
  const place = placeOf(country, state, region);
  return { mailingState: place.state, mailingRegion: place.region };
}

function addressOf(input: InterestAddress): InterestAddress {
  const address: InterestAddress = {
    street1: input.street1,
    street2: input.street2,
    city: input.city,
    ...placeOf(input.country, input.state, input.region),
    country: input.country,
    zipCode: input.zipCode,
    sameAddress: input.sameAddress,
    mailingStreet1: input.mailingStreet1,
    mailingStreet2: input.mailingStreet2,
    mailingCity: input.mailingCity,
    ...mailingPlaceOf(input.mailingCountry, input.mailingState, input.mailingRegion),
    mailingCountry: input.mailingCountry,
    mailingZipCode: input.mailingZipCode,
  };
  return input.sameAddress ? { ...address, ...MAILING_CLEARED } : address;
}

type ParentInput = Pick<InterestEntry, 'parentRelationship' | 'parentFirstName' | 'parentLastName'>;

/** An adult's parent fields are not kept (the form skips the parent level for them). */
function parentOf(input: ParentInput, age: number): ParentInput {
  if (isAdultAge(age)) return { parentRelationship: '', parentFirstName: '', parentLastName: '' };
  return {
    parentRelationship: input.parentRelationship,
    parentFirstName: input.parentFirstName,
    parentLastName: input.parentLastName,
  };
}

/**
 * The stored entry of a staff Add Interest (POST /api/enrollment): like a public submission's
 * (status 'New Interest', enrollstatus 'No'), with the learning center from the stored site, the whole
 * address, and createdBy the staff member's e-mail. What a skipped level would hold is cleared: an
 * adult's parent fields, the mailing block when it is the same address.
 */
export function buildStaffInterestEntry(
  input: StaffInterestCreateInput,
  site: Site,
  ids: RecordIds,
  createdBy: string,
  now: Date,
): InterestEntry {
  const age = ageOn(input.birthDate, businessToday(now)) ?? 0;
  return {
    ...addressOf(input),
    ...parentOf(input, age),
    ...learningCenterFieldsOf(site),
    ...submissionStamp(ids, now, 'interest'),
    ...NEW_INTEREST_STATE,
    campaign: '',
    hasCharterPreselection: true,
    studentFirstName: input.studentFirstName,
    studentLastName: input.studentLastName,
    birthDate: input.birthDate,
    age,
    gradeLevel: input.gradeLevel,
    primaryEmail: input.primaryEmail.toLowerCase(),
    phone: input.phone,
    createdBy,
  };
}

/**
 * An entry after Edit Interest (PUT /api/enrollment/{id}): the edited fields, the learning center from
 * the stored site, the age recalculated from the birth date on the business day. Ids, status fields,
 * dates and the creator are untouched: the status changes only through the status machine.
 */
export function applyInterestEdit(
  entry: InterestEntry,
  input: EditInterestInput,
  site: Site,
  now: Date,
): InterestEntry {
  const age = ageOn(input.birthDate, businessToday(now)) ?? entry.age;
  return {
    ...entry,
    ...addressOf(input),
    ...learningCenterFieldsOf(site),
    studentFirstName: input.studentFirstName,
    studentLastName: input.studentLastName,
    birthDate: input.birthDate,
    age,
    gradeLevel: input.gradeLevel,
    parentRelationship: input.parentRelationship,
    parentFirstName: input.parentFirstName,
    parentLastName: input.parentLastName,
    primaryEmail: input.primaryEmail.toLowerCase(),
    phone: input.phone,
    hasCharterPreselection: true,
    updatedAt: now.toISOString(),
  };
}
