import type { InvocationContext } from '@azure/functions';
import { catalogError, charterScopeOf, type LeloRegistrationRecord } from '@enroll/domain';
import type { AuditAction } from '../../data/audit-log-repository.ts';
import { leloConflict, replaceLeloRegistrationVersioned } from '../../data/lelo-registrations-repository.ts';
import { assertCurrentVersion } from '../../data/system-fields.ts';
import { logInfo } from '../../platform/log.ts';
import type { StaffIdentity } from '../../platform/staff-identity.ts';
import { auditStaffAction } from '../audit/audit-staff-action.ts';
import { type ReadLeloEntry, readScopedLeloEntry } from './scoped-lelo.ts';

export interface LeloStatusMove {
  /** The entry after the move, or null when its status does not allow it. */
  apply: <T extends LeloRegistrationRecord>(entry: T, now: Date) => T | null;
  /** The 409 code of an entry the move does not apply to. */
  refusal: 'leloEdit.inactive.invalid' | 'leloEdit.inactiveUndo.invalid';
  /** The log event and the audit trail's action. */
  event: string;
  audit: AuditAction;
}

/**
 * A staff status move of a secondary enrollment (Inactive and its undoing) by `staff`, on version `etag`
 * of entry `id`: the entry of the caller's charters (notFound otherwise), still that version (409), the
 * move or its 409, then the stored entry, the log (ids only) and the audit trail. The saved entry.
 */
export async function moveLeloStatus(
  staff: StaffIdentity,
  context: InvocationContext,
  target: { id: string; etag: string },
  move: LeloStatusMove,
): Promise<ReadLeloEntry> {
  const { etag } = target;
  const stored = await readScopedLeloEntry(charterScopeOf(staff), target.id);
  assertCurrentVersion(stored, etag, leloConflict);
  const moved = move.apply(stored, new Date());
  if (!moved) throw catalogError('conflict', move.refusal);
  const saved = await replaceLeloRegistrationVersioned(moved, etag);
  logInfo(context, move.event, { leloId: saved.id, from: stored.status, to: saved.status });
  await auditStaffAction(staff, context, move.audit, { entryId: saved.id, charter_id: saved.charter_id });
  return saved;
}
