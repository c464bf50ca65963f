/** Texts of Agreement (7/7) (namespace 'leloAgreement'). */
export const leloAgreementEn = {
  agreementLabel: 'Master agreement',
  /** Shown above the staff-written agreement when the page is in another language than English. */
  agreementLanguageNote: 'The school wrote this agreement in English; it is shown as written.',
  loading: 'Agreement Loading...',
  loadFailed: 'Error loading the Agreement content.',
  empty: 'No agreement available for this course.',
  coursesHeading: 'Your courses',
  courseCredits: '{{name}} (Credits: {{credits}})',
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
