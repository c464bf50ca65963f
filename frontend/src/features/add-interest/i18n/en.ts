import { enInterestFieldLabels, enInterestSectionTitles } from '../../../i18n/en-interest-fields.ts';

/** English texts of the staff Add Interest form (namespace `addInterest`). */
export const enAddInterest = {
  title: 'Add Interest',
  back: 'Back',
  levelTitles: {
    student: 'Learning Center and Student',
    parent: 'Parent/Guardian',
    contact: 'Contact Information',
    physicalAddress: 'Physical Address',
    mailingAddress: 'Mailing Address',
    review: 'Review and Submit',
  },
  invalid: 'Please fill out the required fields',
  site: {
    name: 'Site',
    charter: 'Charter',
    address: 'Address',
  },
  fields: {
    ...enInterestFieldLabels,
    age: 'The student is {{age}} years old? If not, select birth date again',
    street2: 'Apartment, Suite, Unit (optional)',
    zipCode: 'ZIP/Postal Code',
  },
  review: {
    intro: 'Check every answer before you submit. Use Back to change one.',
    ...enInterestSectionTitles,
    age: 'Age',
    sameAddress: 'Same as the physical address',
    empty: '—',
  },
  submit: 'Submit',
  submitting: 'Submitting...',
  submitted: 'The interest entry was added.',
  submitFailed: 'There was an error with this request. {{message}}',
  leaveWarning: 'Are you sure you want to leave?',
};
