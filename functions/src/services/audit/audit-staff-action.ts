import type { InvocationContext } from '@azure/functions';
import { type AuditAction, type AuditRecord, recordAudit } from '../../data/audit-log-repository.ts';
import { logError, logInfo } from '../../platform/log.ts';
import type { StaffIdentity } from '../../platform/staff-identity.ts';

/** The record an audit line names: its id and its charter. */
export interface AuditSubject {
  entryId: string;
  charter_id: string;
}

/**
 * Writes the audit line of `action` by `staff` on `subject`, now: who, when, which record. A failed
 * write is thrown. A delete writes its line first and deletes only once it is written: if the delete
 * then fails, the log holds an attempt that did not happen, which a reader can check against the
 * record; the other order could lose the line of a delete that did happen.
 */
export function recordStaffAudit(
  staff: StaffIdentity,
  action: AuditAction,
  subject: AuditSubject,
): Promise<AuditRecord> {
  return recordAudit({
    action,
    entryId: subject.entryId,
    charter_id: subject.charter_id,
    by: { userId: staff.userId, email: staff.email },
    at: new Date().toISOString(),
  });
}

/**
 * Records a staff decision that has just been stored (marking Not Interested or Inactive, and undoing
 * either) in the audit trail: who, when, which record. It is written after the record, so a refused
 * or stale write leaves no trail of something that did not happen; should the trail's write fail, the
 * stored decision stands and the failure is logged (ids only) for operations to restore the line.
 */
export async function auditStaffAction(
  staff: StaffIdentity,
  context: InvocationContext,
  action: AuditAction,
  subject: AuditSubject,
): Promise<void> {
  try {
    const audit = await recordStaffAudit(staff, action, subject);
    logInfo(context, 'audit.recorded', { action, entryId: subject.entryId, auditId: audit.id });
  } catch (error) {
    logError(context, 'audit.writeFailed', error, { action, entryId: subject.entryId });
  }
}
