import type { HttpRequest } from '@azure/functions';
import { registerHttp } from '../../app/registry.ts';
import { ok } from '../../platform/http-responses.ts';
import { staffIdentityOf, staffProfile } from '../../platform/staff-identity.ts';

/**
 * GET /api/auth/me: the signed-in staff member (name, e-mail, level, charters). Anonymous: 401;
 * General, unknown or the web-app account: 403 (the login page's failure message).
 */
export async function getAuthMe(request: HttpRequest) {
  return ok(staffProfile(staffIdentityOf(request)), { 'Cache-Control': 'private, no-store' });
}

registerHttp('auth-me-get', { route: 'auth/me', methods: ['GET'], access: 'staff', handler: getAuthMe });
