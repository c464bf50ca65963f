import { LEVEL_SUPER_ADMIN, type PermissionLevel } from './permission-levels.ts';
import type { CharterRef } from './staff-profile.ts';

/** The charters a staff member may read and write: every one (Super Admin) or their assignments. */
export type CharterScope = { all: true } | { all: false; charterIds: ReadonlySet<string> };

/** What the scope is read from: the signed-in staff member's level and charter assignments. */
export interface ScopedProfile {
  level: PermissionLevel;
  charterAssignments: readonly Pick<CharterRef, '_id'>[];
}

/**
 * The caller's charter scope, the same in the browser (what a picker offers) and on the server (what a
 * request may touch). Only the level decides "all": a stored allCharterAccess flag below Super Admin is
 * ignored, so a hand-edited document cannot widen anyone's access.
 */
export function charterScopeOf(profile: ScopedProfile): CharterScope {
  if (profile.level === LEVEL_SUPER_ADMIN) return { all: true };
  return { all: false, charterIds: new Set(profile.charterAssignments.map((charter) => charter._id)) };
}

/** Whether a charter id is inside the scope; an entry without a charter is inside only "all". */
export function isCharterInScope(scope: CharterScope, charterId: string | null | undefined): boolean {
  if (scope.all) return true;
  return typeof charterId === 'string' && scope.charterIds.has(charterId);
}
