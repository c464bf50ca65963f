/** The principal of the public web app itself: it never gets into the staff pages. */
export const WEB_APP_ACCOUNT = 'Enrollment_Webapp';

export function isWebAppAccount(nameOrEmail: string): boolean {
  return nameOrEmail.trim().toLowerCase() === WEB_APP_ACCOUNT.toLowerCase();
}
