import { BulkOperationType, type JSONObject, type JSONValue, type OperationInput } from '@azure/cosmos';
import type { DomainError, DuplicateRule, DuplicateSubject, RecordRef } from '@enroll/domain';
import { container, queryAll } from './cosmos-client.ts';
import { deleteDocument } from './replace-if-match.ts';
import type { WithEtag } from './system-fields.ts';

/**
 * What one record brings to duplicate detection, stored per charter so a check reads its candidates
 * from one partition: its subject (names, birth date, parent contact as entered) and its lookup keys.
 * The id is the record's `kind:id`.
 */
export interface StoredDuplicateSubject {
  id: string;
  charterId: string;
  subject: DuplicateSubject;
  keys: string[];
  /** The records this one is known to be linked with (an interest and the registration made from it). */
  linked: string[];
  updatedAt: string;
}

/** A coordinator's answer to a flagged pair: not the same student or family, for the fields compared. */
export interface NotDuplicatesDecision {
  reason: string;
  by: string;
  at: string;
}

/**
 * A pair of records of one charter that a rule matched, id = `pairKey`. `fingerprint` names the
 * fields the rule compared, so a decision holds only while they stay as they were.
 */
export interface StoredDuplicateFlag {
  id: string;
  charterId: string;
  a: RecordRef;
  b: RecordRef;
  rule: DuplicateRule;
  fingerprint: string;
  decision: NotDuplicatesDecision | null;
  flaggedAt: string;
  updatedAt: string;
}

/** The subject documents of a record, whatever charter it was in before (a cross-partition read by id). */
export function subjectDocumentsOf(id: string): Promise<StoredDuplicateSubject[]> {
  return queryAll<StoredDuplicateSubject>('duplicateSubjects', {
    query: 'SELECT * FROM c WHERE c.id = @id',
    parameters: [{ name: '@id', value: id }],
  });
}

export async function upsertSubject(document: StoredDuplicateSubject): Promise<void> {
  await container('duplicateSubjects').items.upsert(document);
}

/** The subjects of a charter that share at least one lookup key with `keys` (each once). */
export async function subjectsSharingKeys(
  charterId: string,
  keys: readonly string[],
): Promise<StoredDuplicateSubject[]> {
  if (keys.length === 0) return [];
  const rows = await queryAll<StoredDuplicateSubject>(
    'duplicateSubjects',
    {
      query:
        'SELECT c.id, c.charterId, c.subject, c.keys, c.linked FROM c JOIN k IN c.keys WHERE c.charterId = @charterId AND ARRAY_CONTAINS(@keys, k)',
      parameters: [
        { name: '@charterId', value: charterId },
        { name: '@keys', value: [...keys] },
      ],
    },
    { partitionKey: charterId },
  );
  return [...new Map(rows.map((row) => [row.id, row])).values()];
}

/** The subjects of a charter by id (the other records of its flags). */
export async function subjectsById(
  charterId: string,
  ids: readonly string[],
): Promise<StoredDuplicateSubject[]> {
  if (ids.length === 0) return [];
  return queryAll<StoredDuplicateSubject>(
    'duplicateSubjects',
    {
      query: 'SELECT * FROM c WHERE c.charterId = @charterId AND ARRAY_CONTAINS(@ids, c.id)',
      parameters: [
        { name: '@charterId', value: charterId },
        { name: '@ids', value: [...ids] },
      ],
    },
    { partitionKey: charterId },
  );
}

/** The flags of a charter that name `ref` on either side, each with its ETag. */
export function flagsOf(charterId: string, ref: RecordRef): Promise<WithEtag<StoredDuplicateFlag>[]> {
  return queryAll<WithEtag<StoredDuplicateFlag>>(
    'duplicateFlags',
    {
      query:
        'SELECT * FROM c WHERE c.charterId = @charterId AND ((c.a.kind = @kind AND c.a.id = @id) OR (c.b.kind = @kind AND c.b.id = @id))',
      parameters: [
        { name: '@charterId', value: charterId },
        { name: '@kind', value: ref.kind },
        { name: '@id', value: ref.id },
      ],
    },
    { partitionKey: charterId },
  );
}

/**
 * Every flag of the given charters (the review screen's sets are made from them). Each per-charter
 * query names its charter in the query too, not only as the partition: the local emulator reads every
 * partition whatever the option says.
 */
export async function flagsOfCharters(charterIds: readonly string[]): Promise<StoredDuplicateFlag[]> {
  const perCharter = await Promise.all(
    charterIds.map((charterId) =>
      queryAll<StoredDuplicateFlag>(
        'duplicateFlags',
        {
          query: 'SELECT * FROM c WHERE c.charterId = @charterId',
          parameters: [{ name: '@charterId', value: charterId }],
        },
        { partitionKey: charterId },
      ),
    ),
  );
  return perCharter.flat();
}

/** Every flag of every charter (a Super Admin's review). */
export function allFlags(): Promise<StoredDuplicateFlag[]> {
  return queryAll<StoredDuplicateFlag>('duplicateFlags', 'SELECT * FROM c');
}

/** A flag as the batch API types a body; `satisfies` makes a field added to the flag fail here until listed. */
function flagBody(flag: StoredDuplicateFlag): JSONObject {
  const { a, b, decision } = flag;
  return {
    id: flag.id,
    charterId: flag.charterId,
    a: { kind: a.kind, id: a.id },
    b: { kind: b.kind, id: b.id },
    rule: flag.rule,
    fingerprint: flag.fingerprint,
    decision: decision && { reason: decision.reason, by: decision.by, at: decision.at },
    flaggedAt: flag.flaggedAt,
    updatedAt: flag.updatedAt,
  } satisfies Record<keyof StoredDuplicateFlag, JSONValue>;
}

/**
 * Replaces flags of one charter together, each only if it is still the version read: all or none (one
 * transactional batch in the charter's partition), so an answer to a set is never half stored. A flag
 * changed since (a record edited meanwhile) refuses the whole batch with `conflict`.
 */
export async function replaceFlagsIfMatch(
  charterId: string,
  flags: readonly WithEtag<StoredDuplicateFlag>[],
  conflict: () => DomainError,
): Promise<void> {
  if (flags.length === 0) return;
  const operations: OperationInput[] = flags.map((flag) => ({
    operationType: BulkOperationType.Replace,
    id: flag.id,
    // Named on each operation as well as the batch: the SDK sends both, and the local emulator reads
    // only the operation's.
    partitionKey: charterId,
    ifMatch: flag._etag,
    resourceBody: flagBody(flag),
  }));
  const { result = [] } = await container('duplicateFlags').items.batch(operations, charterId);
  if (result.some((operation) => operation.statusCode === 412)) throw conflict();
  const failed = result.find((operation) => operation.statusCode >= 400);
  if (failed || result.length !== flags.length)
    throw new Error(`The flags' batch failed (${failed?.statusCode ?? 'no answer'})`);
}

export async function upsertFlag(flag: StoredDuplicateFlag): Promise<void> {
  await container('duplicateFlags').items.upsert(flag);
}

export async function deleteSubject(
  document: Pick<StoredDuplicateSubject, 'id' | 'charterId'>,
): Promise<void> {
  await deleteDocument('duplicateSubjects', document.id, document.charterId);
}

export async function deleteFlag(flag: Pick<StoredDuplicateFlag, 'id' | 'charterId'>): Promise<void> {
  await deleteDocument('duplicateFlags', flag.id, flag.charterId);
}
