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

  // ── Registration wizard (/register, /register-interest) ──
  'registration.step.required': 'Please fill out the required fields',
  'registration.parent2.required': 'Please fill out all required fields',
  'registration.migrant.required': 'Please fill the all required details',
  'registration.value.invalid': 'This value is not valid.',
  'registration.option.invalid': 'Please choose one of the options.',
  'registration.birthDate.invalid': 'Please Provide a Valid Date of Birth',
  'registration.birthDate.future': 'The birth date cannot be after today.',
  'registration.age.invalid':
    'Invalid age: the student must be at least 1 year old. Please select the birth date again.',
  'registration.zip.invalid': 'Please provide a valid Zip/Postal Code',
  'registration.text.max50': 'Must be 50 characters or fewer.',
  'registration.text.max100': 'Must be 100 characters or fewer.',
  'registration.text.max1000': 'Must be 1000 characters or fewer.',
  'registration.parent2.selfAdultOnly': "'Self 18+' can only be chosen when the student is 18 or older.",
  'registration.site.invalid': 'Invalid Site ID',
  'registration.uuid.invalid': 'Invalid registration link.',
} as const;

export type ValidationMessageKey = keyof typeof validationMessagesEn;

export function isValidationMessageKey(value: string): value is ValidationMessageKey {
  return Object.hasOwn(validationMessagesEn, value);
}
