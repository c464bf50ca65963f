import type { HttpRequest } from '@azure/functions';
import type { CharterRef, PermissionLevel, PermissionLevelName, StaffProfile } from '@enroll/domain';

/** The signed-in staff member a staff function runs for (level 1 to 4; General never gets this far). */
export interface StaffIdentity {
  /** The e-mail address, lower case: the principal's userDetails and the permission's azureID. */
  email: string;
  name: string;
  level: PermissionLevel;
  levelName: PermissionLevelName;
  /** Empty for a Super Admin, who has every charter. */
  charterAssignments: CharterRef[];
  allCharterAccess: boolean;
  /** The `users` document id; null for a BOOTSTRAP_SUPER_ADMINS address without a stored permission. */
  userId: string | null;
}

export function staffProfile(identity: StaffIdentity): StaffProfile {
  return {
    name: identity.name,
    email: identity.email,
    level: identity.level,
    levelName: identity.levelName,
    charterAssignments: identity.charterAssignments,
    allCharterAccess: identity.allCharterAccess,
  };
}

// The access check stores the identity here before the handler runs; keyed by the request object, so
// it lives exactly as long as the request.
const identities = new WeakMap<HttpRequest, StaffIdentity>();

export function rememberStaffIdentity(request: HttpRequest, identity: StaffIdentity): void {
  identities.set(request, identity);
}

/**
 * The signed-in staff member of a request, inside the handler of a staff function. Calling it from a
 * public function is a programming error (there is no identity), answered as a 500.
 */
export function staffIdentityOf(request: HttpRequest): StaffIdentity {
  const identity = identities.get(request);
  if (!identity)
    throw new Error('staffIdentityOf: no staff identity (public function, or the access check did not run)');
  return identity;
}
