import type { DomainErrorKind } from '../shared/domain-error.ts';
import { charterScopeOf, type ScopedProfile } from './charter-scope.ts';
import { LEVEL_ADMIN, LEVEL_GENERAL, LEVEL_SUPER_ADMIN, type PermissionLevel } from './permission-levels.ts';
import type { CharterRef } from './staff-profile.ts';

/** Who is granting: their level and the charters they may hand out ('all' for a Super Admin). */
export interface GrantActor {
  level: PermissionLevel;
  charterIds: readonly string[] | 'all';
}

/** The person granting as the grant rules see them, from their charter scope (browser and server alike). */
export function grantActorOf(profile: ScopedProfile): GrantActor {
  const scope = charterScopeOf(profile);
  return { level: profile.level, charterIds: scope.all ? 'all' : [...scope.charterIds] };
}

/** The stored permission being changed; null when a new one is created. */
export interface ExistingGrant {
  userLevel: PermissionLevel;
  charterIds: readonly string[];
}

export interface RequestedGrant {
  userLevel: PermissionLevel;
  charterIds: readonly string[];
}

export type GrantRuleCode =
  | 'permission.actor.notAdmin'
  | 'permission.edit.superAdminTarget'
  | 'permission.grant.superAdminOnly'
  | 'permission.charter.outOfScope'
  | 'permission.lastSuperAdmin';

/** A refusal is 'forbidden' (not the granter's to do) or 'conflict' (the stored permissions refuse it). */
export type GrantRefusalKind = Extract<DomainErrorKind, 'forbidden' | 'conflict'>;

export type GrantDecision =
  | { allowed: true }
  | { allowed: false; kind: GrantRefusalKind; code: GrantRuleCode };

export interface GrantCheck {
  actor: GrantActor;
  existing: ExistingGrant | null;
  requested: RequestedGrant;
  /** How many stored Super Admin permissions there would be after the change. */
  superAdminsAfter: number;
  /**
   * The change alters the permission as a whole besides its level and charter list: its name, its
   * person, or its sign-in binding. Such a change applies on every charter the permission has.
   */
  wholePermissionChanged?: boolean;
}

/**
 * The App Permissions rules the API enforces:
 * - only Admins and Super Admins manage permissions;
 * - an Admin cannot edit a Super Admin, and only a Super Admin grants or changes the Admin and
 *   Super Admin levels (so an Admin edits Users, Contributors and General only);
 * - an Admin adds or removes only the charters assigned to them, and changes a level (up, down or to
 *   General), a name or a sign-in binding only when every charter of the permission, before and after,
 *   is theirs: another charter's staff are another Admin's to manage, whatever field changes;
 * - the last stored Super Admin cannot be demoted or removed (BOOTSTRAP_SUPER_ADMINS does not count:
 *   the setting may be emptied after the first setup).
 */
export function checkGrant({
  actor,
  existing,
  requested,
  superAdminsAfter,
  wholePermissionChanged = false,
}: GrantCheck): GrantDecision {
  const deny = (kind: GrantRefusalKind, code: GrantRuleCode): GrantDecision => ({
    allowed: false,
    kind,
    code,
  });
  if (actor.level < LEVEL_ADMIN) return deny('forbidden', 'permission.actor.notAdmin');
  const actorIsSuperAdmin = actor.level === LEVEL_SUPER_ADMIN;
  if (existing?.userLevel === LEVEL_SUPER_ADMIN && !actorIsSuperAdmin) {
    return deny('forbidden', 'permission.edit.superAdminTarget');
  }
  const touchesAdminLevels =
    requested.userLevel >= LEVEL_ADMIN || (existing !== null && existing.userLevel >= LEVEL_ADMIN);
  if (touchesAdminLevels && !actorIsSuperAdmin) return deny('forbidden', 'permission.grant.superAdminOnly');
  if (actor.charterIds !== 'all') {
    const allowed = new Set(actor.charterIds);
    const before = new Set(existing?.charterIds ?? []);
    const after = new Set(requested.charterIds);
    // A level, name or binding change applies on every charter the permission has, not only on added
    // or removed ones: repeating the current level and charters does not make a rename one's own.
    const levelChanged = requested.userLevel !== (existing?.userLevel ?? LEVEL_GENERAL);
    const touched =
      levelChanged || wholePermissionChanged
        ? [...before, ...after]
        : [...[...after].filter((id) => !before.has(id)), ...[...before].filter((id) => !after.has(id))];
    if (touched.some((id) => !allowed.has(id))) return deny('forbidden', 'permission.charter.outOfScope');
  }
  if (
    existing?.userLevel === LEVEL_SUPER_ADMIN &&
    requested.userLevel !== LEVEL_SUPER_ADMIN &&
    superAdminsAfter < 1
  ) {
    return deny('conflict', 'permission.lastSuperAdmin');
  }
  return { allowed: true };
}

/**
 * What is stored for a level: a Super Admin has every charter (allCharterAccess, no list), General has
 * none, the others their distinct charters.
 */
export function normalizeGrant(
  level: PermissionLevel,
  charters: readonly CharterRef[],
): { charterAssignments: CharterRef[]; allCharterAccess: boolean } {
  if (level === LEVEL_SUPER_ADMIN) return { charterAssignments: [], allCharterAccess: true };
  if (level === LEVEL_GENERAL) return { charterAssignments: [], allCharterAccess: false };
  const seen = new Set<string>();
  const distinct = charters.filter((charter) => {
    if (seen.has(charter._id)) return false;
    seen.add(charter._id);
    return true;
  });
  return { charterAssignments: distinct, allCharterAccess: false };
}
