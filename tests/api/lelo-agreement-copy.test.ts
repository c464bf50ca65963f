// The family's copy of its signed agreement (issue 13 'Signed agreements'): after a public signing
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
import { blobs, type OutboxMessage, outboxMessages, waitForOutbox } from '../support/local-stack.ts';
import { callAs, STAFF, upsertStaffSeed } from '../support/staff-auth.ts';

const COPY_SUBJECT = 'Your signed agreement with Learn4Life - Lancaster';
/** Long enough for the build-agreement trigger and the e-mail queue to have sent a copy if one were due. */
const NO_SECOND_COPY_MS = 10_000;

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
    for (const copy of copies) {
      expect(copy.text).toContain(`Hello Ana ${body.lastName},`);
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

    // Regenerate: a new file for the entry, and no mail to the family.
    expect((await regenerate(entry.id)).status).toBe(202);
    const deadline = Date.now() + 30_000;
    let rebuilt = await readLeloEntry(entry.id);
    while (rebuilt?.uploadedUrl === entry.uploadedUrl && Date.now() < deadline) {
      await new Promise((done) => setTimeout(done, 300));
      rebuilt = await readLeloEntry(entry.id);
    }
    expect(rebuilt?.uploadedUrl).not.toBe(entry.uploadedUrl);
    const after = await waitForOutbox(
      (message) => copiesOf(entry)(message) || message.text.includes(rebuilt?.fileName ?? '-'),
      3,
      NO_SECOND_COPY_MS,
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
    const request = JSON.stringify({
      entryId: entry.id,
      requestedAt: new Date().toISOString(),
      reason: 'signing',
    });
    await blobs
      .getContainerClient('agreement-requests')
      .getBlockBlobClient(`${entry.id}.json`)
      .upload(request, Buffer.byteLength(request));
    const deadline = Date.now() + 30_000;
    let rebuilt = await readLeloEntry(entry.id);
    while (rebuilt?.uploadedUrl === entry.uploadedUrl && Date.now() < deadline) {
      await new Promise((done) => setTimeout(done, 300));
      rebuilt = await readLeloEntry(entry.id);
    }
    expect(rebuilt?.uploadedUrl).not.toBe(entry.uploadedUrl);
    // The same job id (one per signing): the e-mail log finds both recipients sent.
    const after = await waitForOutbox(copiesOf(entry), 3, NO_SECOND_COPY_MS);
    expect(after).toHaveLength(2);
  }, 90_000);
});
