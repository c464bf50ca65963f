import { createHash } from 'node:crypto';
import {
  isPermissionLevel,
  LEVEL_GENERAL,
  LEVEL_SUPER_ADMIN,
  type PermissionLevel,
  permissionLevelName,
  type UserPermission,
} from '@enroll/domain';
import { container, queryAll } from './cosmos-client.ts';
import { isCosmosStatus } from './create-once.ts';
import { keyedTtlCache } from './keyed-ttl-cache.ts';
import { type WithEtag, withoutSystemFields } from './system-fields.ts';

/** A `users` document: one staff permission (docs/data-model.md), the API's shape with `id` for `_id`. */
export interface StoredUser extends Omit<UserPermission, '_id' | 'signInBoundAt'> {
  id: string;
  /**
   * The Static Web Apps `userId` (stable per app and Entra account) of the first sign-in with this
   * e-mail; absent or null while unbound. An e-mail can change hands, this id cannot.
   */
  signInUserId?: string | null;
  signInBoundAt?: string | null;
  /** Staff e-mail of who created or last changed the permission. */
  createdBy: string;
  updatedBy: string;
}

export class PermissionConflictError extends Error {
  constructor(readonly reason: 'exists' | 'changed') {
    super(reason === 'exists' ? 'The permission already exists' : 'The permission changed meanwhile');
    this.name = 'PermissionConflictError';
  }
}

/**
 * The document id of a person's permission, derived from the e-mail address: the sign-in lookup is a
 * point read, and Cosmos refuses a second permission for the same person.
 */
export function userIdForEmail(email: string): string {
  return createHash('sha256').update(`user:${email.trim().toLowerCase()}`).digest('hex').slice(0, 24);
}

/** The stored level, read defensively: anything unexpected counts as General (no access). */
export function storedLevel(user: Pick<StoredUser, 'userLevel'>): PermissionLevel {
  return isPermissionLevel(user.userLevel) ? user.userLevel : LEVEL_GENERAL;
}

export function toUserPermission(user: StoredUser): UserPermission {
  const level = storedLevel(user);
  return {
    _id: user.id,
    name: user.name,
    azureID: user.azureID,
    charterAssignments: Array.isArray(user.charterAssignments) ? user.charterAssignments : [],
    allCharterAccess: level === LEVEL_SUPER_ADMIN,
    userStatus: permissionLevelName(level),
    userLevel: level,
    personDbID: user.personDbID ?? '',
    signInBoundAt: user.signInUserId ? (user.signInBoundAt ?? null) : null,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
  };
}

// Cosmos throws (not 404) on an empty id or one with these characters; no permission has such an id.
const UNUSABLE_ID = /^\s*$|[/\\?#]/;

async function readById(id: string): Promise<WithEtag<StoredUser> | null> {
  if (UNUSABLE_ID.test(id)) return null;
  try {
    const { resource } = await container('users').item(id, id).read<WithEtag<StoredUser>>();
    return resource ?? null;
  } catch (error) {
    if (isCosmosStatus(error, 404)) return null;
    throw error;
  }
}

/** The permission of an e-mail address, straight from Cosmos (with its ETag). */
export async function readUserByEmail(email: string): Promise<WithEtag<StoredUser> | null> {
  const wanted = email.trim().toLowerCase();
  const byId = await readById(userIdForEmail(wanted));
  if (byId?.azureID === wanted) return byId;
  // Permissions imported with other ids are still found by address.
  const resources = await queryAll<WithEtag<StoredUser>>('users', {
    query: 'SELECT * FROM c WHERE c.azureID = @email',
    parameters: [{ name: '@email', value: wanted }],
  });
  return resources[0] ?? null;
}

const IDENTITY_CACHE_MS = 60_000;
const byEmail = keyedTtlCache(
  async (email: string) => {
    const found = await readUserByEmail(email);
    return found ? withoutSystemFields(found) : null;
  },
  { ttlMs: IDENTITY_CACHE_MS, maxEntries: 5000 },
);

/** The permission behind a sign-in, cached for up to a minute per instance (cleared by every write here). */
export function findUserByEmail(email: string): Promise<StoredUser | null> {
  return byEmail.get(email.trim().toLowerCase());
}

export function clearUserCache(): void {
  byEmail.clear();
}

export async function readUser(id: string): Promise<WithEtag<StoredUser> | null> {
  return readById(id);
}

/** Every permission above General: the App Permissions list (hundreds at most, so one query). */
export async function listActiveUsers(): Promise<StoredUser[]> {
  const resources = await queryAll<StoredUser>('users', {
    query: 'SELECT * FROM c WHERE c.userLevel > @general',
    parameters: [{ name: '@general', value: LEVEL_GENERAL }],
  });
  return resources.map(withoutSystemFields);
}

/** The e-mail addresses of the stored Super Admin permissions. */
export async function storedSuperAdminEmails(): Promise<string[]> {
  return queryAll<string>('users', {
    query: 'SELECT VALUE c.azureID FROM c WHERE c.userLevel = @level',
    parameters: [{ name: '@level', value: LEVEL_SUPER_ADMIN }],
  });
}

export async function createUser(user: StoredUser): Promise<WithEtag<StoredUser>> {
  try {
    const { resource } = await container('users').items.create<StoredUser>(user);
    clearUserCache();
    if (!resource) throw new Error('Cosmos returned no document');
    return resource as WithEtag<StoredUser>;
  } catch (error) {
    if (isCosmosStatus(error, 409)) throw new PermissionConflictError('exists');
    throw error;
  }
}

/** Replaces a permission if it is still the version read (`etag`); otherwise PermissionConflictError. */
export async function replaceUser(user: StoredUser, etag: string): Promise<WithEtag<StoredUser>> {
  try {
    const { resource } = await container('users')
      .item(user.id, user.id)
      .replace<StoredUser>(user, { accessCondition: { type: 'IfMatch', condition: etag } });
    clearUserCache();
    if (!resource) throw new Error('Cosmos returned no document');
    return resource as WithEtag<StoredUser>;
  } catch (error) {
    if (isCosmosStatus(error, 412)) throw new PermissionConflictError('changed');
    if (isCosmosStatus(error, 404)) throw new PermissionConflictError('changed');
    throw error;
  }
}

/**
 * Binds an unbound permission to the user id of a sign-in, if it is still the version read (`user`'s
 * ETag): of two racing first sign-ins only one can win. The stored document, or null when it changed
 * meanwhile (the caller re-reads and compares). Not an edit of the permission: the audit fields stay.
 */
export async function bindSignIn(
  user: WithEtag<StoredUser>,
  signInUserId: string,
  at: string,
): Promise<WithEtag<StoredUser> | null> {
  try {
    return await replaceUser(
      { ...withoutSystemFields<StoredUser>(user), signInUserId, signInBoundAt: at },
      user._etag,
    );
  } catch (error) {
    if (error instanceof PermissionConflictError) return null;
    throw error;
  }
}

/**
 * The binding document of a BOOTSTRAP_SUPER_ADMINS address without a permission: level General (the
 * setting, not the document, makes the person Super Admin, so it is neither listed nor counted as a
 * stored Super Admin), bound to its first sign-in. Null when another sign-in created it first.
 */
export async function createBootstrapBinding(
  email: string,
  signInUserId: string,
  at: string,
): Promise<WithEtag<StoredUser> | null> {
  const address = email.trim().toLowerCase();
  try {
    return await createUser({
      id: userIdForEmail(address),
      name: address,
      azureID: address,
      charterAssignments: [],
      allCharterAccess: false,
      userStatus: permissionLevelName(LEVEL_GENERAL),
      userLevel: LEVEL_GENERAL,
      personDbID: '',
      signInUserId,
      signInBoundAt: at,
      createdAt: at,
      updatedAt: at,
      createdBy: BOOTSTRAP_ACTOR,
      updatedBy: BOOTSTRAP_ACTOR,
    });
  } catch (error) {
    if (error instanceof PermissionConflictError) return null;
    throw error;
  }
}

/** The `createdBy` of a document written at a bootstrap Super Admin's first sign-in. */
export const BOOTSTRAP_ACTOR = 'BOOTSTRAP_SUPER_ADMINS';
