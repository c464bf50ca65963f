import { oneLineAddress, principalOf, type Site } from '../location/site.ts';
import { ageOn, isAdultAge } from '../shared/birth-date.ts';
import { type RecordIds, submissionStamp } from '../shared/record-stamp.ts';
import { businessToday } from '../shared/today-in-zone.ts';
import { EMPTY_INTEREST_ADDRESS, type InterestEntry, NO_SITE_ID } from './interest-entry.ts';
import type { InterestSubmission } from './interest-form-schema.ts';
import { NEW_INTEREST_STATE } from './interest-status-machine.ts';

/**
 * The stored interest entry of a public submission: status 'New Interest', enrollstatus 'No', the
 * learning center's fields copied from the site (never from the browser), or learningCenterId '0'.
 * A minor's parent fields are kept; an adult's are dropped.
 */
export function buildInterestEntry(
  submission: InterestSubmission,
  site: Site | null,
  ids: RecordIds,
  now: Date,
): InterestEntry {
  const age = ageOn(submission.birthDate, businessToday(now)) ?? 0;
  const minor = !isAdultAge(age);
  return {
    ...EMPTY_INTEREST_ADDRESS,
    ...submissionStamp(ids, now, 'interest'),
    language: submission.language,
    ...NEW_INTEREST_STATE,
    campaign: submission.campaign ?? '',
    hasCharterPreselection: site !== null,
    studentFirstName: submission.studentFirstName,
    studentLastName: submission.studentLastName,
    birthDate: submission.birthDate,
    age,
    gradeLevel: '',
    parentRelationship: minor ? submission.parentRelationship : '',
    parentFirstName: minor ? submission.parentFirstName : '',
    parentLastName: minor ? submission.parentLastName : '',
    primaryEmail: submission.primaryEmail.toLowerCase(),
    phone: submission.phone,
    zipCode: submission.zipCode,
    charter: site?.charter.name ?? submission.charter ?? '',
    charter_id: site?.charter.id ?? '',
    learningCenterId: site?.id ?? NO_SITE_ID,
    learningCenterName: site?.name ?? '',
    learningCenterCharter: site?.charter.name ?? '',
    learningCenterAddress: site ? oneLineAddress(site.address) : '',
    learningCenterCoordinates: site?.coordinates ?? null,
    charterWebsite: site?.charter.website ?? '',
    charterContactnumber: site?.charter.contactNumber ?? '',
    brandIcon: site?.charter.brand.brandIcon ?? '',
    brandName: site?.brandName ?? '',
    principal: site ? principalOf(site) : 'Enrollment Team',
    createdBy: 'public',
  };
}
