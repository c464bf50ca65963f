/** English texts of the shared staff data table (namespace `staffTable`). */
export const enStaffTable = {
  search: 'Search',
  filters: 'Filters',
  view: 'View',
  list: 'List',
  grid: 'Grid',
  noMatches: 'No entries match your search',
  loading: 'Loading...',
  loadingMore: 'Loading more...',
  showMore: 'Show more',
  loaded: 'Showing {{loaded}} of {{total}}',
  loadError: 'We could not load the list. Check your connection and try again.',
  pagerLabel: '{{label}} pages',
  pageOf: 'Page {{page}} of {{pages}}',
  range: '{{from}}-{{to}} of {{total}} Records',
  previous: 'Previous',
  next: 'Next',
} as const;
