// azd preprovision hook: refuses to provision without the staff sign-in app registration.
//
// Without STAFF_AUTH_CLIENT_ID and STAFF_AUTH_CLIENT_SECRET the static web app gets no Entra ID
// registration and every staff sign-in fails after an otherwise successful `azd up`. Stopping here,
// with the steps, is kinder than a deployment that looks done and locks every coordinator out.
// docs/operations.md "Staff sign-in" registers the app (its redirect URI is added once the site's
// host name is known).
import { pathToFileURL } from 'node:url';

export const REQUIRED_STAFF_AUTH = ['STAFF_AUTH_CLIENT_ID', 'STAFF_AUTH_CLIENT_SECRET'];

/** The required staff sign-in values that are missing or blank in this environment. */
export function missingStaffAuth(env) {
  return REQUIRED_STAFF_AUTH.filter((name) => (env[name] ?? '').trim() === '');
}

export function refusal(missing) {
  return [
    `Staff sign-in is not set up: ${missing.join(' and ')} ${missing.length === 1 ? 'is' : 'are'} missing in this azd environment.`,
    'Without them every staff sign-in fails. Register the staff sign-in app first',
    '(docs/operations.md, "Staff sign-in: Entra ID app registration"), then run:',
    '  azd env set STAFF_AUTH_CLIENT_ID <Application (client) ID>',
    "  azd env set STAFF_AUTH_CLIENT_SECRET '<client secret value>'",
    'and run azd up again. Nothing was provisioned.',
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const missing = missingStaffAuth(process.env);
  if (missing.length > 0) {
    console.error(refusal(missing));
    process.exit(1);
  }
  console.info('Staff sign-in app registration: set.');
}
