/** Texts of the shared wizard shell (namespace `wizard`). A wizard passes its own where they differ. */
export const wizardEn = {
  next: 'Next step',
  previous: 'Previous step',
  submit: 'Submit',
  submitting: 'Submitting...',
  progress: 'Step {{current}} of {{total}}',
  navigation: 'Step navigation',
  required: 'Please fill out the required fields',
  loadingStep: 'Loading...',
} as const;
