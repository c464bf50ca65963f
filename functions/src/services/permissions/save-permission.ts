import {
  type CharterRef,
  catalogFieldError,
  checkGrant,
  DomainError,
  type DomainErrorKind,
  type FieldError,
  type GrantRuleCode,
  grantActorOf,
  invalidInput,
  LEVEL_GENERAL,
  LEVEL_SUPER_ADMIN,
  normalizeGrant,
  notFoundError,
  type PermissionLevel,
  permissionLevelName,
  requestedLevel,
  type UserPermissionCreate,
  type UserPermissionUpdate,
  type ValidationMessageKey,
  validationMessagesEn,
} from '@enroll/domain';
import { charterOptionsById } from '../../data/charter-options-repository.ts';
import { type WithEtag, withoutSystemFields } from '../../data/system-fields.ts';
import {
  createUser,
  PermissionConflictError,
  readUser,
  readUserByEmail,
  replaceUser,
  type StoredUser,
  storedLevel,
  storedSuperAdminEmails,
  userIdForEmail,
} from '../../data/users-repository.ts';
import type { StaffIdentity } from '../../platform/staff-identity.ts';

/** A refusal with the catalog key as its field error code, so the UI can translate it. */
function refusal(kind: DomainErrorKind, code: ValidationMessageKey, field = '(body)'): DomainError {
  return new DomainError(kind, validationMessagesEn[code], [catalogFieldError(field, code)]);
}

const RULE_FIELD: Record<GrantRuleCode, string> = {
  'permission.actor.notAdmin': '(body)',
  'permission.edit.superAdminTarget': '(body)',
  'permission.grant.superAdminOnly': 'userLevel',
  'permission.charter.outOfScope': 'charterAssignments',
  'permission.lastSuperAdmin': 'userLevel',
};

function conflictError(error: unknown): unknown {
  if (!(error instanceof PermissionConflictError)) return error;
  return error.reason === 'exists'
    ? refusal('conflict', 'permission.exists', 'azureID')
    : refusal('conflict', 'permission.conflict');
}

/** The charters as stored: ids checked against the `charters` container, names taken from it. */
async function resolveCharters(requested: readonly CharterRef[]): Promise<CharterRef[]> {
  const known = await charterOptionsById();
  const errors: FieldError[] = [];
  const resolved = requested.flatMap((charter, index) => {
    const found = known.get(charter._id);
    if (found) return [{ _id: found._id, name: found.name }];
    errors.push(catalogFieldError(`charterAssignments.${index}._id`, 'permission.charter.unknown'));
    return [];
  });
  if (errors.length > 0) throw invalidInput(errors);
  return resolved;
}

async function superAdminsAfter(email: string, level: PermissionLevel): Promise<number> {
  const emails = new Set(await storedSuperAdminEmails());
  emails.delete(email);
  if (level === LEVEL_SUPER_ADMIN) emails.add(email);
  return emails.size;
}

interface Change {
  level: PermissionLevel;
  charters: CharterRef[];
  /** Something of the whole permission changes too (its name, its sign-in binding): see checkGrant. */
  wholePermissionChanged?: boolean;
}

/** Applies the grant rules to a change of `existing` (null: a new permission) or throws the refusal. */
async function enforceRules(
  actor: StaffIdentity,
  email: string,
  existing: StoredUser | null,
  change: Change,
): Promise<{ charterAssignments: CharterRef[]; allCharterAccess: boolean }> {
  const normalized = normalizeGrant(change.level, change.charters);
  const decision = checkGrant({
    actor: grantActorOf(actor),
    existing: existing
      ? {
          userLevel: storedLevel(existing),
          charterIds: (existing.charterAssignments ?? []).map((charter) => charter._id),
        }
      : null,
    requested: {
      userLevel: change.level,
      charterIds: normalized.charterAssignments.map((charter) => charter._id),
    },
    superAdminsAfter:
      existing && storedLevel(existing) === LEVEL_SUPER_ADMIN
        ? await superAdminsAfter(email, change.level)
        : 1,
    wholePermissionChanged: change.wholePermissionChanged ?? false,
  });
  if (!decision.allowed) throw refusal(decision.kind, decision.code, RULE_FIELD[decision.code]);
  return normalized;
}

function levelOf(input: Pick<UserPermissionUpdate, 'userLevel' | 'userStatus'>): PermissionLevel {
  const level = requestedLevel(input);
  // The schema has already refused a request without a level.
  if (level === undefined) throw invalidInput();
  return level;
}

/**
 * POST /api/user/: a new permission. A person whose permission was set to General (removed) gets it
 * back through the same call; a person with an active permission is a 409.
 */
export async function createPermission(
  input: UserPermissionCreate,
  actor: StaffIdentity,
): Promise<WithEtag<StoredUser>> {
  const change = { level: levelOf(input), charters: await resolveCharters(input.charterAssignments) };
  const existing = await readUserByEmail(input.azureID);
  if (existing && storedLevel(existing) !== LEVEL_GENERAL)
    throw refusal('conflict', 'permission.exists', 'azureID');
  const grant = await enforceRules(actor, input.azureID, existing, change);
  const now = new Date().toISOString();
  const document: StoredUser = {
    id: existing?.id ?? userIdForEmail(input.azureID),
    name: input.name,
    azureID: input.azureID,
    ...grant,
    userStatus: permissionLevelName(change.level),
    userLevel: change.level,
    personDbID: input.personDbID,
    createdAt: existing?.createdAt ?? now,
    updatedAt: now,
    createdBy: existing?.createdBy ?? actor.email,
    updatedBy: actor.email,
  };
  try {
    return existing ? await replaceUser(document, existing._etag) : await createUser(document);
  } catch (error) {
    throw conflictError(error);
  }
}

/** The permission an edit starts from: 404 when unknown, 409 when the client's version (If-Match) is stale. */
async function readForEdit(id: string, ifMatch: string | null): Promise<WithEtag<StoredUser>> {
  const existing = await readUser(id);
  if (!existing) throw notFoundError('No permission has this id.');
  if (ifMatch && ifMatch !== existing._etag) throw refusal('conflict', 'permission.conflict');
  return existing;
}

/** Writes an edited permission if it is still the version read; a change that raced with it is a 409. */
async function replaceEdited(document: StoredUser, etag: string): Promise<WithEtag<StoredUser>> {
  try {
    return await replaceUser(document, etag);
  } catch (error) {
    throw conflictError(error);
  }
}

/**
 * PUT /api/user/{id}: a new level and charters. `ifMatch` is the ETag the client read, if it sent
 * one; the write itself is conditional on the version read here, so a concurrent change is a 409.
 */
export async function updatePermission(
  id: string,
  input: UserPermissionUpdate,
  actor: StaffIdentity,
  ifMatch: string | null,
): Promise<WithEtag<StoredUser>> {
  const existing = await readForEdit(id, ifMatch);
  const name = input.name ?? existing.name;
  const change = {
    level: levelOf(input),
    charters: await resolveCharters(input.charterAssignments),
    wholePermissionChanged: name !== existing.name,
  };
  const grant = await enforceRules(actor, existing.azureID, existing, change);
  const document: StoredUser = {
    ...withoutSystemFields<StoredUser>(existing),
    name,
    ...grant,
    userStatus: permissionLevelName(change.level),
    userLevel: change.level,
    updatedAt: new Date().toISOString(),
    updatedBy: actor.email,
  };
  return replaceEdited(document, existing._etag);
}

/**
 * DELETE /api/user/{id}/sign-in-binding: clears the sign-in binding when a person's account was
 * replaced, so the next sign-in with the permission's e-mail binds again. The grant rules of every
 * edit apply (an Admin only on a permission whose charters are all theirs, never on an Admin or Super
 * Admin); ETag-conditional like an update, with the audit fields of an edit.
 */
export async function resetSignInBinding(
  id: string,
  actor: StaffIdentity,
  ifMatch: string | null,
): Promise<WithEtag<StoredUser>> {
  const existing = await readForEdit(id, ifMatch);
  const level = storedLevel(existing);
  await enforceRules(actor, existing.azureID, existing, {
    level,
    charters: existing.charterAssignments ?? [],
    wholePermissionChanged: true,
  });
  const document: StoredUser = {
    ...withoutSystemFields<StoredUser>(existing),
    signInUserId: null,
    signInBoundAt: null,
    updatedAt: new Date().toISOString(),
    updatedBy: actor.email,
  };
  return replaceEdited(document, existing._etag);
}
