/** English texts of the location finder (namespace `locationFinder`). */
export const enLocationFinder = {
  learn4lifeHeading: 'To find the Learn4Life campus closest to you, please enter your ZIP code below.',
  infoHeader: {
    title: 'Find a {{brandName}} learning center',
    body: 'Enter your ZIP code or state to see the learning centers near you, then request information from the one that suits you.',
  },
  search: {
    regionLabel: 'Learning center search',
    label: 'ZIP code or state',
    placeholder: 'Find a location near you. Enter a ZIP code or state.',
    submit: 'Search',
    clear: 'Clear',
    searching: 'Searching for learning centers...',
  },
  results: {
    heading: 'Learning centers',
    count_one: '{{count}} learning center found',
    count_other: '{{count}} learning centers found',
    none: 'No results found for your search.',
    nameHint: 'To find the centers near you, search by a 5-digit ZIP code (93534) or a state (California).',
  },
  map: {
    label: 'Map of learning centers',
    loading: 'Loading the map...',
    unavailable: 'The map is unavailable right now. The learning centers are listed below.',
  },
  card: {
    photoAlt: 'Photo of {{name}}',
    milesAway: '{{miles}} miles away',
    programsLabel: 'Programs',
    seeMoreInfo: 'See More Info',
    requestInformation: 'Request Information',
  },
} as const;
