/** English texts of the 'Registration Forms' list (namespace `registrationList`). */
export const enRegistrationList = {
  title: 'Registration Forms',
  tableLabel: 'Registration forms',
  searchPlaceholder: 'Search by name, e-mail, phone, learning center, status, enrollment or registration ID',
  toggles: {
    under18: 'Under 18',
    over18: 'Over 18',
    completed: 'Completed',
    terminated: 'Terminated',
  },
  columns: {
    createdAt: 'Submit Date',
    status: 'Status',
    learningCenterName: 'Learning Center',
    enrollmentType: 'Enrollment',
    studentName: 'Student Name',
    age: 'Age',
    phone: 'Phone',
    email: 'Email',
  },
  count: '{{count}} Record(s)',
  emptyTitle: 'Looks like were out of Registration forms to process',
  emptySubtitle: 'Good Job!',
  emptyTable: 'No data available',
  exportExcel: 'Export to Excel',
} as const;
