import type { ClientPrincipal } from '@enroll/domain';
import { EMAIL_PATTERN, LEVEL_GENERAL, LEVEL_SUPER_ADMIN, permissionLevelName } from '@enroll/domain';
import type { WithEtag } from '../../data/system-fields.ts';
import {
  bindSignIn,
  createBootstrapBinding,
  findUserByEmail,
  readUserByEmail,
  type StoredUser,
  storedLevel,
  userIdForEmail,
} from '../../data/users-repository.ts';
import { config } from '../../platform/config.ts';
import type { StaffIdentity } from '../../platform/staff-identity.ts';

export type RefusalReason = 'webApp' | 'provider' | 'notEmail' | 'noPermission' | 'signInMismatch';

export type IdentityResolution =
  | { status: 'anonymous' }
  | { status: 'refused'; reason: RefusalReason }
  | { status: 'staff'; identity: StaffIdentity };

/** The original app's shared service account: it may never act as staff. */
const WEB_APP_PRINCIPAL = 'enrollment_webapp';
/** Static Web Apps' name for Entra ID; the configuration blocks every other provider. */
const STAFF_IDENTITY_PROVIDER = 'aad';
/** Re-reads after a lost binding race before giving up (each loser re-reads and compares). */
const BINDING_ATTEMPTS = 3;

export interface IdentityDependencies {
  /** The permission of an e-mail address, from the per-instance cache (up to a minute old). */
  findUser(email: string): Promise<StoredUser | null>;
  /** The same, straight from Cosmos with its ETag: for binding and for a cached mismatch. */
  readUserFresh(email: string): Promise<WithEtag<StoredUser> | null>;
  /** Binds an unbound permission if it is still the version read; null when it changed meanwhile. */
  bindSignIn(user: WithEtag<StoredUser>, signInUserId: string, at: string): Promise<StoredUser | null>;
  /** Creates a bootstrap Super Admin's binding document; null when it exists already. */
  createBootstrapBinding(email: string, signInUserId: string, at: string): Promise<StoredUser | null>;
  bootstrapSuperAdmins(): readonly string[];
  /** Logs a refused sign-in by the `users` document id (never the e-mail address). */
  logRefusal(fields: { event: string; userDocumentId: string; reason: string }): void;
}

const defaultDependencies: IdentityDependencies = {
  findUser: findUserByEmail,
  readUserFresh: readUserByEmail,
  bindSignIn,
  createBootstrapBinding,
  bootstrapSuperAdmins: () => config.bootstrapSuperAdmins,
  logRefusal: (fields) => console.warn(JSON.stringify(fields)),
};

type SignInCheck =
  | { status: 'confirmed'; user: StoredUser | null }
  | { status: 'mismatch'; userDocumentId: string };

/**
 * Confirms that the permission of `email` belongs to the sign-in `signInUserId`, from a fresh read:
 * an unbound permission (seeded staff, a new permission, a binding an Admin cleared) is bound to it
 * with an ETag-conditional write; a permission bound to another id is a mismatch. Of two racing first
 * sign-ins one write wins; the other re-reads and compares, so it is refused unless it is the same id.
 */
async function confirmSignIn(
  email: string,
  signInUserId: string,
  bootstrap: boolean,
  dependencies: IdentityDependencies,
): Promise<SignInCheck> {
  for (let attempt = 0; attempt < BINDING_ATTEMPTS; attempt += 1) {
    const fresh = await dependencies.readUserFresh(email);
    const at = new Date().toISOString();
    if (!fresh) {
      // Nothing to bind, unless the setting makes the person Super Admin: they bind too.
      if (!bootstrap) return { status: 'confirmed', user: null };
      const created = await dependencies.createBootstrapBinding(email, signInUserId, at);
      if (created) return { status: 'confirmed', user: created };
      continue;
    }
    if (fresh.signInUserId === signInUserId) return { status: 'confirmed', user: fresh };
    if (fresh.signInUserId) return { status: 'mismatch', userDocumentId: fresh.id };
    // A General permission gives no access, so its first sign-in must not claim it.
    if (!bootstrap && storedLevel(fresh) === LEVEL_GENERAL) return { status: 'confirmed', user: fresh };
    const bound = await dependencies.bindSignIn(fresh, signInUserId, at);
    if (bound) return { status: 'confirmed', user: bound };
  }
  // Still racing after every attempt: refused rather than let an unconfirmed id through.
  return { status: 'mismatch', userDocumentId: userIdForEmail(email) };
}

/**
 * Who a principal is to this app: nobody (no or unreadable principal), refused (the web-app account,
 * another identity provider, no permission or level 0 General, or a permission bound to another
 * sign-in), or a staff member with their level and charters. A BOOTSTRAP_SUPER_ADMINS address is a
 * Super Admin whatever is stored. The principal's `userId` is compared on every request, also when the
 * permission comes from the cache: a cached mismatch is re-read once (an Admin may just have cleared
 * the binding), so the cache never lets another id through.
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
  const bootstrap = dependencies.bootstrapSuperAdmins().includes(email);
  const levelOf = (found: StoredUser | null) =>
    bootstrap ? LEVEL_SUPER_ADMIN : found ? storedLevel(found) : LEVEL_GENERAL;
  let user = await dependencies.findUser(email);
  if (levelOf(user) === LEVEL_GENERAL) return { status: 'refused', reason: 'noPermission' };
  if (user?.signInUserId !== principal.userId) {
    const check = await confirmSignIn(email, principal.userId, bootstrap, dependencies);
    if (check.status === 'mismatch') {
      dependencies.logRefusal({
        event: 'auth.signInMismatch',
        userDocumentId: check.userDocumentId,
        reason: 'the permission is bound to another sign-in user id',
      });
      return { status: 'refused', reason: 'signInMismatch' };
    }
    user = check.user;
  }
  const level = levelOf(user);
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
