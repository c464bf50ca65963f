/** English texts of the staff dashboard (namespace `dashboard`). */
export const enDashboard = {
  title: 'Dashboard',
  intro: 'Choose where to start.',
  tiles: {
    interestEntries: {
      title: 'Interest Entries',
      description: 'View and follow up on the interest forms families sent in.',
    },
    primaryEnrollments: {
      title: 'Primary Enrollments',
      description: 'Review student registrations for regular enrollment.',
    },
    secondaryEnrollments: {
      title: 'Secondary Enrollments',
      description: 'Review intersession enrollments and their signed agreements.',
    },
    scheduledOrientations: {
      title: 'Scheduled Orientations',
      description: 'See the orientations scheduled for new students.',
    },
    addInterestForm: {
      title: 'Add Interest Form',
      description: 'Enter an interest form on behalf of a family.',
    },
    addRegistrationForm: {
      title: 'Add Registration Form',
      description: 'Start a registration on behalf of a student.',
    },
    appPermissions: {
      title: 'App Permissions',
      description: 'Manage who can use this application and for which charters.',
    },
  },
} as const;
