import { randomUUID } from 'node:crypto';
import { container } from './cosmos-client.ts';

/** The staff actions the audit trail records: deletions, and the decisions that can be undone. */
export type AuditAction =
  | 'interest.deleted'
  | 'registration.deleted'
  | 'interest.markedNotInterested'
  | 'interest.notInterestedUndone'
  | 'lelo.markedInactive'
  | 'lelo.inactiveUndone'
  /** `entryId` is the pair's key ('interest:<id>|registration:<id>'). */
  | 'duplicates.markedNotDuplicates'
  /** `entryId` is the merge's id (its record in `duplicateMerges` names the records). */
  | 'duplicates.merged'
  | 'duplicates.mergeUndone';

/**
 * One audited staff action, kept after its subject is gone (a deleted interest entry or registration):
 * who, when and which id (`entryId`: the record's). Ids and the actor's e-mail only, no personal data of the family.
 */
export interface AuditRecord {
  id: string;
  action: AuditAction;
  entryId: string;
  charter_id: string;
  by: { userId: string | null; email: string };
  at: string;
}

export async function recordAudit(record: Omit<AuditRecord, 'id'>): Promise<AuditRecord> {
  const stored: AuditRecord = { id: randomUUID(), ...record };
  await container('auditLog').items.create(stored);
  return stored;
}
