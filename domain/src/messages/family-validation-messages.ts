/**
 * The validation messages a family can meet, in English: the public pages and their API answers. Part
 * of the whole catalog (en.ts); the browser loads this part with every page.
 * Texts are the specification's own, word for word.
 */
export const familyValidationMessagesEn = {
  required: 'This field is required.',
  'id.invalid': 'Use up to 100 letters, digits, hyphens or underscores.',
  'interest.enrolled':
    'This registration has already been submitted. Please contact your learning center to make a change.',
  'interest.link.expired': 'This link has expired. Links from a request for information work for 60 days.',
  'name.max': 'Must be 50 characters or fewer.',
  'name.characters': 'Use letters, spaces, apostrophes, hyphens and periods only.',
  'street.characters': 'Use letters, numbers, spaces, #, apostrophes, hyphens and periods only.',
  'email.invalid': 'Please provide a valid email address',
  'email.max': 'Must be 60 characters or fewer.',
  'phone.invalid': 'Please provide a valid phone number in the following format XXX-XXX-XXXX',
  'interest.phone.invalid': 'Please Provide a Valid Phone Number in the Following Format XXX-XXX-XXXX',
  'interest.zip.invalid': 'Please Provide a Valid Zip/Postal Code in the Following Format XXXXX',
  'interest.birthDate.required': 'Please Provide a Valid Date of Birth',
  'interest.parentRelationship.invalid': 'Please choose Parent, Guardian or Caregiver.',
  'interest.campaign.max': 'Must be 100 characters or fewer.',
  'location.query.invalid': 'Enter a valid ZIP code or state.',
  'location.radius.invalid': 'Radius must be a number of miles between 1 and 500.',
  'location.brand.required': 'A brand is required.',
  'location.search.oneOf': 'Give exactly one of zip, state or q.',
  'errorLog.invalid': 'Invalid error report.',
  'language.invalid': 'Please choose English or Spanish.',
  // ── Birth dates, the same on every form (shared/birth-date.ts): each age range names its own ends ──
  'birthDate.invalid': 'Please provide a valid date of birth',
  'birthDate.future': 'The date of birth cannot be after today.',
  'birthDate.range.4to50': 'The student must be 4 to 50 years old. Please check the date of birth.',
  'birthDate.range.1to100': 'The student must be 1 to 100 years old. Please check the date of birth.',
  // ── Saved drafts ('Resume anywhere') ──
  'draft.link.invalid': 'This link is not valid. Please ask for a new one.',
  'draft.link.used': 'This link has already opened your form on 5 devices. Please ask for a new one.',
  'draft.link.expired': 'This link has expired. Links work for 24 hours. Please ask for a new one.',

  // ── Registration wizard (/register, /register-interest) ──
  'registration.step.required': 'Please fill out the required fields',
  'registration.parent2.required': 'Please fill out all required fields',
  'registration.migrant.required': 'Please fill the all required details',
  'registration.value.invalid': 'This value is not valid.',
  'registration.option.invalid': 'Please choose one of the options.',
  'registration.zip.invalid': 'Please provide a valid Zip/Postal Code',
  'registration.text.max50': 'Must be 50 characters or fewer.',
  'registration.text.max100': 'Must be 100 characters or fewer.',
  'registration.text.max1000': 'Must be 1000 characters or fewer.',
  'registration.parent2.selfAdultOnly': "'Self 18+' can only be chosen when the student is 18 or older.",
  'registration.site.invalid': 'Invalid Site ID',
  'registration.uuid.invalid': 'Invalid registration link.',

  // ── Secondary enrollment (Lelo) public wizard and its sessions' public states ──
  'lelo.step.required': 'Please fill out the required fields',
  'lelo.fields.required': 'Please fill out all required fields',
  'lelo.zip.invalid': 'Please provide a valid Zip/Postal Code',
  'lelo.ncaa.required': 'You must understand the terms to proceed.',
  'lelo.courses.none': 'No courses available for this grade level',
  'lelo.course.order': 'Please select Course {{previous}} first before selecting Course {{next}}.',
  'lelo.course.duplicate': 'A course cannot be picked twice.',
  'lelo.course.tooMany': 'Too many courses for this grade level.',
  'lelo.course.unknown': 'This course is not offered here for this grade. Please pick again.',
  'lelo.session.closed': 'This enrollment session is not open.',
  'lelo.signature.tooLarge': 'The signature is too large. Please clear it and sign again.',
  'lelo.entry.locked': 'This registration has already been signed and cannot be changed.',
  'lelo.grade.invalid': 'Please choose one of the grade levels.',
  'lelo.text.max50': 'Must be 50 characters or fewer.',
  'lelo.text.max100': 'Must be 100 characters or fewer.',
  'lelo.signature.invalid': 'Please sign in the box.',
  'lelo.signature.tooSmall': 'The signature is too small. Please sign your name across the box.',
  'lelo.studentName.mismatch':
    "Please type the student's first and last name as given in Student Information.",
  'lelo.parentName.mismatch':
    "Please type the parent's or guardian's first and last name as given in Parent or Guardian Information.",
  'lelo.signatureDate.today': "Please use today's date.",
  'lelo.agreement.changed':
    'The agreement text changed while you were signing. Please read it again, then submit.',
  'lelo.somethingWrong': 'Something went wrong',
  'lelo.submitting': 'Submitting...',
  'lelo.leaveWarning': 'Changes you made may not be saved.',
  'lelo.charter.required': 'Validation failed: Charter is required',
  'lelo.charterId.required': 'Validation failed: Charter ID is required',
  'lelo.learningCenter.required': 'Validation failed: Learning Center is required',
  'lelo.siteId.required': 'Validation failed: Site ID is required',
  'session.openingSoon': 'Enrollment Opening Soon',
  'session.expired': 'Session Expired',
} as const;
