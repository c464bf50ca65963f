/** English texts of the placeholder for staff screens still to be built (namespace `comingSoon`). */
export const enComingSoon = {
  title: 'Coming soon',
  body: 'This screen is coming soon. It is not available yet.',
  back: 'Back to the dashboard',
  screens: {
    interestForms: 'Interest Forms',
    interestDetail: 'Request Information',
    editInterest: 'Edit Interest',
    addInterest: 'Add Interest',
    contactNote: 'Add Contact Note',
    addRegistration: 'Add Registration Form',
    leloForms: 'Secondary Enrollments',
    leloDetail: 'Secondary Enrollment',
    editLelo: 'Edit Secondary Enrollment',
    preRegistration: 'New Pre Registration',
    scheduledOrientations: 'Scheduled Orientations',
    permissions: 'App Permissions',
    intersession: 'Secondary Enrollment Sessions',
    addSession: 'Add New Registration Profile',
    editSession: 'Edit Profile',
    editCourses: 'Edit Courses',
    courseOfferings: 'Course Offerings',
    confirmationMessage: 'Confirmation Message',
    emailConfirmation: 'Email Notification',
  },
} as const;

export type ComingSoonScreen = keyof typeof enComingSoon.screens;
