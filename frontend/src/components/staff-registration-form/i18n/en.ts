import { registrationSectionTitlesEn } from '../../registration-sections/i18n/en-section-titles.ts';

/** The staff registration form's own texts (the sections' texts are the wizard's: registration-sections). */
export const staffRegistrationFormEn = {
  enrollmentType: 'Enrollment Type',
  enrollmentTypes: { REGULAR: 'Regular', INTERSESSION: 'Intersession' },
  sections: {
    ...registrationSectionTitlesEn,
    parentInformation: 'Parent Information',
    parent2: 'Parent/Guardian 2',
  },
  notes: 'Registration Notes',
  submitting: 'Submitting…',
  invalid: 'Please fill out the required fields',
  failed: 'The registration could not be saved. Please try again.',
};
