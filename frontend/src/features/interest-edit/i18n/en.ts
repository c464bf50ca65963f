import { enInterestFieldLabels, enInterestSectionTitles } from '../../../i18n/en-interest-fields.ts';

/** English texts of the Edit Interest page (namespace `interestEdit`). */
export const enInterestEdit = {
  title: 'Edit Interest',
  back: 'Back to the entry',
  loading: 'Loading the entry...',
  loadFailed: 'We could not load this entry. Check your connection and try again.',
  notFound: 'No data available for this entry.',
  sections: {
    ...enInterestSectionTitles,
  },
  fields: {
    ...enInterestFieldLabels,
    charter: 'Charter',
    site: 'Site',
    age: 'Age',
    ageValue: '{{age}} years old',
    street2: 'Apartment, Suite, Unit',
    zipCode: 'ZIP Code',
  },
  sitesLoading: 'Loading the sites...',
  chooseCharterFirst: 'Choose a charter first',
  readOnly: 'Only the charter and site you may assign can be chosen here.',
  save: 'Save',
  saving: 'Saving...',
  cancel: 'Cancel',
  saved: 'The interest entry was updated.',
  reload: 'Reload the entry',
  reloadHint:
    'Someone else changed this entry. Your changes are still here; reload to see theirs (yours are then lost).',
  failed: 'There was an error with this request. {{message}}',
};
