/** English texts of "Who Has Seen This Record" (namespace `recordAccess`). */
export const enRecordAccess = {
  title: 'Who Has Seen This Record',
  intro:
    'Every staff read of this record (list pages, this page, signatures and the signed agreement) and every export of it alone.',
  loading: 'Loading who has seen this record…',
  failed: 'Who has seen this record could not be loaded.',
  none: 'No staff read of this record is recorded yet.',
  listLabel: 'Staff reads of this record',
};
