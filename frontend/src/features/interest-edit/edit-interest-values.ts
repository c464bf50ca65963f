import type { EditInterestValues, InterestEntry } from '@enroll/domain';

/**
 * The Edit Interest form's fields, each present. Grade and relationship are as stored (an older entry
 * may hold another value): the schema refuses those on Save, with their own message.
 */
export type EditInterestFormValues = Omit<
  Required<EditInterestValues>,
  'gradeLevel' | 'parentRelationship'
> & {
  gradeLevel: string;
  parentRelationship: string;
};

/** The form's starting values: the entry's own. */
export function editValuesOf(entry: InterestEntry): EditInterestFormValues {
  return {
    charter_id: entry.charter_id,
    learningCenterId: entry.learningCenterId === '0' ? '' : entry.learningCenterId,
    studentFirstName: entry.studentFirstName,
    studentLastName: entry.studentLastName,
    birthDate: entry.birthDate,
    gradeLevel: entry.gradeLevel,
    parentRelationship: entry.parentRelationship,
    parentFirstName: entry.parentFirstName,
    parentLastName: entry.parentLastName,
    primaryEmail: entry.primaryEmail,
    phone: entry.phone,
    street1: entry.street1,
    street2: entry.street2,
    city: entry.city,
    state: entry.state,
    region: entry.region,
    country: entry.country,
    zipCode: entry.zipCode,
    sameAddress: entry.sameAddress,
    mailingStreet1: entry.mailingStreet1,
    mailingStreet2: entry.mailingStreet2,
    mailingCity: entry.mailingCity,
    mailingState: entry.mailingState,
    mailingRegion: entry.mailingRegion,
    mailingCountry: entry.mailingCountry,
    mailingZipCode: entry.mailingZipCode,
  };
}
