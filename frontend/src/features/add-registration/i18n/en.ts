/** English texts of the staff 'Add Registration Form' page and its post-registration modal (namespace `addRegistration`). */
export const enAddRegistration = {
  title: 'Add Registration Form',
  back: 'Back',
  submit: 'Submit',
  carried: 'Transferred from the interest entry',
  notFound:
    'This transfer was not found. It may belong to another charter, or the link is incomplete. Transfer the interest again from its entry.',
  fields: {
    student: 'Student',
    birthDate: 'Birth Date',
    gradeLevel: 'Grade Level',
    parent: 'Parent/Guardian',
    email: 'Email',
    phone: 'Phone',
    learningCenter: 'Learning Center',
    charter: 'Charter',
    learningCenterAddress: 'Learning Center Address',
    interestUuid: 'Interest ID',
  },
  complete: {
    title: "{{firstName}}'s Registration Form is Complete!",
    question: 'Would you like to schedule an orientation?',
    now: 'Schedule Orientation Now',
    later: 'Schedule Orientation Later',
  },
  readFailed: 'The new registration could not be read. Please try again.',
};
