import type { Readable } from 'node:stream';
import type { InvocationContext } from '@azure/functions';
import {
  type AccessEntity,
  businessToday,
  type CharterScope,
  catalogError,
  charterScopeOf,
  type ExportJobKind,
  type ExportJobStarted,
  type ExportJobView,
  exportFileUrl,
  exportJobExpiresAt,
  isExportJobFinished,
  notFoundError,
} from '@enroll/domain';
import { z } from 'zod';
import type * as zm from 'zod/mini';
import {
  createExportJob,
  deleteExportJob,
  EXPORT_JOB_TTL_SECONDS,
  expiredExportJobs,
  listExportJobs,
  newExportJobId,
  readExportJob,
  type StoredExportJob,
  type StoredScope,
  saveExportJob,
} from '../../data/export-jobs-repository.ts';
import { contentDisposition, type DownloadFile } from '../../platform/file-response.ts';
import { logError, logInfo } from '../../platform/log.ts';
import { parseWith } from '../../platform/parse-body.ts';
import { MAX_JOB_TRIES } from '../../platform/record-job-failures.ts';
import type { StaffIdentity } from '../../platform/staff-identity.ts';
import { deleteBlobIfExists, downloadStream, uploadStream } from '../blob-store.ts';
import { enqueueJson } from '../queue.ts';
import { BLOB_CONTAINERS, QUEUES } from '../storage-names.ts';
import { type ListExcelExport, listExcelStream } from './list-excel-export.ts';
import { CONTENT_TYPES, type ExportLogFields, recordExport, scopeSubject } from './recorded-export.ts';

/** How often a running job writes how far it has come (one small write each time). */
export const EXPORT_PROGRESS_INTERVAL_MS = 1000;

/** A message on the export queue: the job, found by its id in its owner's partition. */
export const exportJobMessageSchema = z.object({
  jobId: z.string().regex(/^[0-9a-f]{32}$/),
  owner: z.string().min(1),
});
export type ExportJobMessage = z.infer<typeof exportJobMessageSchema>;

function storedScope(scope: CharterScope): StoredScope {
  return scope.all ? { all: true } : { all: false, charterIds: [...scope.charterIds] };
}

function charterScope(stored: StoredScope): CharterScope {
  return stored.all ? { all: true } : { all: false, charterIds: new Set(stored.charterIds) };
}

/** What a kind of export job writes: its file, how the export log names it, how it counts and writes. */
export interface ExportJobFile<Filters> {
  kind: ExportJobKind;
  /** The filters as the screen sends them (the job stores them and reads them again). */
  filtersSchema: zm.core.$ZodType<Filters>;
  fileName: string;
  contentType: string;
  exportType: 'excel' | 'zip';
  /** The screen the export log names. */
  screen: string;
  /** The kind of record exported (null when not student records). */
  entity: AccessEntity | null;
  /** The records the file will hold; 0: nothing to export. */
  count(filters: Filters, scope: CharterScope, today: string): Promise<number>;
  /** The file, made as it is read, and the records written so far. */
  write(
    filters: Filters,
    scope: CharterScope,
    today: string,
    context: InvocationContext,
  ): Promise<{ stream: Readable; written(): number }>;
}

/** A staff list's Excel export as an export job's file. */
export function listExcelJobFile<Filters, Key extends string>(
  definition: ListExcelExport<Filters, Key>,
): ExportJobFile<Filters> {
  return {
    kind: definition.jobKind,
    filtersSchema: definition.filtersSchema,
    fileName: definition.fileName,
    contentType: CONTENT_TYPES.excel,
    exportType: 'excel',
    screen: definition.screen,
    entity: definition.entity,
    count: definition.count,
    async write(filters, scope, today) {
      const excel = listExcelStream(definition, filters, scope, today);
      return { stream: excel.stream, written: excel.rowsWritten };
    },
  };
}

function logFieldsOf<Filters>(file: ExportJobFile<Filters>, scope: CharterScope): ExportLogFields {
  return {
    fileName: file.fileName,
    screen: file.screen,
    exportType: file.exportType,
    subject: scopeSubject(file.entity, scope),
  };
}

/** Where a job's file is stored: under its unguessable id. */
function fileBlobName(job: Pick<StoredExportJob, 'id' | 'fileName'>): string {
  return `${job.id}/${job.fileName}`;
}

export function exportJobView(job: StoredExportJob): ExportJobView {
  return {
    jobId: job.id,
    kind: job.kind,
    status: job.status,
    fileName: job.fileName,
    recordCount: job.recordCount,
    recordsDone: job.recordsDone,
    createdAt: job.createdAt,
    finishedAt: job.finishedAt,
    expiresAt: job.expiresAt,
    downloadUrl: job.status === 'done' ? exportFileUrl(job.id) : null,
  };
}

/**
 * Starts an export as a job of `staff`, with the screen's filters (already parsed): counts what they
 * match within the caller's charters (none: 404 'export.empty' and nothing is stored), stores the job
 * with the scope and the day frozen, and queues it. A count that fails is recorded in the export log
 * as a failed export.
 */
export async function startExportJob<Filters>(
  staff: StaffIdentity,
  context: InvocationContext,
  filters: Filters,
  definition: ExportJobFile<Filters>,
): Promise<ExportJobStarted> {
  const scope = charterScopeOf(staff);
  const today = businessToday();
  let recordCount: number;
  try {
    recordCount = await definition.count(filters, scope, today);
  } catch (error) {
    await recordExport(staff, context, logFieldsOf(definition, scope), 'failed', 0);
    throw error;
  }
  if (recordCount === 0) throw catalogError('notFound', 'export.empty');
  const createdAt = new Date().toISOString();
  const job: StoredExportJob = {
    id: newExportJobId(),
    owner: staff.email,
    ownerName: staff.name,
    kind: definition.kind,
    filters,
    scope: storedScope(scope),
    today,
    status: 'queued',
    fileName: definition.fileName,
    recordCount,
    recordsDone: 0,
    createdAt,
    updatedAt: createdAt,
    finishedAt: null,
    expiresAt: exportJobExpiresAt(createdAt),
    ttl: EXPORT_JOB_TTL_SECONDS,
  };
  await createExportJob(job);
  try {
    await enqueueJson(QUEUES.exportJobs, { jobId: job.id, owner: job.owner } satisfies ExportJobMessage);
  } catch (error) {
    // Not queued, never written: the job says so instead of waiting forever.
    await saveExportJob({ ...job, status: 'failed', finishedAt: new Date().toISOString() });
    throw error;
  }
  logInfo(context, 'export.jobStarted', { jobId: job.id, kind: job.kind, recordCount });
  await clearExpiredJobs(job.owner, context);
  return { jobId: job.id };
}

/**
 * Deletes the owner's jobs past their day, with their files. Azure does this by itself (the jobs'
 * `ttl`, the container's lifecycle rule); the local stack has neither, so each new export clears its
 * owner's old ones. A failure is logged and leaves them for the next export.
 */
async function clearExpiredJobs(owner: string, context: InvocationContext): Promise<void> {
  try {
    for (const job of await expiredExportJobs(owner)) {
      await deleteBlobIfExists(BLOB_CONTAINERS.exports, fileBlobName(job));
      await deleteExportJob(job);
      logInfo(context, 'export.jobExpired', { jobId: job.id });
    }
  } catch (error) {
    logError(context, 'export.expiryFailed', error, { invocationId: context.invocationId });
  }
}

/** Writes `recordsDone` of a running job every EXPORT_PROGRESS_INTERVAL_MS, one write at a time. */
function progressWriter(job: StoredExportJob, rowsWritten: () => number) {
  let writing: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    const done = rowsWritten();
    if (done === job.recordsDone) return;
    job.recordsDone = done;
    // A progress write that fails only leaves the bar behind until the next one; the job's end is
    // written (and its failure thrown) by the worker itself.
    writing = writing.then(() => saveExportJob(job)).catch(() => {});
  }, EXPORT_PROGRESS_INTERVAL_MS);
  return {
    async stop(): Promise<void> {
      clearInterval(timer);
      await writing;
    },
  };
}

/**
 * Writes the job's file into the `exports` container, its progress written as it goes, then marks the
 * job done and records it in the export log (the row's id is the job's, so a second run writes no
 * second row). A failure throws, so the queue tries again; the last try marks the job failed and
 * records the failure.
 */
async function writeJobFile<Filters>(
  definition: ExportJobFile<Filters>,
  job: StoredExportJob,
  context: InvocationContext,
): Promise<void> {
  const staff = { name: job.ownerName, email: job.owner };
  const scope = charterScope(job.scope);
  const logFields = logFieldsOf(definition, scope);
  const logId = `export-job-${job.id}`;
  await saveExportJob(Object.assign(job, { status: 'running', recordsDone: 0 }));
  try {
    const filters = parseWith(definition.filtersSchema, job.filters);
    const file = await definition.write(filters, scope, job.today, context);
    const progress = progressWriter(job, file.written);
    try {
      await uploadStream(BLOB_CONTAINERS.exports, fileBlobName(job), file.stream, {
        contentType: definition.contentType,
        contentDisposition: contentDisposition(job.fileName),
      });
    } finally {
      await progress.stop();
    }
    const recordsDone = file.written();
    await saveExportJob(
      Object.assign(job, { status: 'done', recordsDone, finishedAt: new Date().toISOString() }),
    );
    await recordExport(staff, context, logFields, 'success', recordsDone, logId);
    logInfo(context, 'export.jobDone', { jobId: job.id, recordsDone });
  } catch (error) {
    const tries = Number(context.triggerMetadata?.dequeueCount ?? 1);
    if (tries >= MAX_JOB_TRIES) {
      await saveExportJob(Object.assign(job, { status: 'failed', finishedAt: new Date().toISOString() }));
      await recordExport(staff, context, logFields, 'failed', 0, logId);
    }
    throw error;
  }
}

/** How a job of one kind is run: its file written (writeJobFile). */
export type ExportJobWriter = (job: StoredExportJob, context: InvocationContext) => Promise<void>;

export function jobWriter<Filters>(definition: ExportJobFile<Filters>): ExportJobWriter {
  return (job, context) => writeJobFile(definition, job, context);
}

/**
 * The export queue's job: writes the job's file. A job already finished (a message delivered again)
 * or gone writes nothing.
 */
export async function runExportJob(
  message: unknown,
  context: InvocationContext,
  writers: Readonly<Record<ExportJobKind, ExportJobWriter>>,
): Promise<void> {
  const { jobId, owner } = exportJobMessageSchema.parse(message);
  const job = await readExportJob(owner, jobId);
  if (!job || isExportJobFinished(job.status)) {
    logInfo(context, 'export.jobSkipped', { jobId, reason: job ? job.status : 'gone' });
    return;
  }
  await writers[job.kind](job, context);
}

/** The caller's job of that id (another person's, an unknown id or one past its day: 404). */
export async function readOwnExportJob(staff: StaffIdentity, jobId: string): Promise<ExportJobView> {
  const job = await readExportJob(staff.email, jobId);
  if (!job) throw notFoundError();
  return exportJobView(job);
}

/** The caller's exports of the last day, newest first. */
export async function listOwnExportJobs(staff: StaffIdentity): Promise<ExportJobView[]> {
  return (await listExportJobs(staff.email)).map(exportJobView);
}

/** The file of the caller's finished job, read from storage as it is sent (404 until it is done). */
export async function openOwnExportFile(staff: StaffIdentity, jobId: string): Promise<DownloadFile> {
  const job = await readExportJob(staff.email, jobId);
  if (job?.status !== 'done') throw notFoundError();
  const { body, contentType } = await downloadStream(BLOB_CONTAINERS.exports, fileBlobName(job));
  return { body, contentType, fileName: job.fileName, recordCount: job.recordsDone };
}
