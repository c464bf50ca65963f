import type { InvocationContext } from '@azure/functions';
import { type AuditAction, recordAudit } from '../../data/audit-log-repository.ts';
import { logError, logInfo } from '../../platform/log.ts';
import type { StaffIdentity } from '../../platform/staff-identity.ts';

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
  subject: { entryId: string; charter_id: string },
): Promise<void> {
  try {
    const audit = await recordAudit({
      action,
      entryId: subject.entryId,
      charter_id: subject.charter_id,
      by: { userId: staff.userId, email: staff.email },
      at: new Date().toISOString(),
    });
    logInfo(context, 'audit.recorded', { action, entryId: subject.entryId, auditId: audit.id });
  } catch (error) {
    logError(context, 'audit.writeFailed', error, { action, entryId: subject.entryId });
  }
}
