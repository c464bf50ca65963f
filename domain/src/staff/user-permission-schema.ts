import * as z from 'zod/mini';
import { EMAIL_PATTERN } from '../shared/email.ts';
import { requiredTextField } from '../shared/text-fields.ts';
import {
  isPermissionLevel,
  LEVEL_GENERAL,
  LEVEL_SUPER_ADMIN,
  PERMISSION_LEVEL_NAMES,
  type PermissionLevel,
  permissionLevelFromName,
} from './permission-levels.ts';

/** Longest stored e-mail address (RFC 5321); staff addresses can be longer than the family forms' 60. */
export const STAFF_EMAIL_MAX_LENGTH = 254;
export const PERMISSION_NAME_MAX_LENGTH = 100;
const MAX_CHARTERS = 100;

const charterRefSchema = z.object({
  _id: z.string().check(z.trim(), z.minLength(1, 'permission.charters.required'), z.maxLength(64)),
  /** Informative only: the server takes the name from the `charters` container. */
  name: z._default(z.string().check(z.maxLength(200)), ''),
});

const levelSchema = z
  .int('permission.level.required')
  .check(z.gte(0, 'permission.level.required'), z.lte(4, 'permission.level.required'));

/**
 * The level and charters of a permission. The level comes from `userLevel`, or from `userStatus` (the
 * level's name) when only that is sent. `allCharterAccess` is accepted but not trusted: it follows the
 * level (Super Admin: true, otherwise false).
 */
const permissionFields = {
  userLevel: z.optional(levelSchema),
  userStatus: z.optional(z.enum(PERMISSION_LEVEL_NAMES, 'permission.level.required')),
  charterAssignments: z._default(z.array(charterRefSchema).check(z.maxLength(MAX_CHARTERS)), []),
  allCharterAccess: z.optional(z.boolean()),
};

interface LevelFields {
  userLevel?: number | undefined;
  userStatus?: string | undefined;
}

/** The level a request asks for: `userLevel`, else the level named by `userStatus`. */
export function requestedLevel(
  value: Pick<LevelFields, 'userLevel' | 'userStatus'>,
): PermissionLevel | undefined {
  if (value.userLevel !== undefined) return isPermissionLevel(value.userLevel) ? value.userLevel : undefined;
  return value.userStatus === undefined ? undefined : permissionLevelFromName(value.userStatus);
}

/**
 * A level is required; charters (the list under `chartersField`) are required unless the level is
 * Super Admin (or General).
 */
function checkLevelAndCharters<Field extends 'charterAssignments' | 'charters'>(
  allowGeneral: boolean,
  chartersField: Field,
) {
  type Fields = LevelFields & Record<Field, readonly unknown[]>;
  return (value: Fields, ctx: z.core.$RefinementCtx<Fields>): void => {
    // A level that failed its own check already has its field error.
    if (value.userLevel !== undefined && !isPermissionLevel(value.userLevel)) return;
    const level = requestedLevel(value);
    if (level === undefined || (!allowGeneral && level === LEVEL_GENERAL)) {
      ctx.addIssue({ code: 'custom', path: ['userLevel'], message: 'permission.level.required' });
      return;
    }
    if (level !== LEVEL_GENERAL && level !== LEVEL_SUPER_ADMIN && value[chartersField].length === 0) {
      ctx.addIssue({ code: 'custom', path: [chartersField], message: 'permission.charters.required' });
    }
  };
}

/** The person a permission is for: name, sign-in e-mail address and directory id. */
const personFields = {
  name: requiredTextField(PERMISSION_NAME_MAX_LENGTH, 'name.max', 'permission.person.required'),
  azureID: z
    .string('permission.person.required')
    .check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(1, 'permission.person.required'),
      z.maxLength(STAFF_EMAIL_MAX_LENGTH, 'email.invalid'),
      z.regex(EMAIL_PATTERN, 'email.invalid'),
    ),
  personDbID: z
    .string('permission.person.required')
    .check(z.trim(), z.minLength(1, 'permission.person.required'), z.maxLength(100)),
};

/** POST /api/user/: a permission for a person picked from the directory. General is not offered on create. */
export const userPermissionCreateSchema = z
  .object({ ...personFields, ...permissionFields })
  .check(z.superRefine(checkLevelAndCharters(false, 'charterAssignments')));
export type UserPermissionCreateInput = z.input<typeof userPermissionCreateSchema>;
export type UserPermissionCreate = z.output<typeof userPermissionCreateSchema>;

/**
 * PUT /api/user/{id}: the level (General removes the person from the list), the charters and the
 * display name. The person (azureID, personDbID) cannot change.
 */
export const userPermissionUpdateSchema = z
  .object({
    name: z.optional(
      z
        .string()
        .check(
          z.trim(),
          z.minLength(1, 'permission.person.required'),
          z.maxLength(PERMISSION_NAME_MAX_LENGTH, 'name.max'),
        ),
    ),
    ...permissionFields,
  })
  .check(z.superRefine(checkLevelAndCharters(true, 'charterAssignments')));
export type UserPermissionUpdateInput = z.input<typeof userPermissionUpdateSchema>;
export type UserPermissionUpdate = z.output<typeof userPermissionUpdateSchema>;

/**
 * A staff permission as an operator's import file writes it: the person (as on create), the level
 * (General included: a person kept without access) and the charters by key.
 */
export const userPermissionImportSchema = z
  .object({
    ...personFields,
    userLevel: permissionFields.userLevel,
    userStatus: permissionFields.userStatus,
    charters: z._default(
      z.array(z.string().check(z.trim(), z.minLength(1, 'permission.charters.required'))),
      [],
    ),
  })
  .check(z.superRefine(checkLevelAndCharters(true, 'charters')));
export type UserPermissionImportInput = z.input<typeof userPermissionImportSchema>;
export type UserPermissionImport = z.output<typeof userPermissionImportSchema>;

export const USER_SORT_FIELDS = ['name', 'status', 'charterAssignments'] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];

/** GET /api/user/?search=&sort=&order=: the App Permissions table. */
export const userListQuerySchema = z.object({
  search: z._default(z.string().check(z.trim(), z.maxLength(50, 'people.query.max')), ''),
  sort: z._default(z.enum(USER_SORT_FIELDS, 'invalid'), 'name'),
  order: z._default(z.enum(['asc', 'desc'], 'invalid'), 'asc'),
});
export type UserListQuery = z.output<typeof userListQuerySchema>;

/** GET /api/people?q=: the directory search of 'Create User Permission'. */
export const peopleQuerySchema = z.object({
  q: z
    .string('people.query.min')
    .check(z.trim(), z.minLength(2, 'people.query.min'), z.maxLength(50, 'people.query.max')),
});
