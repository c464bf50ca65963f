/** English texts of the information and site landing page (namespace `siteLanding`). */
export const enSiteLanding = {
  hero: {
    title: 'Thank you for your interest in our school!',
    subtitle: 'Learn More About Our Programs',
  },
  generic: {
    heading: 'About {{brandName}}',
    body: '{{brandName}} learning centers offer flexible, personalized learning with one-on-one support from caring teachers. Find the learning center nearest you to see its programs and request information.',
    photoAlt: '{{brandName}} students and teachers',
    findLocation: 'Find a learning center near you',
  },
  site: {
    aboutHeading: 'About Us',
    aboutPlaceholder:
      'More information about this learning center is coming soon. Request information and our staff will be happy to answer your questions.',
    programsHeading: 'Our Programs',
    programsLoading: 'Loading programs...',
    programsPlaceholder:
      'Program details for this learning center are coming soon. Request information to find out which programs it offers.',
    moreAboutHeading: 'More About Us',
    moreAboutPlaceholder:
      'We are preparing more details about this learning center. In the meantime, request information or register and our staff will contact you.',
  },
  actions: {
    requestInformation: 'Request Information',
    expandedLearning: 'Expanded Learning Registration',
    yearRound: 'Year-Round Registration',
  },
  invalid: {
    findLocation: 'Find a learning center',
  },
  loadError: {
    body: 'We could not load this learning center. Check your connection and try again.',
    retry: 'Try Again',
  },
} as const;
