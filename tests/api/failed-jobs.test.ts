// Failed jobs: a job that reaches a poison queue is listed for Admins with its reason and tries, and
// Retry puts it back to work. Runs against the local stack's own host, queue trigger and Azurite.
import { randomUUID } from 'node:crypto';
import type { FailedJob, FailedJobList } from '@enroll/domain';
import { describe, expect, it } from 'vitest';
import { letterMarker } from '../support/interest-write-fixtures.ts';
import { blobs, queues, waitForOutbox } from '../support/local-stack.ts';
import { queueJobOfMissingInterest, storeMissingInterest } from '../support/missing-interest-job.ts';
import { seedRegistration } from '../support/registration-fixtures.ts';
import { staffWriteSites } from '../support/staff-api.ts';
import { callAs, STAFF } from '../support/staff-auth.ts';

const base64 = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64');

async function listAs(who: string): Promise<FailedJobList> {
  const { status, body } = await callAs(who, '/api/failed-jobs');
  expect(status).toBe(200);
  return body as FailedJobList;
}

async function waitForFailedJob(who: string, match: (job: FailedJob) => boolean): Promise<FailedJob> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const found = (await listAs(who)).jobs.find(match);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The failed job did not appear within 60 s');
}

describe('failed jobs', () => {
  it('lists an e-mail job that failed 5 times with its reason; Retry sends it once it can succeed', async () => {
    const interestId = randomUUID().replaceAll('-', '');
    const address = `failed.job.${Date.now().toString(36)}@example.com`;
    await queueJobOfMissingInterest(interestId);

    // Its interest is not stored, so no charter can be told: only those with every charter see it.
    const failed = await waitForFailedJob(STAFF.superAdmin, (job) => job.entryId === interestId);
    expect(failed).toEqual({
      id: failed.id,
      kind: 'email',
      detail: 'interest',
      entryId: interestId,
      failedAt: failed.failedAt,
      reason: `Error: Interest ${interestId} is not stored (yet)`,
      tries: 5,
    });
    const list = await listAs(STAFF.superAdmin);
    expect(list.count).toBe(list.jobs.length);
    expect((await listAs(STAFF.admin)).jobs.some((job) => job.id === failed.id)).toBe(false);

    // Below Admin: refused, and nothing moves.
    for (const who of [STAFF.user, STAFF.contributor]) {
      expect((await callAs(who, '/api/failed-jobs')).status).toBe(403);
      expect(
        (await callAs(who, `/api/failed-jobs/${failed.id}/retry`, { method: 'POST', body: {} })).status,
      ).toBe(403);
    }
    expect((await listAs(STAFF.superAdmin)).jobs.some((job) => job.id === failed.id)).toBe(true);

    // The cause is fixed (the entry now exists); Retry moves the job back and the trigger sends it.
    await storeMissingInterest(interestId, address, 'Test');
    const retried = await callAs(STAFF.superAdmin, `/api/failed-jobs/${failed.id}/retry`, {
      method: 'POST',
      body: {},
    });
    expect(retried.status).toBe(200);
    expect(retried.body).toEqual({ ...failed, reason: null, tries: null });
    expect((await listAs(STAFF.superAdmin)).jobs.some((job) => job.id === failed.id)).toBe(false);
    expect((await waitForOutbox((message) => message.to === address)).length).toBe(1);
    // A second Retry of the same id finds nothing.
    expect(
      (await callAs(STAFF.superAdmin, `/api/failed-jobs/${failed.id}/retry`, { method: 'POST', body: {} }))
        .status,
    ).toBe(404);
  }, 120_000);

  it("shows a registration's failed e-mail to the Admins of its charter only; another charter's is 404", async () => {
    const { flexSite, sierraSite } = await staffWriteSites();
    // The Admin works for Sierra Valley, not Flex High.
    const own = await seedRegistration(sierraSite, letterMarker());
    const other = await seedRegistration(flexSite, letterMarker());
    const poison = queues.getQueueClient('email-jobs-poison');
    await poison.createIfNotExists();
    const send = async (registrationId: string) =>
      (
        await poison.sendMessage(
          base64({ kind: 'registration', jobId: `registration-${randomUUID()}`, registrationId }),
        )
      ).messageId;
    const ownJob = await send(own.id);
    const otherJob = await send(other.id);

    const adminSees = (await listAs(STAFF.admin)).jobs.map((job) => job.id);
    expect(adminSees).toContain(ownJob);
    expect(adminSees).not.toContain(otherJob);
    expect(
      (await callAs(STAFF.admin, `/api/failed-jobs/${otherJob}/retry`, { method: 'POST', body: {} })).status,
    ).toBe(404);
    const allSees = (await listAs(STAFF.superAdmin)).jobs.map((job) => job.id);
    expect(allSees).toEqual(expect.arrayContaining([ownJob, otherJob]));

    // Each is retried by those who see it, and leaves the list.
    expect(
      (await callAs(STAFF.admin, `/api/failed-jobs/${ownJob}/retry`, { method: 'POST', body: {} })).status,
    ).toBe(200);
    expect(
      (await callAs(STAFF.superAdmin, `/api/failed-jobs/${otherJob}/retry`, { method: 'POST', body: {} }))
        .status,
    ).toBe(200);
    const after = (await listAs(STAFF.superAdmin)).jobs.map((job) => job.id);
    expect(after).not.toContain(ownJob);
    expect(after).not.toContain(otherJob);
  });

  it('shows a failed agreement of an entry outside the Admin’s charters only to those with every charter', async () => {
    const entryId = randomUUID().replaceAll('-', '');
    const poison = queues.getQueueClient('webjobs-blobtrigger-poison');
    await poison.createIfNotExists();
    // The message Azure's blob trigger writes when it gives up on a blob (no such entry in any charter).
    const { messageId } = await poison.sendMessage(
      base64({
        Type: 'BlobTrigger',
        FunctionId: 'Host.Functions.build-agreement',
        BlobType: 'BlockBlob',
        ContainerName: 'agreement-requests',
        BlobName: `${entryId}.json`,
        ETag: '"0x1"',
      }),
    );
    expect((await listAs(STAFF.admin)).jobs.some((job) => job.id === messageId)).toBe(false);
    expect(
      (await callAs(STAFF.admin, `/api/failed-jobs/${messageId}/retry`, { method: 'POST', body: {} })).status,
    ).toBe(404);
    const seen = (await listAs(STAFF.superAdmin)).jobs.find((job) => job.id === messageId);
    expect(seen).toMatchObject({
      kind: 'agreement',
      detail: 'signed agreement',
      entryId,
      reason: null,
      tries: null,
    });

    const retried = await callAs(STAFF.superAdmin, `/api/failed-jobs/${messageId}/retry`, {
      method: 'POST',
      body: {},
    });
    expect(retried.status).toBe(200);
    // Re-requested: a new version of the request blob, which the blob trigger picks up.
    expect(
      await blobs.getContainerClient('agreement-requests').getBlobClient(`${entryId}.json`).exists(),
    ).toBe(true);
    expect((await listAs(STAFF.superAdmin)).jobs.some((job) => job.id === messageId)).toBe(false);
  });

  it('answers 404 for an id that is not a queue message id', async () => {
    for (const id of ['not-a-guid', '..%2F..', 'x'.repeat(200)]) {
      expect(
        (await callAs(STAFF.admin, `/api/failed-jobs/${id}/retry`, { method: 'POST', body: {} })).status,
      ).toBe(404);
    }
  });
});
