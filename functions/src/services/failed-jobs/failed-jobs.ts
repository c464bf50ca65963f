import type { PeekedMessageItem } from '@azure/storage-queue';
import {
  type CharterScope,
  type FailedJob,
  type FailedJobList,
  isCharterInScope,
  isRecordId,
  notFoundError,
} from '@enroll/domain';
import { findInterest } from '../../data/interests-repository.ts';
import { clearJobFailure, failureKey, findJobFailures } from '../../data/job-failures-repository.ts';
import { findLeloRegistration } from '../../data/lelo-registrations-repository.ts';
import { findRegistration } from '../../data/registrations-repository.ts';
import { EMAIL_QUEUE, type EmailJob, emailJobSchema } from '../email/email-job.ts';
import { requestAgreement } from '../lelo/request-agreement.ts';
import { AGREEMENT_REQUESTS_CONTAINER } from '../pdf/master-agreement-layout.ts';
import { queueServiceClient } from '../storage-clients.ts';
import { QUEUES } from '../storage-names.ts';

export const EMAIL_POISON_QUEUE = QUEUES.emailJobsPoison;
export const BLOB_POISON_QUEUE = QUEUES.blobTriggerPoison;
const POISON_QUEUES = [EMAIL_POISON_QUEUE, BLOB_POISON_QUEUE] as const;
/** Storage returns at most 32 messages per peek or receive: the list shows the oldest 32 of each queue. */
const PAGE = 32;

interface PoisonMessage {
  queue: (typeof POISON_QUEUES)[number];
  messageId: string;
  messageText: string;
  insertedOn: Date;
}

/** The record a job is about: its charter decides who sees the job. */
type JobOwner = { kind: 'interest' | 'registration' | 'lelo'; id: string } | null;

interface Described {
  job: Omit<FailedJob, 'reason' | 'tries'>;
  failureId: string;
  /** The record whose charter decides who sees the job; null when none can tell (Super Admin only). */
  owner: JobOwner;
  retry: () => Promise<void>;
}

function decodeText(messageText: string): string {
  const decoded = Buffer.from(messageText, 'base64').toString('utf8');
  // Base64 of JSON as the Functions host writes it; anything else is taken as plain text.
  return Buffer.from(decoded, 'utf8').toString('base64') === messageText ? decoded : messageText;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function textField(value: unknown, key: string): string | null {
  if (typeof value !== 'object' || value === null || !(key in value)) return null;
  const field: unknown = Reflect.get(value, key);
  return typeof field === 'string' ? field : null;
}

async function requeueEmail(messageText: string): Promise<void> {
  const queue = queueServiceClient().getQueueClient(EMAIL_QUEUE);
  await queue.createIfNotExists();
  // The original text: the job id is unchanged, so recipients already sent are not sent again.
  await queue.sendMessage(messageText);
}

/** The record an e-mail job is about, by kind; a saved form's link e-mail names no charter. */
function emailJobOwner(job: EmailJob): JobOwner {
  switch (job.kind) {
    case 'interest':
      return { kind: 'interest', id: job.interestId };
    case 'lelo':
    case 'lelo-agreement':
    case 'lelo-pre-registration':
      return { kind: 'lelo', id: job.leloRegistrationId };
    case 'registration':
    case 'orientation':
    case 'final-enrollment':
      return { kind: 'registration', id: job.registrationId };
    case 'draft-link':
      return null;
  }
}

/** The entry an e-mail job is about (every registration job names its registration). */
function emailJobEntryId(job: EmailJob): string {
  switch (job.kind) {
    case 'interest':
      return job.interestId;
    case 'lelo':
    case 'lelo-agreement':
    case 'lelo-pre-registration':
      return job.leloRegistrationId;
    case 'registration':
    case 'orientation':
    case 'final-enrollment':
      return job.registrationId;
    case 'draft-link':
      return job.draftId;
  }
}

function describe(message: PoisonMessage): Described {
  const text = decodeText(message.messageText);
  const body = parseJson(text);
  const base = { id: message.messageId, failedAt: message.insertedOn.toISOString() };
  if (message.queue === EMAIL_POISON_QUEUE) {
    const parsed = emailJobSchema.safeParse(body);
    const job = parsed.success ? parsed.data : null;
    const entryId = job ? emailJobEntryId(job) : null;
    return {
      job: { ...base, kind: job ? 'email' : 'other', detail: job?.kind ?? EMAIL_POISON_QUEUE, entryId },
      failureId: failureKey('queue', EMAIL_QUEUE, text),
      owner: job ? emailJobOwner(job) : null,
      retry: () => requeueEmail(message.messageText),
    };
  }
  const container = textField(body, 'ContainerName');
  const blobName = textField(body, 'BlobName');
  const agreementEntry =
    container === AGREEMENT_REQUESTS_CONTAINER && blobName?.endsWith('.json')
      ? blobName.slice(0, -'.json'.length)
      : null;
  return {
    job: {
      ...base,
      kind: agreementEntry ? 'agreement' : 'other',
      detail: agreementEntry ? 'signed agreement' : BLOB_POISON_QUEUE,
      entryId: agreementEntry,
    },
    failureId: failureKey('blob', `${container ?? ''}/${blobName ?? ''}`),
    owner: agreementEntry ? { kind: 'lelo', id: agreementEntry } : null,
    // A new version of the request blob: the trigger builds the agreement again. It asks as a signing:
    // the family's copy has one job id per signing, so they get it only if it was never sent.
    retry: async () => {
      if (!agreementEntry) throw notFoundError('This failed job cannot be retried.');
      await requestAgreement(agreementEntry);
    },
  };
}

const CHARTER_OF: Record<
  NonNullable<JobOwner>['kind'],
  (id: string) => Promise<{ charter_id?: string } | null>
> = {
  interest: findInterest,
  registration: findRegistration,
  lelo: findLeloRegistration,
};

/**
 * A job is seen (and retried) by Admins of its record's charter (404 for others): an interest, a
 * registration or a secondary enrollment. A job whose record cannot be found, or that names none
 * (a saved form's link), only by those with every charter.
 */
async function inScope(described: Described, scope: CharterScope): Promise<boolean> {
  if (scope.all) return true;
  const { owner } = described;
  if (described.job.kind === 'other' || owner === null || !isRecordId(owner.id)) return false;
  const record = await CHARTER_OF[owner.kind](owner.id);
  return isCharterInScope(scope, record?.charter_id);
}

async function peekPoison(queue: PoisonMessage['queue']): Promise<PoisonMessage[]> {
  const client = queueServiceClient().getQueueClient(queue);
  if (!(await client.exists())) return [];
  const { peekedMessageItems } = await client.peekMessages({ numberOfMessages: PAGE });
  return peekedMessageItems.map((item: PeekedMessageItem) => ({
    queue,
    messageId: item.messageId,
    messageText: item.messageText,
    insertedOn: item.insertedOn,
  }));
}

/** Every failed job of the poison queues the caller may see, newest first, with reason and tries. */
export async function listFailedJobs(scope: CharterScope): Promise<FailedJobList> {
  const messages = (await Promise.all(POISON_QUEUES.map(peekPoison))).flat();
  const described = messages.map(describe);
  const visible: Described[] = [];
  for (const item of described) if (await inScope(item, scope)) visible.push(item);
  const failures = await findJobFailures([...new Set(visible.map((item) => item.failureId))]);
  const jobs = visible
    .map(({ job, failureId }) => {
      const failure = failures.get(failureId);
      return { ...job, reason: failure?.reason ?? null, tries: failure?.tries ?? null };
    })
    .sort((a, b) => b.failedAt.localeCompare(a.failedAt));
  return { count: jobs.length, jobs };
}

/**
 * Puts a failed job back to work: an e-mail job back on `email-jobs`, an agreement requested again;
 * then its tries start anew and it leaves the poison queue. 404 for an id not in the caller's scope.
 */
export async function retryFailedJob(id: string, scope: CharterScope): Promise<FailedJob> {
  for (const queue of POISON_QUEUES) {
    const client = queueServiceClient().getQueueClient(queue);
    if (!(await client.exists())) continue;
    // Received (hidden 30 s) to get a pop receipt for the delete; the others are released at once.
    const { receivedMessageItems } = await client.receiveMessages({
      numberOfMessages: PAGE,
      visibilityTimeout: 30,
    });
    const match = receivedMessageItems.find((item) => item.messageId === id);
    await Promise.all(
      receivedMessageItems
        .filter((item) => item !== match)
        .map((item) => client.updateMessage(item.messageId, item.popReceipt, undefined, 0)),
    );
    if (!match) continue;
    const described = describe({
      queue,
      messageId: match.messageId,
      messageText: match.messageText,
      insertedOn: match.insertedOn,
    });
    if (!(await inScope(described, scope))) {
      await client.updateMessage(match.messageId, match.popReceipt, undefined, 0);
      break;
    }
    await described.retry();
    await clearJobFailure(described.failureId);
    await client.deleteMessage(match.messageId, match.popReceipt);
    return { ...described.job, reason: null, tries: null };
  }
  throw notFoundError('No failed job has this id.');
}
