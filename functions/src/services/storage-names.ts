/**
 * Every blob container and queue the app reads or writes, in one place. Azure creates them from
 * infra/modules/storage.bicep (scripts/infra/template.test.mjs keeps the two lists equal): the code
 * also creates a missing one on first use, but a name only here would work locally and leave Azure
 * without the container until the first write, and without the queue the Functions host listens to.
 * The blob and queue helpers take only these names (blob-store.ts, queue.ts), so a new one must be
 * added here.
 */
export const BLOB_CONTAINERS = {
  /** The master-agreement PDF templates (one per family language). */
  agreementTemplates: 'agreement-templates',
  /** Signed agreement PDFs. */
  signedAgreements: 'master-agreements',
  /** Drawn Lelo signatures, per entry and signing. */
  signatures: 'lelo-signatures',
  /** `{entryId}.json` asks the build-agreement blob trigger to (re)build that entry's PDF. */
  agreementRequests: 'agreement-requests',
  /** The files of export jobs, `{jobId}/{file name}`; private, deleted a day after they are written. */
  exports: 'exports',
} as const;

/** Local stack only: e-mails without Communication Services land here as blobs (never created in Azure). */
export const LOCAL_ONLY_BLOB_CONTAINERS = {
  outbox: 'outbox',
} as const;

export const QUEUES = {
  /** E-mail jobs, read by the send-email queue trigger. */
  emailJobs: 'email-jobs',
  /** Where the Functions host moves an e-mail job after its last try (`<queue>-poison`). */
  emailJobsPoison: 'email-jobs-poison',
  /** Export jobs, read by the build-export queue trigger. */
  exportJobs: 'export-jobs',
  /** Where the Functions host moves an export job after its last try. */
  exportJobsPoison: 'export-jobs-poison',
  /** A record written (created or edited): the check-duplicates queue trigger looks for its likely duplicates. */
  duplicateChecks: 'duplicate-checks',
  /** Where the Functions host moves a duplicate check after its last try. */
  duplicateChecksPoison: 'duplicate-checks-poison',
  /** Where the blob trigger reports a blob it gave up on (one queue for every blob function). */
  blobTriggerPoison: 'webjobs-blobtrigger-poison',
} as const;

export type BlobContainerName =
  | (typeof BLOB_CONTAINERS)[keyof typeof BLOB_CONTAINERS]
  | (typeof LOCAL_ONLY_BLOB_CONTAINERS)[keyof typeof LOCAL_ONLY_BLOB_CONTAINERS];
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

const KNOWN_CONTAINERS: ReadonlySet<string> = new Set<BlobContainerName>([
  ...Object.values(BLOB_CONTAINERS),
  ...Object.values(LOCAL_ONLY_BLOB_CONTAINERS),
]);

function isBlobContainerName(name: string): name is BlobContainerName {
  return KNOWN_CONTAINERS.has(name);
}

/**
 * A `container/blob` path as an entry stores it (signatures, the signed agreement), split; null when it
 * is malformed or names a container the app does not own (a stored path is data, never trusted to
 * point anywhere else).
 */
export function blobPathParts(path: string): { container: BlobContainerName; blobName: string } | null {
  const slash = path.indexOf('/');
  if (slash <= 0 || slash === path.length - 1) return null;
  const container = path.slice(0, slash);
  return isBlobContainerName(container) ? { container, blobName: path.slice(slash + 1) } : null;
}
