/**
 * The English catalog of every validation message the domain schemas can produce.
 * Schemas carry the key; the browser translates it through i18n, the API answers with both.
 * Texts are the specification's own, word for word.
 */
export const validationMessagesEn = {
  required: 'This field is required.',
  'name.max': 'Must be 50 characters or fewer.',
  'email.invalid': 'Please provide a valid email address',
  'email.max': 'Must be 60 characters or fewer.',
  'phone.invalid': 'Please provide a valid phone number in the following format XXX-XXX-XXXX',
  'interest.phone.invalid': 'Please Provide a Valid Phone Number in the Following Format XXX-XXX-XXXX',
  'interest.zip.invalid': 'Please Provide a Valid Zip/Postal Code in the Following Format XXXXX',
  'interest.birthDate.required': 'Please Provide a Valid Date of Birth',
  'interest.age.invalid': 'Invalid age. Please enter a valid date of birth.',
  'interest.age.min': 'Age must be at least 4 years.',
  'interest.age.max': 'Age must be less than 50 years.',
  'interest.parentRelationship.invalid': 'Please choose Parent, Guardian or Caregiver.',
  'interest.campaign.max': 'Must be 100 characters or fewer.',
  'location.query.invalid': 'Enter a valid ZIP code or state.',
  'location.radius.invalid': 'Radius must be a number of miles between 1 and 500.',
  'location.brand.required': 'A brand is required.',
  'location.search.oneOf': 'Give exactly one of zip, state or q.',
  'errorLog.invalid': 'Invalid error report.',
} as const;

export type ValidationMessageKey = keyof typeof validationMessagesEn;

export function isValidationMessageKey(value: string): value is ValidationMessageKey {
  return Object.hasOwn(validationMessagesEn, value);
}
