import type { HttpRequest } from '@azure/functions';
import { registerHttp } from '../../app/registry.ts';
import { ok } from '../../platform/http-responses.ts';
import { staffIdentityOf, staffProfile } from '../../platform/staff-identity.ts';

/**
 * GET /api/auth/refresh: `{ user }`, the same data as /api/auth/me read again (the spec's refresh
 * "returns the user"). The permission cache lives one minute, so a change shows within that.
 */
export async function getAuthRefresh(request: HttpRequest) {
  return ok({ user: staffProfile(staffIdentityOf(request)) }, { 'Cache-Control': 'private, no-store' });
}

registerHttp('auth-refresh-get', {
  route: 'auth/refresh',
  methods: ['GET'],
  access: 'staff',
  handler: getAuthRefresh,
});
