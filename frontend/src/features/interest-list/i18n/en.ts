/** English texts of the 'Interest Forms' list (namespace `interestList`). */
export const enInterestList = {
  title: 'Interest Forms',
  tableLabel: 'Interest forms',
  searchPlaceholder: 'Search by name, e-mail, phone, learning center or status',
  toggles: {
    under18: 'Under 18',
    over18: 'Over 18',
    notInterested: 'Not Interested',
    transferred: 'Transferred to Registration',
  },
  columns: {
    createdAt: 'Submit Date',
    status: 'Status',
    learningCenterName: 'Learning Center',
    studentName: 'Student Name',
    age: 'Age',
    phone: 'Phone',
    primaryEmail: 'Email',
    lastContactDate: 'Last Contact',
  },
  count: '{{count}} Record(s)',
  emptyTitle: 'Looks like were out of Interest forms',
  emptySubtitle: 'Good Job!',
  exportExcel: 'Export to Excel',
  noEditOption: "You don't have edit option",
} as const;
