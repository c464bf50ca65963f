import { assertWritable, type DomainError, type MergedInto, type RecordWriter } from '@enroll/domain';
import type { ContainerName } from './containers.ts';
import { container } from './cosmos-client.ts';
import { createOnce } from './create-once.ts';
import { deleteIfMatch, replaceIfMatch } from './replace-if-match.ts';
import type { WithEtag } from './system-fields.ts';

/** A container of records a staff list shows: what it stores with each record, and its refusal. */
export interface ListedRecordsDefinition<
  Entity extends { id: string; mergedInto?: MergedInto },
  Stored extends Entity,
> {
  container: ContainerName;
  /** The record with the list keys the staff list searches and sorts on, recomputed on every write. */
  withListKeys(record: Entity): Stored;
  /** The 409 of a write made against an older version (the ETag no longer matches). */
  conflict(): DomainError;
  /** The record's name in the error of a replace that answered nothing. */
  what: string;
}

/**
 * The point reads and writes of a listed container (interests, registrations): every write stores the
 * record with its list keys, so the list's search and sort keys always match it; a versioned write
 * against an older version is the record's conflict.
 */
export function listedRecords<Entity extends { id: string; mergedInto?: MergedInto }, Stored extends Entity>(
  definition: ListedRecordsDefinition<Entity, Stored>,
) {
  const name = definition.container;
  const refusals = { conflict: () => definition.conflict() };
  return {
    /** Stores a new record once per id; see createOnce. */
    createOnce<T extends Entity>(record: T) {
      return createOnce(name, definition.withListKeys(record) as T & Stored);
    },
    async find(id: string): Promise<Entity | null> {
      const { resource } = await container(name).item(id, id).read<Entity>();
      return resource ?? null;
    },
    /** The stored record with its `_etag` (and system fields), or null. */
    async read(id: string): Promise<WithEtag<Stored> | null> {
      const { resource } = await container(name).item(id, id).read<WithEtag<Stored>>();
      return resource ?? null;
    },
    /**
     * Replaces the record only if it is still the version `etag` names; answers it with its new ETag.
     * A merged record is refused unless the merge itself writes it (`assertWritable`).
     */
    replace(record: Entity, etag: string, writer: RecordWriter = 'change'): Promise<WithEtag<Stored>> {
      assertWritable(record, writer);
      return replaceIfMatch(name, definition.withListKeys(record), etag, refusals, definition.what);
    },
    /** Deletes the record; with `etag` only if it is still that version. False when it was already gone. */
    delete(id: string, etag?: string): Promise<boolean> {
      return deleteIfMatch(name, id, etag, definition.conflict);
    },
  };
}
