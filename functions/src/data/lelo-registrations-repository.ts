import type { LeloRegistrationRecord } from '@enroll/domain';
import { container } from './cosmos-client.ts';
import { createOnce } from './create-once.ts';
import { type WithEtag, withoutSystemFields } from './system-fields.ts';

/** Stores a new entry once per id (an Idempotency-Key maps to the id); see createOnce. */
export function createLeloRegistrationOnce(record: LeloRegistrationRecord) {
  return createOnce('leloRegistrations', record);
}

export async function findLeloRegistration(id: string): Promise<WithEtag<LeloRegistrationRecord> | null> {
  const { resource } = await container('leloRegistrations')
    .item(id, id)
    .read<WithEtag<LeloRegistrationRecord>>();
  return resource ?? null;
}

/** The entry of a public link's `_uuid` (cross-partition query), with its ETag for a guarded update. */
export async function findLeloRegistrationByUuid(
  uuid: string,
): Promise<WithEtag<LeloRegistrationRecord> | null> {
  const { resources } = await container('leloRegistrations')
    .items.query<WithEtag<LeloRegistrationRecord>>({
      query: 'SELECT * FROM c WHERE c._uuid = @uuid',
      parameters: [{ name: '@uuid', value: uuid }],
    })
    .fetchAll();
  return resources[0] ?? null;
}

/** Replaces an entry only if it is unchanged since it was read (412 from Cosmos otherwise). */
export async function replaceLeloRegistration(
  record: LeloRegistrationRecord,
  etag: string,
): Promise<LeloRegistrationRecord> {
  const { resource } = await container('leloRegistrations')
    .item(record.id, record.id)
    .replace(withoutSystemFields(record), { accessCondition: { type: 'IfMatch', condition: etag } });
  if (!resource) throw new Error(`Lelo registration ${record.id} was not replaced`);
  return withoutSystemFields(resource);
}
