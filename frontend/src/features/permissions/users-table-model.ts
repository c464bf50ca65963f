import type { UserPermission } from '@enroll/domain';

export const USER_COLUMNS = ['name', 'status', 'charterAssignments', 'action'] as const;
export type UserColumn = (typeof USER_COLUMNS)[number];

/** A table row: the permission and whether the signed-in person may update it. */
export interface UserRow {
  user: UserPermission;
  /** The catalog key of why 'Update' is disabled; null when it is enabled. */
  refusal: string | null;
}

/** The Charter Assignments cell: 'All Charters' for all-charter access, else the names in order. */
export function chartersText(user: UserPermission, allCharters: string): string {
  return user.allCharterAccess
    ? allCharters
    : user.charterAssignments.map((charter) => charter.name).join(', ');
}

/** The search box matches the name, the e-mail, the level and the charters, in any case. */
export function matchesSearch(user: UserPermission, search: string, allCharters: string): boolean {
  const needle = search.trim().toLowerCase();
  if (needle === '') return true;
  return [user.name, user.azureID, user.userStatus, chartersText(user, allCharters)]
    .join(' ')
    .toLowerCase()
    .includes(needle);
}

const byName = (a: UserRow, b: UserRow) => a.user.name.localeCompare(b.user.name);

/** Ascending order of each sortable column; ties fall back to the name. */
export function compareRows(column: UserColumn, allCharters: string): (a: UserRow, b: UserRow) => number {
  const primary: Record<UserColumn, (a: UserRow, b: UserRow) => number> = {
    name: byName,
    // Levels in their own order (User, Contributor, Admin, Super Admin), not alphabetically.
    status: (a, b) => a.user.userLevel - b.user.userLevel,
    charterAssignments: (a, b) =>
      chartersText(a.user, allCharters).localeCompare(chartersText(b.user, allCharters)),
    // Rows that can be updated first.
    action: (a, b) => Number(a.refusal !== null) - Number(b.refusal !== null),
  };
  return (a, b) => primary[column](a, b) || byName(a, b);
}
