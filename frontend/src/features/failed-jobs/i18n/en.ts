/** English texts of the Failed Jobs screen (namespace `failedJobs`; the dashboard's banner has its own). */
export const enFailedJobs = {
  title: 'Failed Jobs',
  intro:
    'Jobs that failed 5 times and stopped. Fix the cause first (the reason says what went wrong), then retry: an e-mail is never sent twice to the same recipient.',
  loading: 'Loading failed jobs…',
  loadFailed: 'The failed jobs could not be loaded. Try again later.',
  empty: 'No failed jobs.',
  tableLabel: 'Failed jobs',
  columns: {
    kind: 'Kind',
    entryId: 'Entry ID',
    failedAt: 'When',
    reason: 'Reason',
    tries: 'Tries',
    action: 'Action',
  },
  kinds: { email: 'E-mail ({{detail}})', agreement: 'Signed agreement', other: 'Other ({{detail}})' },
  unknown: 'Not recorded',
  retry: 'Retry',
  retryLabel: 'Retry the {{kind}} job of entry {{entryId}}',
  retried: 'The job was put back to work.',
  retryFailed: 'The job could not be retried; it may have been retried already.',
} as const;
