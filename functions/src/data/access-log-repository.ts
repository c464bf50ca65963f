import { randomUUID } from 'node:crypto';
import { container } from './cosmos-client.ts';
import { withoutSystemFields } from './system-fields.ts';

/**
 * An `accessLog` document: one staff read of an entry's detail (FERPA's record of disclosures). It
 * holds who (the staff e-mail), which entry (entity and id) and when; nothing of the entry itself.
 */
export interface AccessRecord {
  id: string;
  entity: string;
  entityId: string;
  staffEmail: string;
  at: string;
}

const ENTITY = /^[A-Za-z][A-Za-z0-9-]{0,49}$/;

/**
 * Records that a staff member opened an entry. Detail endpoints call it before answering and let a
 * failure fail the request: a disclosure must not go unrecorded.
 */
export async function recordAccess(
  staff: { email: string },
  target: { entity: string; entityId: string },
): Promise<AccessRecord> {
  if (!ENTITY.test(target.entity)) throw new Error(`Invalid access-log entity "${target.entity}"`);
  if (target.entityId === '' || target.entityId.length > 200) throw new Error('Invalid access-log entity id');
  const record: AccessRecord = {
    id: randomUUID(),
    entity: target.entity,
    entityId: target.entityId,
    staffEmail: staff.email,
    at: new Date().toISOString(),
  };
  await container('accessLog').items.create(record);
  return record;
}

/** Who opened an entry and when, newest first. */
export async function listAccessRecords(
  entity: string,
  entityId: string,
  limit = 500,
): Promise<AccessRecord[]> {
  const { resources } = await container('accessLog')
    .items.query<AccessRecord>({
      query:
        'SELECT TOP @limit * FROM c WHERE c.entity = @entity AND c.entityId = @entityId ORDER BY c.at DESC',
      parameters: [
        { name: '@limit', value: limit },
        { name: '@entity', value: entity },
        { name: '@entityId', value: entityId },
      ],
    })
    .fetchAll();
  return resources.map(withoutSystemFields);
}
