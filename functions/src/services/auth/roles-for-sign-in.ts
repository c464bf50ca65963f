import { createHash } from 'node:crypto';
import type { ClientPrincipal } from '@enroll/domain';
import { swaRolesFor } from '@enroll/domain';
import * as z from 'zod/mini';
import { keyedTtlCache } from '../../data/keyed-ttl-cache.ts';
import { graphSignedInAddresses } from '../directory/graph-me.ts';
import type { IdentityResolution } from './staff-sign-in.ts';

const claimSchema = z.object({ typ: z.string(), val: z._default(z.string(), '') });
const rolesRequestSchema = z.object({
  identityProvider: z.string(),
  userId: z.string(),
  userDetails: z.string(),
  claims: z._default(z.array(claimSchema), []),
  accessToken: z._default(z.string().check(z.maxLength(16 * 1024)), ''),
});

const TENANT_CLAIMS = new Set(['http://schemas.microsoft.com/identity/claims/tenantid', 'tid']);

/** Why a sign-in got the roles it got (logged; never the e-mail address or the token). */
export type RolesOutcome =
  | 'noTenant'
  | 'unreadable'
  | 'otherTenant'
  | 'noToken'
  | 'tokenRefused'
  | 'tokenOtherPerson'
  | 'resolved';

export interface RolesSourceDependencies {
  /** AAD_TENANT_ID: without it nothing calls the rolesSource (the local stack), so nobody gets roles. */
  tenantId: string;
  /** The lower-case addresses of the person the Graph token belongs to; null when Graph refuses it. */
  tokenAddresses(accessToken: string): Promise<string[] | null>;
  resolve(principal: ClientPrincipal): Promise<IdentityResolution>;
}

/**
 * The roles of Static Web Apps' rolesSource call, and only of that call: its body carries the signed-in
 * user's Graph access token, which must be valid (Graph `/me` accepts it) and belong to the person the
 * body names (`userDetails` equal to Graph's mail or userPrincipalName); anyone else asking what level
 * an address has gets no roles. Without a configured tenant nobody gets roles. Then the stored level
 * decides, through the same identity resolution as every staff request (including the sign-in binding).
 */
export async function rolesForSignIn(
  body: unknown,
  dependencies: RolesSourceDependencies,
): Promise<{ roles: string[]; outcome: RolesOutcome }> {
  const none = (outcome: RolesOutcome) => ({ roles: [], outcome });
  const tenant = dependencies.tenantId.trim().toLowerCase();
  if (!tenant) return none('noTenant');
  const parsed = z.safeParse(rolesRequestSchema, body);
  if (!parsed.success) return none('unreadable');
  const { identityProvider, userId, userDetails, claims, accessToken } = parsed.data;
  const claimed = claims.find((claim) => TENANT_CLAIMS.has(claim.typ));
  if (claimed !== undefined && claimed.val.toLowerCase() !== tenant) return none('otherTenant');
  if (accessToken.trim() === '') return none('noToken');
  const addresses = await dependencies.tokenAddresses(accessToken.trim());
  if (!addresses) return none('tokenRefused');
  if (!addresses.includes(userDetails.trim().toLowerCase())) return none('tokenOtherPerson');
  const resolution = await dependencies.resolve({ identityProvider, userId, userDetails, userRoles: [] });
  return {
    roles: resolution.status === 'staff' ? swaRolesFor(resolution.identity.level) : [],
    outcome: 'resolved',
  };
}

// A verified token stays verified for its life; a few minutes of cache spares Graph one call per
// sign-in retry without keeping a revoked token useful for long. Keyed by the token's hash.
const TOKEN_CACHE_MS = 5 * 60_000;

/** Graph `/me` at `baseUrl`, cached per token hash for five minutes per instance (the token itself is not kept). */
export function cachedGraphTokenAddresses(baseUrl: () => string) {
  // The token of the call in progress, by hash: the cache's loader reads it synchronously.
  const inFlight = new Map<string, string>();
  const cache = keyedTtlCache(
    async (hash: string) => {
      const token = inFlight.get(hash);
      return token === undefined ? null : graphSignedInAddresses(token, baseUrl());
    },
    { ttlMs: TOKEN_CACHE_MS, maxEntries: 1000 },
  );
  return async (accessToken: string): Promise<string[] | null> => {
    const hash = createHash('sha256').update(accessToken).digest('hex');
    inFlight.set(hash, accessToken);
    try {
      return await cache.get(hash);
    } finally {
      inFlight.delete(hash);
    }
  };
}
