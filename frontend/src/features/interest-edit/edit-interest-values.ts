import {
  type EditInterestValues,
  type InterestEntry,
  interestAddressOf,
  interestPersonOf,
} from '@enroll/domain';

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
    ...interestPersonOf(entry),
    ...interestAddressOf(entry),
  };
}
