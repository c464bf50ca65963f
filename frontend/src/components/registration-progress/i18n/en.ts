/** English texts of the registration progress bar (namespace `registrationProgress`). */
export const enRegistrationProgress = {
  label: 'Registration progress',
  done: '(done)',
};
