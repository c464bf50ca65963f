// The family's copy of its signed agreement: after a public signing
// the build-agreement job queues the 'lelo-agreement' e-mail with the stored PDF attached, to the
// student and the parent; a staff Regenerate builds a new file but sends the family nothing.
import type { LeloRegistrationRecord } from '@enroll/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  agreementBlobs,
  LELO_NOTIFY_EMAIL,
  leloEntryByStudentEmail,
  readLeloEntry,
  waitForSignedAgreement,
} from '../support/lelo.ts';
import { minorLancasterSubmission, submitLelo } from '../support/lelo-submission.ts';
import { blobs, type OutboxMessage, outboxMessages, queues, waitForOutbox } from '../support/local-stack.ts';
import { callAs, STAFF, upsertStaffSeed } from '../support/staff-auth.ts';

const COPY_SUBJECT = 'Your signed agreement with Learn4Life - Lancaster';
const JOB_TIMEOUT_MS = 30_000;

const agreementRequests = blobs.getContainerClient('agreement-requests');
/** Where the Functions host keeps its blob trigger receipts (as Azure does; local/host/blob-watcher.ts). */
const buildReceipts = 'blobreceipts/build-agreement/agreement-requests/';
const receipts = blobs.getContainerClient('azure-webjobs-hosts');
const emailQueue = queues.getQueueClient('email-jobs');
const bare = (etag: string | undefined) => etag?.replace(/"/g, '') ?? '';

async function waitUntil(what: string, done: () => Promise<boolean>, timeoutMs = JOB_TIMEOUT_MS) {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}`);
    await new Promise((next) => setTimeout(next, 200));
  }
}

/** The ETag of the entry's agreement request (`agreement-requests/{id}.json`): one per request written. */
async function requestEtag(entryId: string): Promise<string> {
  return bare((await agreementRequests.getBlobClient(`${entryId}.json`).getProperties()).etag);
}

/**
 * Waits until the build-agreement trigger has finished the entry's request written after `before`
 * (its ETag then): the host writes the blob's receipt (its ETag) only once the handler has returned,
 * so whatever the build queues (the family's copy) is on the e-mail queue by then.
 */
async function waitForAgreementBuild(entryId: string, before: string): Promise<void> {
  const receipt = receipts.getBlobClient(`${buildReceipts}${entryId}.json`);
  await waitUntil(`the agreement request of ${entryId} is built`, async () => {
    const current = await requestEtag(entryId);
    if (current === before || !(await receipt.exists())) return false;
    return bare((await receipt.getProperties()).metadata?.etag) === current;
  });
}

/**
 * Waits until the e-mail queue is empty: its count includes messages being handled (hidden), and a
 * message leaves the queue only after its handler has sent (or skipped) every recipient.
 */
async function waitForEmailQueueDone(): Promise<void> {
  await waitUntil('the e-mail queue is empty', async () => {
    const { approximateMessagesCount } = await emailQueue.getProperties();
    return approximateMessagesCount === 0;
  });
}

const regenerate = (id: string) =>
  callAs(STAFF.admin, `/api/leloRegistration/staff/${id}/regenerate-agreement`, {
    method: 'POST',
    body: {},
  });

async function storedPdf(entry: Pick<LeloRegistrationRecord, 'uploadedUrl'>): Promise<Buffer> {
  const path = entry.uploadedUrl?.replace(/^master-agreements\//, '') ?? '';
  return agreementBlobs.getBlobClient(path).downloadToBuffer();
}

const copiesOf = (entry: LeloRegistrationRecord) => (message: OutboxMessage) =>
  message.subject === COPY_SUBJECT && message.text.includes(`Registration ID: ${entry._uuid}`);

beforeAll(async () => {
  await upsertStaffSeed();
});

describe("the family's copy of the signed agreement", () => {
  it('mails the student and the parent the stored PDF once, and a Regenerate sends no second copy', async () => {
    const body = await minorLancasterSubmission();
    const student = body.studentEmail?.toLowerCase() ?? '';
    const parent = body.pgPrimaryEmail?.toLowerCase() ?? '';
    expect((await submitLelo(body)).status).toBe(201);
    const entry = await waitForSignedAgreement((await leloEntryByStudentEmail(student)).id, 30_000);
    const pdf = await storedPdf(entry);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const copies = await waitForOutbox(copiesOf(entry), 2, 30_000);
    expect(copies.map((message) => message.to).sort()).toEqual([student, parent].sort());
    // Each copy greets its reader: the student's the student, the parent's the parent.
    const greetings = copies.map((copy) => copy.text.split('\n')[0]);
    expect(greetings.sort()).toEqual(
      [`Hello Ana ${body.lastName},`, `Hello ${body.pgFirstName} ${body.pgLastName},`].sort(),
    );
    for (const copy of copies) {
      expect(copy.text).toContain(`Attachment: ${entry.fileName}`);
      expect(copy.attachments).toHaveLength(1);
      const [attachment] = copy.attachments ?? [];
      expect(attachment).toMatchObject({
        name: entry.fileName,
        contentType: 'application/pdf',
        size: pdf.length,
      });
      expect(Buffer.from(attachment?.contentInBase64 ?? '', 'base64').equals(pdf)).toBe(true);
    }
    // The confirmation e-mails carry no attachment; staff's notification address gets no copy.
    const all = await outboxMessages();
    expect(all.filter((message) => copiesOf(entry)(message) && message.to === LELO_NOTIFY_EMAIL)).toEqual([]);
    const confirmations = all.filter((message) => message.to === student && message.subject !== COPY_SUBJECT);
    expect(confirmations.length).toBeGreaterThan(0);
    for (const confirmation of confirmations) expect(confirmation.attachments).toBeUndefined();

    // Regenerate: a new file for the entry, and no mail to the family once its build and every
    // e-mail job it could have queued are done.
    const signing = await requestEtag(entry.id);
    expect((await regenerate(entry.id)).status).toBe(202);
    await waitForAgreementBuild(entry.id, signing);
    await waitForEmailQueueDone();
    const rebuilt = await readLeloEntry(entry.id);
    expect(rebuilt?.uploadedUrl).not.toBe(entry.uploadedUrl);
    const after = (await outboxMessages()).filter(
      (message) => copiesOf(entry)(message) || message.text.includes(rebuilt?.fileName ?? '-'),
    );
    expect(after).toHaveLength(2);
    expect(after.every((message) => message.attachments?.[0]?.name === entry.fileName)).toBe(true);
  }, 90_000);

  it('a signing build that runs again (a retried trigger or a failed-job Retry) sends no second copy', async () => {
    const body = await minorLancasterSubmission();
    expect((await submitLelo(body)).status).toBe(201);
    const entry = await waitForSignedAgreement(
      (await leloEntryByStudentEmail(body.studentEmail?.toLowerCase() ?? '')).id,
      30_000,
    );
    expect(await waitForOutbox(copiesOf(entry), 2, 30_000)).toHaveLength(2);
    // What the trigger's retry and the failed-jobs Retry do: a new version of the signing's request.
    const signing = await requestEtag(entry.id);
    const request = JSON.stringify({
      entryId: entry.id,
      requestedAt: new Date().toISOString(),
      reason: 'signing',
    });
    await blobs
      .getContainerClient('agreement-requests')
      .getBlockBlobClient(`${entry.id}.json`)
      .upload(request, Buffer.byteLength(request));
    // The build queues the copy's job again, with the same job id (one per signing): once the queue
    // has handled it, the e-mail log found both recipients sent and nothing new went out.
    await waitForAgreementBuild(entry.id, signing);
    await waitForEmailQueueDone();
    expect((await readLeloEntry(entry.id))?.uploadedUrl).not.toBe(entry.uploadedUrl);
    expect((await outboxMessages()).filter(copiesOf(entry))).toHaveLength(2);
  }, 90_000);
});
