/** English texts of 'Save and continue later' and its dialog, under each wizard step (namespace `saveForLater`). */
export const saveForLaterEn = {
  button: 'Save and continue later',
  dialog: {
    title: 'Save and continue later',
    offerTitle: 'Want to finish this later?',
    offerIntro: 'You can save your answers now and finish on any phone or computer.',
    intro: 'We will e-mail you a link to continue where you left off.',
    rules: 'The link works for 24 hours, on any phone or computer. Your answers are kept for 30 days.',
    email: 'E-mail address',
    emailHint: 'The link goes only to this address.',
    save: 'E-mail me the link',
    saving: 'Saving…',
    cancel: 'Not now',
    close: 'Close',
    failed: 'Your answers could not be saved. Please try again.',
    savedTitle: 'Your answers are saved',
    saved: 'We e-mailed a link to {{email}}. Open it within 24 hours on any phone or computer to continue.',
    autosave: 'From now on your answers are saved each time you press Next.',
  },
};
