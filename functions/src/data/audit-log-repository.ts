import { randomUUID } from 'node:crypto';
import { container } from './cosmos-client.ts';

/**
 * One audited staff action, kept after its subject is gone (a deleted interest entry or registration):
 * who, when and which id (`entryId`: the deleted record's). Ids and the actor's e-mail only, no personal data of the family.
 */
export interface AuditRecord {
  id: string;
  action: 'interest.deleted' | 'registration.deleted';
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
