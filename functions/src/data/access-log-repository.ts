import { randomUUID } from 'node:crypto';
import {
  ACCESS_RECORD_IDS_MAX,
  type AccessEntity,
  type AccessRecord,
  type RecordAccess,
} from '@enroll/domain';
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

/** Who has seen a record, newest first (at most `limit`). */
export async function listRecordAccesses(
  entity: AccessEntity,
  recordId: string,
  limit = 200,
): Promise<RecordAccess[]> {
  const { resources } = await container('accessLog')
    .items.query<RecordAccess>({
      query:
        'SELECT TOP @limit c.id, c.at, c.staffEmail, c.kind, c.screen FROM c WHERE c.entity = @entity AND ARRAY_CONTAINS(c.recordIds, @recordId) ORDER BY c.at DESC',
      parameters: [
        { name: '@limit', value: limit },
        { name: '@entity', value: entity },
        { name: '@recordId', value: recordId },
      ],
    })
    .fetchAll();
  return resources;
}
