import { registrationSectionTitlesEn } from '../../../components/registration-sections/i18n/en-section-titles.ts';

/** English texts of the public registration wizard (namespace `registration`); step fields have their own catalog. */
export const registrationEn = {
  loadingBrand: 'Loading brand information...',
  brandLoadFailed: 'Error loading brand information.',
  loadingExisting: 'Loading existing information...',
  alreadyEnrolled: 'Registration already submitted',
  linkExpired: {
    title: 'This link has expired',
    body: 'For your privacy, the answers of your request for information are no longer filled in. You can start the registration now, or request information again and we will e-mail you a new link.',
    bodyNoSite:
      'For your privacy, the answers of your request for information are no longer filled in. Find your learning center to start the registration or to request information again.',
    register: 'Start the registration',
    requestInfo: 'Request information again',
    findCenter: 'Find a learning center',
  },
  welcome: {
    title: 'Welcome to {{charter}}!',
    body: 'You are registering for {{site}}. We are glad you are here. Fill out each step and select the arrow to continue; you can go back at any time to change an answer before you submit.',
  },
  homeLink: '{{brandName}} home',
  leaveWarning: 'Are you sure you want to leave?',
  updatePrevious: 'Update previous information',
  requiredFields: 'Please fill out the required fields',
  submit: 'Submit',
  submitting: 'Submitting...',
  submitFailed: 'Error submitting the form. Please try again.',
  thankYou:
    'Thank you! Your registration has been successfully completed. One of our team members will reach out to you within one business day.',
  thankYouPage: {
    idLabel: 'Your registration ID:',
    nextTitle: 'What happens next',
    next: {
      contact:
        'A member of our enrollment team will call or e-mail you within one business day to go over the registration and answer your questions.',
      orientation:
        'Together you will choose an orientation: online, with a link we send you, or in person at the learning center on a date and time that suits you.',
      bring:
        "At the orientation the student meets the staff and plans their classes. If you have them, bring the student's latest report card or transcript and any IEP or 504 plan.",
      email:
        'We also sent a confirmation e-mail with your registration ID. Keep it: it helps our team find your registration quickly.',
    },
    home: 'Back to the home page',
  },
  missingStep: 'This step is not available yet.',
  stepTitles: {
    short: {
      studentInformation: 'Student Information',
      studentPreference: 'Student Preference (2/11)',
      parentInformation: 'Parent 1 Information',
      parent2Information: 'Parent2 Information (4/11)',
      physicalAddress: 'Physical Address',
      mailingAddress: 'Mailing Address',
      ethnicity: 'Ethnicity',
      previousSchool: 'Previous School Information',
      primaryLanguage: 'Primary Language',
      releaseRequests: 'Release Requests',
      parentCustody: 'Parent Custody Information',
    },
    long: {
      ...registrationSectionTitlesEn,
      parentInformation: 'Parent Information',
    },
  },
  fields: {
    yes: 'Yes',
    no: 'No',
    notSure: 'Not sure',
    selectOne: 'Select one',
    phonePlaceholder: 'XXX-XXX-XXXX',
  },
} as const;
