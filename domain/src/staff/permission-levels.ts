/**
 * Staff permission levels: 0 General (no access; shown as 'Delete' in the
 * level select), 1 User, 2 Contributor, 3 Admin, 4 Super Admin.
 */
export const PERMISSION_LEVELS = [0, 1, 2, 3, 4] as const;
export type PermissionLevel = (typeof PERMISSION_LEVELS)[number];

export const LEVEL_GENERAL = 0;
export const LEVEL_USER = 1;
export const LEVEL_CONTRIBUTOR = 2;
export const LEVEL_ADMIN = 3;
export const LEVEL_SUPER_ADMIN = 4;

/** The stored `userStatus` of each level. */
export const PERMISSION_LEVEL_NAMES = ['General', 'User', 'Contributor', 'Admin', 'Super Admin'] as const;
export type PermissionLevelName = (typeof PERMISSION_LEVEL_NAMES)[number];

export function isPermissionLevel(value: unknown): value is PermissionLevel {
  return typeof value === 'number' && (PERMISSION_LEVELS as readonly number[]).includes(value);
}

export function permissionLevelName(level: PermissionLevel): PermissionLevelName {
  return PERMISSION_LEVEL_NAMES[level];
}

export function permissionLevelFromName(name: string): PermissionLevel | undefined {
  const index = (PERMISSION_LEVEL_NAMES as readonly string[]).indexOf(name);
  return isPermissionLevel(index) ? index : undefined;
}

/** What an HTTP function may demand of its caller, besides `public`. */
export const STAFF_ACCESS_LEVELS = ['staff', 'contributor', 'admin', 'superAdmin'] as const;
export type StaffAccess = (typeof STAFF_ACCESS_LEVELS)[number];

/** The lowest permission level that satisfies each access requirement. */
export const MINIMUM_LEVEL: Readonly<Record<StaffAccess, PermissionLevel>> = {
  staff: LEVEL_USER,
  contributor: LEVEL_CONTRIBUTOR,
  admin: LEVEL_ADMIN,
  superAdmin: LEVEL_SUPER_ADMIN,
};

export function meetsAccess(level: PermissionLevel, access: StaffAccess): boolean {
  return level >= MINIMUM_LEVEL[access];
}

/**
 * The Static Web Apps role that stands for each requirement. The roles function gives a person every
 * role their level meets, so a route rule can name one role.
 */
export const SWA_ROLE: Readonly<Record<StaffAccess, string>> = {
  staff: 'staff',
  contributor: 'contributor',
  admin: 'admin',
  superAdmin: 'superadmin',
};

/** The SWA roles of a level: none for General. */
export function swaRolesFor(level: PermissionLevel): string[] {
  return STAFF_ACCESS_LEVELS.filter((access) => meetsAccess(level, access)).map((access) => SWA_ROLE[access]);
}
