import { isSelfAdult, type LeloDraft, NAME_MAX_LENGTH, tidyTypedText } from '@enroll/domain';

type PrefilledField = 'studentName' | 'studentSignatureDate' | 'parentName' | 'parentSignatureDate';

function fullName(first: string, last: string): string {
  return tidyTypedText(`${first} ${last}`).slice(0, NAME_MAX_LENGTH);
}

/**
 * What the agreement step fills in when it is still empty: the student's name from step 2, the
 * parent's from step 3 (unless 'Self 18+'), and today (YYYY-MM-DD) as the signature dates.
 */
export function agreementPrefill(draft: LeloDraft, today: string): Partial<Pick<LeloDraft, PrefilledField>> {
  const values: Partial<Pick<LeloDraft, PrefilledField>> = {};
  if (draft.studentName.trim() === '') values.studentName = fullName(draft.firstName, draft.lastName);
  if (draft.studentSignatureDate === '') values.studentSignatureDate = today;
  if (!isSelfAdult(draft.pgRelationshipToStudent)) {
    if (draft.parentName.trim() === '') values.parentName = fullName(draft.pgFirstName, draft.pgLastName);
    if (draft.parentSignatureDate === '') values.parentSignatureDate = today;
  }
  for (const [field, value] of Object.entries(values) as [PrefilledField, string][])
    if (value === '') delete values[field];
  return values;
}
