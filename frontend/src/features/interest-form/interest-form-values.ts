import { type InterestFormValues, type InterestSubmission, PARENT_RELATIONSHIPS } from '@enroll/domain';

/** The form's values after the schema parsed them (trimmed, defaults applied). */
export type InterestFormOutput = Omit<InterestSubmission, 'site' | 'charter' | 'campaign' | 'language'>;

export type InterestFieldName = keyof InterestFormValues;

/** What the inputs hold: every field present, as typed. */
export type InterestValues = Required<InterestFormValues>;

/** A field's message key (or, from the server, its text) per invalid field. */
export type InterestFieldErrors = Partial<Record<InterestFieldName, string>>;

export type InterestValidation =
  | { ok: true; data: InterestFormOutput }
  | { ok: false; errors: InterestFieldErrors };

export type ValidateInterest = (values: InterestValues) => InterestValidation;

/** The order of the fields on the page: the first invalid one in this order gets the focus. */
export const INTEREST_FIELD_ORDER = [
  'studentFirstName',
  'studentLastName',
  'birthDate',
  'parentRelationship',
  'parentFirstName',
  'parentLastName',
  'primaryEmail',
  'phone',
  'zipCode',
] as const satisfies readonly InterestFieldName[];

export const EMPTY_INTEREST_FORM: InterestValues = {
  studentFirstName: '',
  studentLastName: '',
  birthDate: '',
  parentRelationship: '',
  parentFirstName: '',
  parentLastName: '',
  primaryEmail: '',
  phone: '',
  zipCode: '',
};

export function isInterestFieldName(value: string): value is InterestFieldName {
  return (INTEREST_FIELD_ORDER as readonly string[]).includes(value);
}

export function isParentRelationship(value: string): value is (typeof PARENT_RELATIONSHIPS)[number] {
  return (PARENT_RELATIONSHIPS as readonly string[]).includes(value);
}

export function hasAnyInput(values: Partial<InterestFormValues>): boolean {
  return INTEREST_FIELD_ORDER.some((name) => (values[name] ?? '').trim() !== '');
}
