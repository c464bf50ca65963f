/** English texts of the public interest form (namespace `interestForm`). */
export const interestFormEn = {
  leaveWarning: 'Are you sure you want to leave?',
  siteLoadFailed: 'We could not check this location right now. Please check your connection and try again.',
  intro: {
    infoKitTitle: 'Get Your Free Info Kit',
    infoKit:
      'Request your free digital Info Kit. It covers our learning model, our programs and student support, student stories, and FAQs for parents.',
    welcomeTitle: 'Welcome to {{brandName}}!',
    welcome:
      'Thank you for your interest in {{brandName}}. Tell us a little about the student and how to reach you, and a team member will be in touch.',
    welcomeSiteTitle: 'Welcome to {{charterName}}!',
    welcomeSite:
      'Thank you for your interest in {{charterName}} at {{siteName}}. Tell us a little about the student and how to reach you, and a team member will be in touch.',
    siteLine: 'You are requesting information from {{siteName}} ({{charterName}}).',
  },
  headings: {
    student: 'Student Information',
    parent: 'Parent Information',
    contact: 'Contact Info',
  },
  requiredNote: 'Fields marked with an asterisk (*) are required.',
  fields: {
    studentFirstName: 'Student First Name',
    studentLastName: 'Student Last Name',
    birthDate: 'Date of Birth',
    parentRelationship: 'Relationship to Student',
    parentFirstName: 'Parent First Name',
    parentLastName: 'Parent Last Name',
    primaryEmail: 'Email',
    phone: 'Phone',
    zipCode: 'ZIP/Postal Code',
  },
  placeholders: {
    phone: 'XXX-XXX-XXXX',
    zipCode: 'XXXXX',
    parentRelationship: 'Select one',
  },
  relationships: {
    Parent: 'Parent',
    Guardian: 'Guardian',
    Caregiver: 'Caregiver',
  },
  submit: 'Submit',
  submitting: 'Submitting...',
  requiredBanner: 'Please Fill All The Required Fields',
  submitFailed:
    'We could not send your information. Please check your connection and select Submit again. Nothing you entered has been lost.',
  confirmation: {
    infoKitTitle: 'Info Kit Sent!',
    infoKitBody: 'Thanks for requesting your Learn4Life Info Kit—check your inbox shortly!',
    infoKitNext: 'While you wait:',
    programs: 'Explore our programs',
    stories: 'Read student stories',
    chat: 'Chat with a team member',
    title: "You're All Set!",
    received: 'Thank you, your submission has been received.',
    followUp: 'A team member will reach out to you within one business day.',
    infoKitSentTo: 'We sent your Info Kit to {{email}}, with a link to start the registration.',
    sentTo: 'We sent an e-mail to {{email}} with the next steps and a link to start the registration.',
    notReceived: "Don't see it? Check your spam or junk folder.",
    nextHeading: 'What happens next',
    startHeading: 'Ready to enroll?',
    startBody: 'You can start the registration now. The answers you gave here are already filled in.',
    startRegistration: 'Start the registration now',
  },
  newTab: '(opens in a new tab)',
} as const;
