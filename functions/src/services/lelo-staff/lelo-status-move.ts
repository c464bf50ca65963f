import type { HttpRequest, InvocationContext } from '@azure/functions';
import { catalogError, type LeloRegistrationRecord } from '@enroll/domain';
import type { AuditAction } from '../../data/audit-log-repository.ts';
import { leloConflict, replaceLeloRegistrationVersioned } from '../../data/lelo-registrations-repository.ts';
import { logInfo } from '../../platform/log.ts';
import { auditStaffAction } from '../audit/audit-staff-action.ts';
import { assertCurrentVersion, requiredIfMatch, scopeOf } from '../interest-entries/scoped-interest.ts';
import { leloStaffResponse, readScopedLeloEntry } from './scoped-lelo.ts';

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
 * A staff status move of a secondary enrollment (Inactive and its undoing): If-Match required (428
 * missing, 409 stale), the entry of the caller's charters (404 otherwise), the move or its 409, then
 * the stored entry, the log (ids only) and the audit trail. 200 with the entry and its new ETag.
 */
export async function moveLeloStatus(request: HttpRequest, context: InvocationContext, move: LeloStatusMove) {
  const etag = requiredIfMatch(request, 'leloEdit.ifMatch.required');
  const stored = await readScopedLeloEntry(scopeOf(request), request.params.id ?? '');
  assertCurrentVersion(stored, etag, leloConflict);
  const moved = move.apply(stored, new Date());
  if (!moved) throw catalogError('conflict', move.refusal);
  const saved = await replaceLeloRegistrationVersioned(moved, etag);
  logInfo(context, move.event, { leloId: saved.id, from: stored.status, to: saved.status });
  await auditStaffAction(request, context, move.audit, { entryId: saved.id, charter_id: saved.charter_id });
  return leloStaffResponse(saved);
}
