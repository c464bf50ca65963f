import type { PermissionLevel, PermissionLevelName } from './permission-levels.ts';

/** A charter as a permission lists it. */
export interface CharterRef {
  _id: string;
  name: string;
}

/** A charter in the pickers (GET /api/charters). */
export interface CharterOption {
  _id: string;
  name: string;
  abbreviation: string;
}

/**
 * The signed-in staff member as GET /api/auth/me answers it. A Super Admin has allCharterAccess and no
 * charter list ('All Charters').
 */
export interface StaffProfile {
  name: string;
  email: string;
  level: PermissionLevel;
  levelName: PermissionLevelName;
  charterAssignments: CharterRef[];
  allCharterAccess: boolean;
}

/** A user permission as the users API answers it. */
export interface UserPermission {
  _id: string;
  name: string;
  /** The person's e-mail address, lower case: how the signed-in principal is matched. */
  azureID: string;
  charterAssignments: CharterRef[];
  allCharterAccess: boolean;
  userStatus: PermissionLevelName;
  userLevel: PermissionLevel;
  personDbID: string;
  /**
   * When the permission was bound to the Entra user id of its first sign-in (ISO); null while unbound:
   * the next sign-in with this e-mail binds it. Only that user id may use the permission afterwards.
   */
  signInBoundAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A directory person as GET /api/people?q= answers it. */
export interface PersonSearchResult {
  FirstName: string;
  LastName: string;
  EmailAddress: string;
  Title: string;
  Company: string;
  Office: string;
  PersonID: string;
}
