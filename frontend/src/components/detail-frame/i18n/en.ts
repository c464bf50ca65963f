/** English texts of the staff detail page frame (namespace `detailFrame`). */
export const enDetailFrame = {
  back: 'Back',
  loading: 'Loading...',
  notFound: 'No data available for this entry.',
  loadFailed: 'We could not load this entry. Check your connection and try again.',
  empty: '—',
};
