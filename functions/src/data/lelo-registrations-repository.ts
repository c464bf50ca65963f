import {
  assertWritable,
  catalogError,
  type DomainError,
  type LeloRegistrationRecord,
  type RecordWriter,
} from '@enroll/domain';
import { container, queryAll } from './cosmos-client.ts';
import { createOnce } from './create-once.ts';
import { withLeloListKeys } from './lelo-list-keys.ts';
import { withoutListKeys } from './list-keys.ts';
import { replaceIfMatch } from './replace-if-match.ts';
import { type WithEtag, withoutSystemFields } from './system-fields.ts';

/*
 * Every write stores the entry with its list keys (lelo-list-keys.ts), which the staff list searches
 * and sorts on; every read answers the record without them.
 */

/** Stores a new entry once per id (an Idempotency-Key maps to the id); see createOnce. */
export async function createLeloRegistrationOnce(
  record: LeloRegistrationRecord,
): Promise<{ document: LeloRegistrationRecord; created: boolean }> {
  const { document, created } = await createOnce('leloRegistrations', withLeloListKeys(record));
  return { document: withoutListKeys<LeloRegistrationRecord>(document), created };
}

/**
 * The entry without its list keys, its ETag kept for the next If-Match. Unlike system-fields.ts'
 * withEtagKept, the other fields Cosmos adds stay.
 */
function withoutListKeysEtagKept(stored: WithEtag<LeloRegistrationRecord>): WithEtag<LeloRegistrationRecord> {
  return { ...withoutListKeys<LeloRegistrationRecord>(stored), _etag: stored._etag };
}

export async function findLeloRegistration(id: string): Promise<WithEtag<LeloRegistrationRecord> | null> {
  const { resource } = await container('leloRegistrations')
    .item(id, id)
    .read<WithEtag<LeloRegistrationRecord>>();
  return resource ? withoutListKeysEtagKept(resource) : null;
}

/** The entry of a public link's `_uuid` (cross-partition query), with its ETag for a guarded update. */
export async function findLeloRegistrationByUuid(
  uuid: string,
): Promise<WithEtag<LeloRegistrationRecord> | null> {
  const resources = await queryAll<WithEtag<LeloRegistrationRecord>>('leloRegistrations', {
    query: 'SELECT * FROM c WHERE c._uuid = @uuid',
    parameters: [{ name: '@uuid', value: uuid }],
  });
  const [found] = resources;
  return found ? withoutListKeysEtagKept(found) : null;
}

/** Replaces an entry only if it is unchanged since it was read (412 from Cosmos otherwise). */
export async function replaceLeloRegistration(
  record: LeloRegistrationRecord,
  etag: string,
): Promise<LeloRegistrationRecord> {
  assertWritable(record);
  const { resource } = await container('leloRegistrations')
    .item(record.id, record.id)
    .replace(withLeloListKeys(withoutSystemFields(record)), {
      accessCondition: { type: 'IfMatch', condition: etag },
    });
  if (!resource) throw new Error(`Lelo registration ${record.id} was not replaced`);
  return withoutListKeys<LeloRegistrationRecord>(withoutSystemFields(resource));
}

/** The 409 of a staff write made against an older version of the entry (the ETag no longer matches). */
export function leloConflict(): DomainError {
  return catalogError('conflict', 'leloEdit.conflict');
}

/**
 * A staff write: replaces the entry only if it is still the version `etag` names (412 from Cosmos →
 * 409 'leloEdit.conflict'), and answers it with its new ETag for the next If-Match.
 */
export async function replaceLeloRegistrationVersioned(
  record: LeloRegistrationRecord,
  etag: string,
  writer: RecordWriter = 'change',
): Promise<WithEtag<LeloRegistrationRecord>> {
  assertWritable(record, writer);
  const body = withLeloListKeys(withoutSystemFields(record));
  const stored = await replaceIfMatch(
    'leloRegistrations',
    body,
    etag,
    { conflict: leloConflict },
    'Lelo registration',
  );
  return withoutListKeysEtagKept(stored as WithEtag<LeloRegistrationRecord>);
}
