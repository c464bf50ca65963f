/** English texts of the staff 'Add Registration Form' page while it is being built (namespace `registrationHandover`). */
export const enRegistrationHandover = {
  title: 'Add Registration Form',
  comingSoon:
    'The staff registration form is coming soon. Until it is ready, a transferred interest is kept here and nothing is lost: the form will start from it.',
  carried: 'Transferred from the interest entry',
  loading: 'Loading the transferred entry...',
  notFound:
    'This transfer was not found. It may belong to another charter, or the link is incomplete. Transfer the interest again from its entry.',
  toList: 'Go to Interest Forms',
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
    interestUuid: 'Registration ID',
  },
};
