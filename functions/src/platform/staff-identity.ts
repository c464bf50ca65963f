import type { HttpRequest } from '@azure/functions';
import {
  type CharterRef,
  EMAIL_PATTERN,
  LEVEL_GENERAL,
  LEVEL_SUPER_ADMIN,
  type PermissionLevel,
  type PermissionLevelName,
  permissionLevelName,
  type StaffProfile,
} from '@enroll/domain';
import { findUserByEmail, type StoredUser, storedLevel } from '../data/users-repository.ts';
import { config } from './config.ts';
import type { ClientPrincipal } from './principal.ts';

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

export type IdentityResolution =
  | { status: 'anonymous' }
  | { status: 'refused'; reason: 'webApp' | 'provider' | 'notEmail' | 'noPermission' }
  | { status: 'staff'; identity: StaffIdentity };

/** The original app's shared service account: it may never act as staff (spec section 2). */
const WEB_APP_PRINCIPAL = 'enrollment_webapp';
/** Static Web Apps' name for Entra ID; the configuration blocks every other provider. */
const STAFF_IDENTITY_PROVIDER = 'aad';

export interface IdentityDependencies {
  findUser(email: string): Promise<StoredUser | null>;
  bootstrapSuperAdmins(): readonly string[];
}

const defaultDependencies: IdentityDependencies = {
  findUser: findUserByEmail,
  bootstrapSuperAdmins: () => config.bootstrapSuperAdmins,
};

/**
 * Who a principal is to this app: nobody (no or unreadable principal), refused (the web-app account,
 * another identity provider, no permission or level 0 General), or a staff member with their level and
 * charters. A BOOTSTRAP_SUPER_ADMINS address is a Super Admin whatever is stored.
 */
export async function resolveStaffIdentity(
  principal: ClientPrincipal | null,
  dependencies: IdentityDependencies = defaultDependencies,
): Promise<IdentityResolution> {
  if (!principal) return { status: 'anonymous' };
  const email = principal.userDetails.trim().toLowerCase();
  if (email === WEB_APP_PRINCIPAL) return { status: 'refused', reason: 'webApp' };
  if (principal.identityProvider.trim().toLowerCase() !== STAFF_IDENTITY_PROVIDER) {
    return { status: 'refused', reason: 'provider' };
  }
  if (!EMAIL_PATTERN.test(email)) return { status: 'refused', reason: 'notEmail' };
  const user = await dependencies.findUser(email);
  const bootstrap = dependencies.bootstrapSuperAdmins().includes(email);
  const level = bootstrap ? LEVEL_SUPER_ADMIN : user ? storedLevel(user) : LEVEL_GENERAL;
  if (level === LEVEL_GENERAL) return { status: 'refused', reason: 'noPermission' };
  const superAdmin = level === LEVEL_SUPER_ADMIN;
  return {
    status: 'staff',
    identity: {
      email,
      name: user?.name?.trim() || email,
      level,
      levelName: permissionLevelName(level),
      charterAssignments: superAdmin ? [] : (user?.charterAssignments ?? []),
      allCharterAccess: superAdmin,
      userId: user?.id ?? null,
    },
  };
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
