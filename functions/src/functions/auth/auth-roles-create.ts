import type { HttpRequest, InvocationContext } from '@azure/functions';
import { swaRolesFor } from '@enroll/domain';
import * as z from 'zod/mini';
import { config } from '../../platform/config.ts';
import { ok } from '../../platform/http-responses.ts';
import { logInfo } from '../../platform/log.ts';
import { registerHttp } from '../../platform/registry.ts';
import { resolveStaffIdentity } from '../../platform/staff-identity.ts';

const claimSchema = z.object({ typ: z.string(), val: z._default(z.string(), '') });
const rolesRequestSchema = z.object({
  identityProvider: z.string(),
  userId: z.string(),
  userDetails: z.string(),
  claims: z._default(z.array(claimSchema), []),
});

const TENANT_CLAIMS = new Set(['http://schemas.microsoft.com/identity/claims/tenantid', 'tid']);

function otherTenant(claims: readonly { typ: string; val: string }[]): boolean {
  const tenant = config.aadTenantId.toLowerCase();
  if (!tenant) return false;
  const claimed = claims.find((claim) => TENANT_CLAIMS.has(claim.typ));
  return claimed !== undefined && claimed.val.toLowerCase() !== tenant;
}

/**
 * POST /api/auth/roles: the `rolesSource` of staticwebapp.config.json. Static Web Apps calls it
 * server-side at every sign-in with `{ identityProvider, userId, userDetails, claims, accessToken }`
 * and adds the returned roles to the session: 'staff', 'contributor', 'admin', 'superadmin' as the
 * stored level allows, none for General, unknown people and the web-app account. Public by necessity
 * (SWA calls it before the user has roles); it reveals only role names and never fails the sign-in:
 * anything unreadable gets no roles. The API itself never trusts these roles; it looks the level up.
 */
export async function createAuthRoles(request: HttpRequest, context: InvocationContext) {
  let raw: unknown;
  try {
    raw = await request.json();
  } catch {
    return ok({ roles: [] });
  }
  const parsed = z.safeParse(rolesRequestSchema, raw);
  if (!parsed.success || otherTenant(parsed.data.claims)) return ok({ roles: [] });
  const { identityProvider, userId, userDetails } = parsed.data;
  const resolution = await resolveStaffIdentity({ identityProvider, userId, userDetails, userRoles: [] });
  const roles = resolution.status === 'staff' ? swaRolesFor(resolution.identity.level) : [];
  logInfo(context, 'auth.roles', { roles: roles.length, status: resolution.status });
  return ok({ roles }, { 'Cache-Control': 'no-store' });
}

registerHttp('auth-roles-create', {
  route: 'auth/roles',
  methods: ['POST'],
  access: 'public',
  maxBodyBytes: 64 * 1024,
  handler: createAuthRoles,
});
