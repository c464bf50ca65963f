/** English texts of the staff layout: header and sidebar (namespace `staffShell`). */
export const enStaffShell = {
  hello: 'Hello, {{firstName}}',
  menu: 'Menu',
  closeMenu: 'Close menu',
  navLabel: 'Staff menu',
  avatarLabel: 'Profile picture of {{name}}',
  sections: {
    viewEntries: 'View Entries',
    newEntry: 'New Entry',
    setup: 'Setup',
  },
  links: {
    interests: 'Interests',
    primaryEnrollments: 'Primary Enrollments',
    secondaryEnrollments: 'Secondary Enrollments',
    scheduledOrientations: 'Scheduled Orientations',
    addInterest: 'Add Interest',
    addPrimaryRegistration: 'Add Primary Registration',
    addSession: 'Add {{name}}',
    appPermissions: 'App Permissions',
    orientationSettings: 'Orientation Settings',
    accessLog: 'Access and Export Log',
    sessionSetup: 'Secondary Enrollments',
  },
  logOut: 'Log out',
} as const;
