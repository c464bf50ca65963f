import type { DomainError } from '@enroll/domain';
import type { ContainerName } from './containers.ts';
import { container } from './cosmos-client.ts';
import { isCosmosStatus } from './create-once.ts';
import { type WithEtag, withEtagKept, withoutSystemFields } from './system-fields.ts';

/** The refusals of a versioned replace, in the record's own words. */
export interface ReplaceRefusals {
  /** The document was replaced since `etag` was read (412 from Cosmos). */
  conflict: () => DomainError;
  /** The document is gone (404 from Cosmos); left out, the store's error is thrown as it is. */
  notFound?: () => DomainError;
}

/**
 * Replaces document `body.id` of container `name` (in partition `partitionKey`, the id by default)
 * only if it is still the version `etag` names, and
 * answers the stored document as Cosmos returns it (system fields included, the new `_etag` among
 * them). `what` names the record in the error of a replace that answered nothing.
 */
export async function replaceIfMatch<T extends { id: string }>(
  name: ContainerName,
  body: T,
  etag: string,
  refusals: ReplaceRefusals,
  what: string,
  partitionKey: string = body.id,
): Promise<WithEtag<T>> {
  try {
    const { resource } = await container(name)
      .item(body.id, partitionKey)
      .replace<T>(body, { accessCondition: { type: 'IfMatch', condition: etag } });
    if (!resource) throw new Error(`${what} ${body.id} was not replaced`);
    return resource as WithEtag<T>;
  } catch (error) {
    if (isCosmosStatus(error, 412)) throw refusals.conflict();
    if (refusals.notFound && isCosmosStatus(error, 404)) throw refusals.notFound();
    throw error;
  }
}

/**
 * The versioned read that goes with replaceRecordIfMatch: document `id` of container `name` without
 * the fields Cosmos adds but with its ETag, for the next If-Match; null when there is none.
 */
export async function readRecordVersioned<T extends object>(
  name: ContainerName,
  id: string,
): Promise<WithEtag<T> | null> {
  const { resource } = await container(name).item(id, id).read<WithEtag<T>>();
  return resource ? withEtagKept(resource) : null;
}

/**
 * replaceIfMatch of a record sent without the fields Cosmos adds, answered the same way: the record as
 * stored, with its new ETag for the next If-Match.
 */
export async function replaceRecordIfMatch<T extends { id: string }>(
  name: ContainerName,
  record: T,
  etag: string,
  refusals: ReplaceRefusals,
  what: string,
): Promise<WithEtag<T>> {
  return withEtagKept(await replaceIfMatch(name, withoutSystemFields(record), etag, refusals, what));
}

/**
 * Deletes document `id` of container `name` (in partition `partitionKey`, the id itself by default);
 * with `etag` only if it is still that version (412 → `conflict`). False when it was already gone.
 */
export async function deleteIfMatch(
  name: ContainerName,
  id: string,
  etag: string | undefined,
  conflict: () => DomainError,
  partitionKey: string = id,
): Promise<boolean> {
  try {
    await container(name)
      .item(id, partitionKey)
      .delete(etag ? { accessCondition: { type: 'IfMatch', condition: etag } } : undefined);
    return true;
  } catch (error) {
    if (isCosmosStatus(error, 404)) return false;
    if (isCosmosStatus(error, 412)) throw conflict();
    throw error;
  }
}

/** Deletes document `id` whatever its version (in partition `partitionKey`, the id by default). */
export function deleteDocument(name: ContainerName, id: string, partitionKey: string = id): Promise<boolean> {
  return deleteIfMatch(name, id, undefined, neverRefused, partitionKey);
}

/** Without an ETag a delete never meets a newer version, so this refusal is never made. */
function neverRefused(): DomainError {
  throw new Error('A delete without an ETag was refused as a newer version');
}
