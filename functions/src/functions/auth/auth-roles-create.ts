import type { HttpRequest, InvocationContext } from '@azure/functions';
import { registerHttp } from '../../app/registry.ts';
import { config } from '../../platform/config.ts';
import { ok } from '../../platform/http-responses.ts';
import { logInfo } from '../../platform/log.ts';
import { cachedGraphTokenAddresses, rolesForSignIn } from '../../services/auth/roles-for-sign-in.ts';
import { resolveStaffIdentity } from '../../services/auth/staff-sign-in.ts';

const tokenAddresses = cachedGraphTokenAddresses(() => config.graph.baseUrl);

/**
 * POST /api/auth/roles: the `rolesSource` of staticwebapp.config.json. Static Web Apps calls it
 * server-side at every sign-in with `{ identityProvider, userId, userDetails, claims, accessToken }`
 * and adds the returned roles to the session. Public by necessity (the user has no roles yet), so it
 * answers only that call: the access token must be accepted by Microsoft Graph and belong to the
 * person named (services/auth/roles-for-sign-in.ts); anyone else, and everyone when no Entra tenant is
 * configured (the local stack, where nothing calls it), gets `{ roles: [] }`. It never fails the
 * sign-in. The API itself never trusts these roles; it looks the level up on every request.
 */
export async function createAuthRoles(request: HttpRequest, context: InvocationContext) {
  let body: unknown = null;
  try {
    body = await request.json();
  } catch {
    // An unreadable body gets no roles, like any other refused call.
  }
  let answer: Awaited<ReturnType<typeof rolesForSignIn>>;
  try {
    answer = await rolesForSignIn(body, {
      tenantId: config.aadTenantId,
      tokenAddresses,
      resolve: (principal) => resolveStaffIdentity(principal),
    });
  } catch (error) {
    // Graph unreachable: no roles this time (the sign-in still completes; the API checks every call).
    logInfo(context, 'auth.roles.failed', { errorName: error instanceof Error ? error.name : 'unknown' });
    answer = { roles: [], outcome: 'tokenRefused' };
  }
  logInfo(context, 'auth.roles', { roles: answer.roles.length, outcome: answer.outcome });
  return ok({ roles: answer.roles }, { 'Cache-Control': 'no-store' });
}

registerHttp('auth-roles-create', {
  route: 'auth/roles',
  methods: ['POST'],
  access: 'public',
  // Static Web Apps calls it once per sign-in; more than this from one address is not a sign-in.
  rateLimit: 'authRoles',
  maxBodyBytes: 64 * 1024,
  handler: createAuthRoles,
});
