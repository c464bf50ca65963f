/** Texts of Agreement (7/7) (namespace 'leloAgreement'). */
export const leloAgreementEn = {
  agreementLabel: 'Master agreement',
  /** Above the English text when the family reads another language and the school gave no translation. */
  untranslatedNote: 'The school has not provided a translation of this agreement; it is shown in English.',
  /** On a form resumed from 'Save and continue later': signatures are never saved with it. */
  redrawSignatures: 'Signatures are not saved with a form kept for later. Please draw your signatures again.',
  loading: 'Agreement Loading...',
  loadFailed: 'Error loading the Agreement content.',
  empty: 'No agreement available for this course.',
  coursesHeading: 'Your courses',
  creditsNote: '(Credits: {{credits}})',
  understood: 'I have read and understand the agreement',
  student: {
    heading: 'Student',
    signature: 'Student Signature',
    name: 'Student Name',
    date: 'Student Signature Date',
  },
  parent: {
    heading: 'Parent or Guardian',
    signature: 'Parent/Guardian Signature',
    name: 'Parent/Guardian Name',
    date: 'Parent/Guardian Signature Date',
  },
};
