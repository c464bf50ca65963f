import {
  type CharterOption,
  type CharterRef,
  checkGrant,
  type ExistingGrant,
  type GrantActor,
  type GrantRuleCode,
  LEVEL_GENERAL,
  PERMISSION_LEVELS,
  type PermissionLevel,
  type UserPermission,
} from '@enroll/domain';

export function existingGrantOf(
  user: Pick<UserPermission, 'userLevel' | 'charterAssignments'>,
): ExistingGrant {
  return { userLevel: user.userLevel, charterIds: user.charterAssignments.map((charter) => charter._id) };
}

// Refusals that depend on the level alone: the level select hides what they forbid.
const LEVEL_REFUSALS: ReadonlySet<GrantRuleCode> = new Set([
  'permission.actor.notAdmin',
  'permission.edit.superAdminTarget',
  'permission.grant.superAdminOnly',
]);

/**
 * The levels the level select offers: those the API's grant rules allow this actor to give (only a
 * Super Admin sees Admin and Super Admin). General ('Delete') only on an update: a new permission
 * cannot be General.
 */
export function levelOptions(actor: GrantActor, existing: ExistingGrant | null): PermissionLevel[] {
  return PERMISSION_LEVELS.filter((level) => {
    if (existing === null && level === LEVEL_GENERAL) return false;
    const decision = checkGrant({
      actor,
      existing,
      requested: { userLevel: level, charterIds: existing?.charterIds ?? [] },
      superAdminsAfter: 1,
    });
    return decision.allowed || !LEVEL_REFUSALS.has(decision.code);
  });
}

/**
 * Why this actor may not open a permission for update (an Admin cannot edit a Super Admin, and only a
 * Super Admin changes an Admin); null when they may.
 */
export function editRefusal(actor: GrantActor, user: UserPermission): GrantRuleCode | null {
  const existing = existingGrantOf(user);
  const decision = checkGrant({ actor, existing, requested: existing, superAdminsAfter: 1 });
  return decision.allowed || !LEVEL_REFUSALS.has(decision.code) ? null : decision.code;
}

/**
 * The charters the charter selection offers: every active charter for a Super Admin; for an Admin the
 * charters assigned to them plus those the permission already has (shown locked: another Admin's
 * charters are theirs to change).
 */
export function charterChoices(
  actor: GrantActor,
  charters: readonly CharterOption[],
  assigned: readonly CharterRef[],
): CharterRef[] {
  const allowed = actor.charterIds === 'all' ? null : new Set(actor.charterIds);
  const assignedIds = new Set(assigned.map((charter) => charter._id));
  const choices: CharterRef[] = charters
    .filter((charter) => allowed === null || allowed.has(charter._id) || assignedIds.has(charter._id))
    .map((charter) => ({ _id: charter._id, name: charter.name }));
  const listed = new Set(choices.map((charter) => charter._id));
  // A charter no longer active still shows, so it can be taken away.
  const missing = assigned.filter((charter) => !listed.has(charter._id));
  return [...choices, ...missing].sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Whether the permission also has charters this actor does not hold (never for a Super Admin). Its
 * level, name and sign-in binding then apply on another Admin's charters too: the dialog shows them
 * locked and lets the actor add or remove only their own charters.
 */
export function sharesOtherCharters(
  actor: GrantActor,
  user: Pick<UserPermission, 'charterAssignments'>,
): boolean {
  if (actor.charterIds === 'all') return false;
  const own = new Set(actor.charterIds);
  return user.charterAssignments.some((charter) => !own.has(charter._id));
}

/** Why this actor may not reset the permission's sign-in binding (the rules of any edit); null when they may. */
export function signInResetRefusal(actor: GrantActor, user: UserPermission): GrantRuleCode | null {
  const existing = existingGrantOf(user);
  const decision = checkGrant({
    actor,
    existing,
    requested: existing,
    superAdminsAfter: 1,
    wholePermissionChanged: true,
  });
  return decision.allowed ? null : decision.code;
}
