/** English texts of the Orientation Scheduler (namespace `orientationScheduler`). */
export const enOrientationScheduler = {
  title: 'Orientation Scheduler',
  kind: 'Orientation Type',
  kinds: {
    VIRTUAL: 'Virtual Orientation',
    LIVE: 'Live Orientation',
  },
  link: 'Virtual Orientation Link',
  date: 'Orientation Date',
  startTime: 'Start Time',
  endTime: 'End Time',
  noDates: 'This learning center has no upcoming orientation dates. Please choose a virtual orientation.',
  sendInvitation: 'Send Email Invitation',
  submit: 'Submit',
  loading: 'Loading orientation options...',
  loadFailed: 'The orientation options could not be loaded.',
  failed: 'The orientation could not be saved. Please try again.',
  reload: 'Reload',
  close: 'Close',
  cancelReschedule: 'Cancel Reschedule',
  emailSent: 'Orientation Email Sent',
  savedWithoutEmail: 'The orientation is saved. No e-mail was sent.',
};
