/** Texts shared by every screen (English catalog, namespace `translation`). */
export const enCommon = {
  common: {
    pageTitle: '{{brandName}} | Enrollments',
    pageTitleFallback: 'Student Enrollment',
    loading: 'Loading...',
    close: 'Close',
    unsavedChanges: 'You have changes that are not saved. Leave this page and lose them?',
    /** A staff page above the person's level (the route guards say why they were sent away). */
    pageNeedsContributor:
      'That page is for Contributors, Admins and Super Admins, so you were brought here instead.',
    pageNeedsAdmin: 'That page is for Admins and Super Admins, so you were brought here instead.',
    dismiss: 'Dismiss',
    version: 'Version {{version}}',
    notFoundTitle: 'Page not found',
    notFoundBody: 'The page you are looking for does not exist.',
    goHome: 'Find a location',
    skipToContent: 'Skip to main content',
    unexpectedError: 'Something went wrong. Please try again.',
    networkError: 'We could not reach the server. Check your connection and try again.',
    tryAgain: 'Try Again',
    /** A form's submit held for the connection (components/connection-lost). */
    connectionLost: 'The connection was lost. Your form will be sent when you are back online.',
  },
  /** Option texts of the shared form fields (components/form-fields). */
  formFields: {
    yes: 'Yes',
    no: 'No',
    selectOne: 'Select one',
    phonePlaceholder: 'XXX-XXX-XXXX',
    useCapitals: 'Use “{{suggestion}}”',
  },
  /** The family pages' footer (components/public-layout). */
  footer: {
    continueSavedForm: 'Continue a saved form',
  },
  /** Texts of the shared 'Invalid Site ID' page (components/invalid-site). */
  invalidSite: {
    title: 'Invalid Site ID',
    body: 'The site ID "{{id}}" is not valid. Please check the URL and try again.',
  },
  /** Hints of the shared program list (components/program-links; the names come from the domain). */
  programs: {
    opensInNewTab: '(opens in a new tab)',
  },
  /** Texts of the shared site contact details (components/site-contact). */
  site: {
    callLabel: 'Call {{name}} at {{phone}}',
  },
  /** The public pages' language switch: it names the other language, in that language. */
  languageSwitch: {
    switchTo: 'Español',
    label: 'Language',
  },
} as const;
