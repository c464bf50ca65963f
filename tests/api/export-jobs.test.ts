import type { ExportJobStarted, MyExports, Site } from '@enroll/domain';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  exportCall,
  exportLogsOf,
  finishedExportJob,
  recordsOf,
  successfulExportLog,
  worksheetOf,
} from '../support/exports.ts';
import { letterMarker } from '../support/interest-write-fixtures.ts';
import { blobs, db, queues } from '../support/local-stack.ts';
import { type StoredRegistrationDocument, seedRegistration } from '../support/registration-fixtures.ts';
import { adminAndOtherSites } from '../support/staff-api.ts';
import { callAs, STAFF, upsertStaffSeed } from '../support/staff-auth.ts';

/**
 * Exports as background jobs: a list's export answers 202 with a job; the export queue's worker writes
 * the file; GET /api/exports/{jobId} shows its progress to its owner only, /file downloads it, and
 * GET /api/exports lists the owner's exports of the day.
 */

const marker = letterMarker();
let sierraSite: Site;
let otherSite: Site;
let mine: StoredRegistrationDocument[];

/** The file of a job, as its owner downloads it. */
const download = (who: string, jobId: string) => exportCall(who, `/api/exports/${jobId}/file`);

const exportQueue = queues.getQueueClient('export-jobs');

/** Puts a message on the export queue as the API does (base64 JSON). */
async function enqueue(message: { jobId: string; owner: string }): Promise<void> {
  await exportQueue.sendMessage(Buffer.from(JSON.stringify(message), 'utf8').toString('base64'));
}

/** Waits until the worker has taken every message off the export queue (a message in work still counts). */
async function queueDrained(): Promise<void> {
  await vi.waitFor(
    async () => {
      const { approximateMessagesCount } = await exportQueue.getProperties();
      expect(approximateMessagesCount).toBe(0);
    },
    { timeout: 60_000, interval: 250 },
  );
}

beforeAll(async () => {
  await upsertStaffSeed();
  ({ sierraSite, otherSite } = await adminAndOtherSites());
  mine = [
    await seedRegistration(sierraSite, marker, {}, { firstName: 'Ana' }),
    await seedRegistration(sierraSite, marker, {}, { firstName: '=HYPERLINK("x")' }),
  ];
  await seedRegistration(otherSite, marker, {}, { firstName: 'Cy' });
});

describe('a registration list export as a job', () => {
  it("answers 202 with the job, writes the Admin's charters' rows into registration_data.xlsx, logs it once, and lists it", async () => {
    const since = new Date().toISOString();
    const started = await callAs(STAFF.admin, '/api/registration/export', {
      method: 'POST',
      body: { search: marker },
    });
    expect(started.status).toBe(202);
    const { jobId } = started.body as ExportJobStarted;
    expect(jobId).toMatch(/^[0-9a-f]{32}$/);

    const job = await finishedExportJob(STAFF.admin, jobId);
    expect(job).toMatchObject({
      jobId,
      kind: 'registration-excel',
      status: 'done',
      fileName: 'registration_data.xlsx',
      recordCount: 2,
      recordsDone: 2,
      downloadUrl: `/api/exports/${jobId}/file`,
    });
    expect(Date.parse(job.expiresAt) - Date.parse(job.createdAt)).toBe(24 * 3600 * 1000);

    const file = await download(STAFF.admin, jobId);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(file.headers.get('content-disposition')).toContain('filename="registration_data.xlsx"');
    const records = recordsOf(await worksheetOf(await file.arrayBuffer(), 'Registration-Data'));
    expect(records.map((record) => record['Registration ID']).sort()).toEqual(
      mine.map((entry) => entry._uuid).sort(),
    );
    // Formula injection is neutralised.
    expect(records.map((record) => record['First Name'])).toContain('\'=HYPERLINK("x")');

    const logs = await exportLogsOf(STAFF.admin, since);
    expect(logs).toEqual([
      expect.objectContaining({
        ...successfulExportLog('registration_data.xlsx', 'Primary Enrollments Admin Screen', 'excel', 2),
        id: `export-job-${jobId}`,
      }),
    ]);

    const listed = await callAs(STAFF.admin, '/api/exports');
    expect(listed.status).toBe(200);
    expect((listed.body as MyExports).exports[0]).toEqual(job);
  });

  it("is its owner's alone: another staff member gets 404 for the job and its file, and does not list it", async () => {
    const started = await callAs(STAFF.admin, '/api/registration/export', {
      method: 'POST',
      body: { search: marker },
    });
    const { jobId } = started.body as ExportJobStarted;
    await finishedExportJob(STAFF.admin, jobId);
    for (const other of [STAFF.superAdmin, STAFF.user]) {
      expect((await callAs(other, `/api/exports/${jobId}`)).status).toBe(404);
      expect((await download(other, jobId)).status).toBe(404);
      const listed = (await callAs(other, '/api/exports')).body as MyExports;
      expect(listed.exports.map((entry) => entry.jobId)).not.toContain(jobId);
    }
    expect((await callAs(null, `/api/exports/${jobId}`)).status).toBe(401);
    expect((await callAs(STAFF.admin, '/api/exports/0123456789abcdef0123456789abcdef')).status).toBe(404);
  });

  it("answers 'No data available for export.' when nothing matches, and starts no job", async () => {
    const before = (await callAs(STAFF.user, '/api/exports')).body as MyExports;
    const started = await callAs(STAFF.user, '/api/registration/export', {
      method: 'POST',
      body: { search: `${marker}-none` },
    });
    expect(started.status).toBe(404);
    expect(started.body).toMatchObject({ message: 'No data available for export.', code: 'export.empty' });
    const after = (await callAs(STAFF.user, '/api/exports')).body as MyExports;
    expect(after.exports).toEqual(before.exports);
  });

  it('refuses filters that do not parse with 400 and its field errors', async () => {
    const started = await callAs(STAFF.user, '/api/registration/export', {
      method: 'POST',
      body: { search: marker, filter: 'nonsense' },
    });
    expect(started.status).toBe(400);
  });

  it('writes no second file and no second log row when its message comes again', async () => {
    const since = new Date().toISOString();
    const started = await callAs(STAFF.admin, '/api/registration/export', {
      method: 'POST',
      body: { search: marker },
    });
    const { jobId } = started.body as ExportJobStarted;
    const job = await finishedExportJob(STAFF.admin, jobId);
    await enqueue({ jobId, owner: STAFF.admin });
    await queueDrained();
    expect((await callAs(STAFF.admin, `/api/exports/${jobId}`)).body).toEqual(job);
    expect(await exportLogsOf(STAFF.admin, since)).toEqual([
      expect.objectContaining({ id: `export-job-${jobId}`, exportStatus: 'success', recordCount: 2 }),
    ]);
  });

  it("ends a job whose every try fails as failed, logged once as 'failed' with no records", async () => {
    const since = new Date().toISOString();
    const jobId = '0f'.repeat(16);
    const createdAt = new Date().toISOString();
    // Filters the worker cannot read: every try throws, as a broken query would.
    await db.container('exportJobs').items.create({
      id: jobId,
      owner: STAFF.user,
      ownerName: 'Test User',
      kind: 'registration-excel',
      filters: { filter: 'nonsense' },
      scope: { all: false, charterIds: [] },
      today: createdAt.slice(0, 10),
      status: 'queued',
      fileName: 'registration_data.xlsx',
      recordCount: 3,
      recordsDone: 0,
      createdAt,
      updatedAt: createdAt,
      finishedAt: null,
      expiresAt: new Date(Date.parse(createdAt) + 24 * 3600 * 1000).toISOString(),
      ttl: 24 * 3600,
    });
    await enqueue({ jobId, owner: STAFF.user });
    const job = await finishedExportJob(STAFF.user, jobId);
    expect(job.status).toBe('failed');
    expect(job.finishedAt).not.toBeNull();
    expect((await download(STAFF.user, jobId)).status).toBe(404);
    expect(await exportLogsOf(STAFF.user, since)).toEqual([
      expect.objectContaining({
        id: `export-job-${jobId}`,
        fileName: 'registration_data.xlsx',
        exportType: 'excel',
        exportStatus: 'failed',
        recordCount: 0,
      }),
    ]);
  });

  it("clears its owner's exports past their day, with their files, when they start another", async () => {
    const jobId = '0e'.repeat(16);
    const createdAt = new Date(Date.now() - 25 * 3600 * 1000).toISOString();
    await db.container('exportJobs').items.create({
      id: jobId,
      owner: STAFF.admin,
      ownerName: 'Adrian Mendoza',
      kind: 'registration-excel',
      filters: { search: marker, order: 'desc' },
      scope: { all: false, charterIds: [] },
      today: createdAt.slice(0, 10),
      status: 'done',
      fileName: 'registration_data.xlsx',
      recordCount: 2,
      recordsDone: 2,
      createdAt,
      updatedAt: createdAt,
      finishedAt: createdAt,
      expiresAt: new Date(Date.parse(createdAt) + 24 * 3600 * 1000).toISOString(),
      ttl: 24 * 3600,
    });
    const exportsContainer = blobs.getContainerClient('exports');
    await exportsContainer.createIfNotExists();
    const file = exportsContainer.getBlockBlobClient(`${jobId}/registration_data.xlsx`);
    await file.uploadData(Buffer.from('an old export'));
    expect((await callAs(STAFF.admin, `/api/exports/${jobId}`)).status).toBe(404);

    const started = await callAs(STAFF.admin, '/api/registration/export', {
      method: 'POST',
      body: { search: marker },
    });
    expect(started.status).toBe(202);
    expect((await db.container('exportJobs').item(jobId, STAFF.admin).read()).statusCode).toBe(404);
    expect(await file.exists()).toBe(false);
    await finishedExportJob(STAFF.admin, (started.body as ExportJobStarted).jobId);
  });
});
