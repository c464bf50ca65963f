/** English texts of the staff sign-in page (namespace `adminLogin`). */
export const enAdminLogin = {
  title: 'Staff sign-in',
  intro: 'Staff members sign in with their Office 365 account.',
  office365: 'Office 365',
  checking: 'Checking your sign-in...',
  notAuthorized: 'You are not authorized to have access to this application',
  contactTechnologyServices: 'Please contact technology services if you need access.',
} as const;
