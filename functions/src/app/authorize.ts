import type { HttpRequest, HttpResponseInit } from '@azure/functions';
import { meetsAccess, validationMessagesEn } from '@enroll/domain';
import { json } from '../platform/http-responses.ts';
import { trustedPrincipal } from '../platform/platform-proof.ts';
import { rememberStaffIdentity } from '../platform/staff-identity.ts';
import { resolveStaffIdentity } from '../services/auth/staff-sign-in.ts';
import type { AccessLevel } from './registry.ts';

const NO_STORE = { 'Cache-Control': 'no-store' };

function denied(status: 401 | 403, code: 'auth.signIn' | 'auth.notAuthorized' | 'auth.levelTooLow') {
  return json(status, { message: validationMessagesEn[code], code }, NO_STORE);
}

/**
 * The access check the pipeline runs before every handler. Public functions pass untouched. A staff
 * function needs the x-ms-client-principal header Static Web Apps sets, on a request carrying the
 * platform's proof (`platformProofOk`; none, unproven or unreadable: 401), a
 * stored permission above General or a BOOTSTRAP_SUPER_ADMINS address (else 403), and the level its
 * registration declares (else 403). The resolved identity is then available to the handler through
 * `staffIdentityOf(request)`.
 */
export async function authorize(request: HttpRequest, access: AccessLevel): Promise<HttpResponseInit | null> {
  if (access === 'public') return null;
  // A principal header without the platform's proof is ignored: the caller is anonymous.
  const principal = trustedPrincipal(request);
  const resolution = await resolveStaffIdentity(principal);
  if (resolution.status === 'anonymous') return denied(401, 'auth.signIn');
  if (resolution.status === 'refused') return denied(403, 'auth.notAuthorized');
  if (!meetsAccess(resolution.identity.level, access)) return denied(403, 'auth.levelTooLow');
  rememberStaffIdentity(request, resolution.identity);
  return null;
}
