import { INTEREST_LIST_SORT_KEYS } from './interest-list-keys.ts';
import { LELO_LIST_SORT_KEYS } from './lelo-list-keys.ts';
import { REGISTRATION_LIST_SORT_KEYS } from './registration-list-keys.ts';

/** One composite index: document paths with their order, as Cosmos' indexing policy spells it. */
export type CompositeIndex = readonly { path: string; order: 'ascending' | 'descending' }[];

/**
 * The keyset-paged lists order by `key, c.id` in one direction: Cosmos (and the local emulator, which
 * refuses the query otherwise) needs a composite index for each. The emulator matches the direction
 * exactly, so both directions are listed.
 */
function keysetIndexes(keyPaths: readonly string[]): CompositeIndex[] {
  return keyPaths.flatMap((path) =>
    (['ascending', 'descending'] as const).map((order) => [
      { path, order },
      { path: '/id', order },
    ]),
  );
}

/** Technical log rows (client error reports, failed job tries) expire 90 days after their last write. */
export const LOG_ROWS_TTL_SECONDS = 90 * 24 * 60 * 60;

/**
 * The Cosmos DB containers of the `enrollment` database and their partition keys.
 * docs/data-model.md explains each choice; infra/ creates the same list in Azure.
 */
export const CONTAINERS = {
  brands: { partitionKey: '/id' },
  charters: { partitionKey: '/id' },
  sites: { partitionKey: '/id' },
  programTypes: { partitionKey: '/id' },
  // The staff interest list sorts on the lowercase list keys (interest-list-keys.ts).
  interests: {
    partitionKey: '/id',
    compositeIndexes: keysetIndexes(INTEREST_LIST_SORT_KEYS.map((key) => `/listKeys/${key}`)),
  },
  // /registration-forms sorts on the lowercase list keys (registration-list-keys.ts).
  registrations: {
    partitionKey: '/id',
    compositeIndexes: keysetIndexes(REGISTRATION_LIST_SORT_KEYS.map((key) => `/listKeys/${key}`)),
  },
  sessions: { partitionKey: '/id' },
  // Claims of session names and permalinks, so two concurrent saves cannot both take one (session-claims-repository.ts).
  sessionClaims: { partitionKey: '/id' },
  catalog: { partitionKey: '/id' },
  courses: { partitionKey: '/id' },
  templates: { partitionKey: '/id' },
  // /lelo-forms sorts on the lowercase list keys (lelo-list-keys.ts).
  leloRegistrations: {
    partitionKey: '/id',
    compositeIndexes: keysetIndexes(LELO_LIST_SORT_KEYS.map((key) => `/listKeys/${key}`)),
  },
  users: { partitionKey: '/id' },
  people: { partitionKey: '/id' },
  // The 'Access and export log' reads both logs newest first, paged by keyset (access-log-search.ts).
  exportLog: { partitionKey: '/id', compositeIndexes: keysetIndexes(['/createdAt']) },
  accessLog: { partitionKey: '/id', compositeIndexes: keysetIndexes(['/at']) },
  emailLog: { partitionKey: '/id' },
  // The browser's error reports: kept 90 days, long enough to trace a fault (docs/security.md "Retention").
  errorLog: { partitionKey: '/id', defaultTtl: LOG_ROWS_TTL_SECONDS },
  // Failed tries of queue and blob jobs (reason, count), read by the failed-jobs list; a row Retry has
  // not cleared expires 90 days after its last failed try (the list then shows the job without a reason).
  jobFailures: { partitionKey: '/id', defaultTtl: LOG_ROWS_TTL_SECONDS },
  // Contact notes of an interest entry, read together: partitioned by the entry's id.
  interestNotes: { partitionKey: '/interestId' },
  // Who deleted what and when; kept after the entry is gone.
  auditLog: { partitionKey: '/id' },
  // The "Transfer to Registration Form" hand-overs the staff registration form starts from.
  registrationTransfers: { partitionKey: '/id' },
  // Fixed-window hit counters of the rate limits and e-mail caps; each expires by its own `ttl`.
  rateLimits: { partitionKey: '/id', defaultTtl: -1 },
  // Saved wizard drafts and their e-mailed links (data/drafts-repository.ts); each document expires by its `ttl`.
  drafts: { partitionKey: '/id', defaultTtl: -1 },
  // Export jobs, read by their owner (the staff member's e-mail): each expires a day after it starts (`ttl`).
  exportJobs: { partitionKey: '/owner', defaultTtl: -1 },
  // What each interest, registration and secondary enrollment brings to duplicate detection (its names,
  // birth date, parent contact and lookup keys), and the flagged pairs: both read per charter.
  duplicateSubjects: { partitionKey: '/charterId' },
  duplicateFlags: { partitionKey: '/charterId' },
  // Coordinators' merges of duplicates, each with what its undo puts back, read per charter.
  duplicateMerges: { partitionKey: '/charterId' },
  // The local stack's stand-in for the student-information system (services/sis/local-sis-directory.ts).
  // Azure reads the SIS from SQL Server, so infra/ does not create it (localOnly).
  sisStudents: { partitionKey: '/id', localOnly: true },
} as const;

export type ContainerName = keyof typeof CONTAINERS;

/** The containers Azure has: all but the local stack's own (`localOnly`). */
export function deployedContainerNames(): ContainerName[] {
  return (Object.keys(CONTAINERS) as ContainerName[]).filter((name) => !('localOnly' in CONTAINERS[name]));
}
