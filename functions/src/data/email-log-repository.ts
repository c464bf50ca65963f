import { container, queryAll } from './cosmos-client.ts';
import { isCosmosStatus } from './create-once.ts';

/**
 * The delivery state of one recipient of one e-mail job:
 * - `claimed`: an attempt is sending (or crashed while sending) since `claimedAt`;
 * - `sent`: the sender accepted the message; never sent again for this job;
 * - `failed`: the last attempt's send failed (`lastError`); the next delivery tries again.
 */
export type EmailRecipientStatus = 'claimed' | 'sent' | 'failed';

export interface EmailLogRecord {
  id: string;
  jobId: string;
  status: EmailRecipientStatus;
  /** Sends tried for this recipient (claims taken). */
  attempts: number;
  claimedAt: string;
  /** Why the last send failed, without addresses. */
  lastError?: string;
  updatedAt: string;
  /** The queued job (ids and kind, no addresses of the family): what Resend queues again. */
  job?: { jobId: string; kind: string };
}

/** The delivery record of one recipient of one job, or null before any attempt. */
export async function readEmailLog(id: string): Promise<EmailLogRecord | null> {
  try {
    const { resource } = await container('emailLog').item(id, id).read<EmailLogRecord>();
    return resource ?? null;
  } catch (error) {
    if (isCosmosStatus(error, 404)) return null;
    throw error;
  }
}

/**
 * What a claim gives: `claimed` (send now, then record the outcome with the ETag), `sent` (done by an
 * earlier attempt) or `busy` (another attempt claimed it within the lease: still pending, try later).
 */
export type EmailClaim =
  | { outcome: 'claimed'; etag: string; attempts: number }
  | { outcome: 'sent' }
  | { outcome: 'busy' };

function etagOf(resource: { _etag?: unknown } | undefined, headerEtag: string | undefined): string {
  const etag = headerEtag ?? (typeof resource?._etag === 'string' ? resource._etag : undefined);
  if (!etag) throw new Error('Cosmos answered without an ETag');
  return etag;
}

/**
 * Claims a recipient's send. A claim older than `leaseMs` was left by an attempt that died between
 * claim and send, and a failed send is pending: both are taken over (an ETag'd replace, so two
 * concurrent deliveries of the job cannot both win).
 */
export async function claimEmailSend(
  id: string,
  job: { jobId: string; kind: string },
  leaseMs: number,
): Promise<EmailClaim> {
  const now = new Date().toISOString();
  const fresh: EmailLogRecord = {
    id,
    jobId: job.jobId,
    status: 'claimed',
    attempts: 1,
    claimedAt: now,
    updatedAt: now,
    job,
  };
  try {
    const { resource, etag } = await container('emailLog').items.create(fresh);
    return { outcome: 'claimed', etag: etagOf(resource, etag), attempts: 1 };
  } catch (error) {
    if (!isCosmosStatus(error, 409)) throw error;
  }
  const { resource, etag } = await container('emailLog').item(id, id).read<EmailLogRecord>();
  if (!resource) return claimEmailSend(id, job, leaseMs);
  if (resource.status === 'sent') return { outcome: 'sent' };
  if (resource.status === 'claimed' && Date.now() - Date.parse(resource.claimedAt) < leaseMs) {
    return { outcome: 'busy' };
  }
  const attempts = (resource.attempts ?? 1) + 1;
  const taken: EmailLogRecord = {
    ...resource,
    status: 'claimed',
    attempts,
    claimedAt: now,
    updatedAt: now,
    job,
  };
  try {
    const replaced = await container('emailLog')
      .item(id, id)
      .replace(taken, { accessCondition: { type: 'IfMatch', condition: etagOf(resource, etag) } });
    return { outcome: 'claimed', etag: etagOf(replaced.resource, replaced.etag), attempts };
  } catch (error) {
    if (isCosmosStatus(error, 412)) return { outcome: 'busy' };
    throw error;
  }
}

async function finishClaim(
  id: string,
  etag: string,
  change: Pick<EmailLogRecord, 'status'> & { lastError?: string },
): Promise<void> {
  const { resource } = await container('emailLog').item(id, id).read<EmailLogRecord>();
  if (!resource) return;
  const updated: EmailLogRecord = { ...resource, ...change, updatedAt: new Date().toISOString() };
  try {
    await container('emailLog')
      .item(id, id)
      .replace(updated, { accessCondition: { type: 'IfMatch', condition: etag } });
  } catch (error) {
    // Another delivery took the claim over after the lease: its outcome is the one recorded. The
    // sender's per-recipient key keeps the two sends one message.
    if (!isCosmosStatus(error, 412)) throw error;
  }
}

export function markEmailSent(id: string, etag: string): Promise<void> {
  return finishClaim(id, etag, { status: 'sent' });
}

export function markEmailFailed(id: string, etag: string, reason: string): Promise<void> {
  return finishClaim(id, etag, { status: 'failed', lastError: reason });
}

/**
 * Every recipient record of the jobs whose ids start with one of `prefixes` (a record's mails:
 * `registration-{id}`, `orientation-{id}-` …), partition-crossing on the indexed jobId.
 */
export async function emailLogOfJobPrefixes(prefixes: readonly string[]): Promise<EmailLogRecord[]> {
  if (prefixes.length === 0) return [];
  return queryAll<EmailLogRecord>('emailLog', {
    query: `SELECT * FROM c WHERE ${prefixes.map((_, index) => `STARTSWITH(c.jobId, @p${index})`).join(' OR ')}`,
    parameters: prefixes.map((prefix, index) => ({ name: `@p${index}`, value: prefix })),
  });
}

/** Every recipient record of a job (a partition-crossing query; a job has a handful). */
export async function emailLogOfJob(jobId: string): Promise<EmailLogRecord[]> {
  return queryAll<EmailLogRecord>('emailLog', {
    query: 'SELECT * FROM c WHERE c.jobId = @jobId',
    parameters: [{ name: '@jobId', value: jobId }],
  });
}
