import { isSelfAdult, type LeloDraft, NAME_MAX_LENGTH, tidyTypedText } from '@enroll/domain';

type PrefilledField = 'studentName' | 'studentSignatureDate' | 'parentName' | 'parentSignatureDate';

function fullName(first: string, last: string): string {
  return tidyTypedText(`${first} ${last}`).slice(0, NAME_MAX_LENGTH);
}

/**
 * What the agreement step fills in: the student's name from step 2 and the parent's from step 3
 * (unless 'Self 18+') while empty, and the signature dates, always today (YYYY-MM-DD, the business
 * day): the family signs today, whenever the form was begun, and the server records the same day.
 */
export function agreementPrefill(draft: LeloDraft, today: string): Partial<Pick<LeloDraft, PrefilledField>> {
  const values: Partial<Pick<LeloDraft, PrefilledField>> = {};
  if (draft.studentName.trim() === '') values.studentName = fullName(draft.firstName, draft.lastName);
  if (draft.studentSignatureDate !== today) values.studentSignatureDate = today;
  if (!isSelfAdult(draft.pgRelationshipToStudent)) {
    if (draft.parentName.trim() === '') values.parentName = fullName(draft.pgFirstName, draft.pgLastName);
    if (draft.parentSignatureDate !== today) values.parentSignatureDate = today;
  }
  for (const [field, value] of Object.entries(values) as [PrefilledField, string][])
    if (value === '') delete values[field];
  return values;
}
