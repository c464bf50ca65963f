/** English texts of the resume page and 'Continue a saved form' (namespace `savedForms`). */
export const savedFormsEn = {
  /** A form sent already: its link and 'Continue a saved form' say so, with the day. */
  alreadySent: 'This form was already sent on {{date}}.',
  resume: {
    title: 'Continue your saved form',
    opening: 'Opening your saved form…',
    noLink: 'This page needs the link from your e-mail. Please open the link we e-mailed you.',
    used: 'This link has already opened your form on 5 devices. For your security, please ask for a new one.',
    expired: 'This link has expired. Links work for 24 hours.',
    invalid: 'This link is not valid.',
    failed: 'Your saved form could not be opened. Please try again.',
    retry: 'Try again',
    newLink: 'Send me a new link',
    submittedTitle: 'This form has been submitted',
    submitted: 'Thank you! There is nothing left to fill in.',
    goHome: 'Go to the home page',
  },
  continue: {
    title: 'Continue a saved form',
    intro:
      'Enter the e-mail address you saved your form with. We will e-mail a new link for each saved form to that address.',
    email: 'E-mail address',
    send: 'Send me a new link',
    sending: 'Sending…',
    sent: 'If a form was saved with {{email}}, we have e-mailed that address a new link to it (the link works for 24 hours), or the day it was sent.',
    thisDevice: 'A saved form is open on this device.',
    openHere: 'Continue it here',
    failed: 'The link could not be sent. Please try again.',
  },
};
