import { randomUUID } from 'node:crypto';
import { ACCESS_RECORD_IDS_MAX, type AccessRecord } from '@enroll/domain';
import { container } from './cosmos-client.ts';

/** Stores one access entry (`AccessRecord` without its id and time, which are given here). */
export async function recordAccess(entry: Omit<AccessRecord, 'id' | 'at'>): Promise<AccessRecord> {
  if (entry.recordIds.length === 0) throw new Error('An access entry names at least one record');
  const record: AccessRecord = {
    id: randomUUID(),
    at: new Date().toISOString(),
    ...entry,
    recordIds: entry.recordIds.slice(0, ACCESS_RECORD_IDS_MAX),
  };
  await container('accessLog').items.create(record);
  return record;
}
