import { randomBytes } from 'node:crypto';
import {
  EXPORT_JOB_LIFETIME_HOURS,
  type ExportJobKind,
  type ExportJobStatus,
  isExportJobExpired,
} from '@enroll/domain';
import { container, queryAll } from './cosmos-client.ts';
import { isCosmosStatus } from './create-once.ts';
import { withoutSystemFields } from './system-fields.ts';

/** The charters an export may read, frozen when it starts (a Set does not survive JSON). */
export type StoredScope = { all: true } | { all: false; charterIds: string[] };

/** An `exportJobs` document: partitioned by its owner, so only they can read it by id. */
export interface StoredExportJob {
  /** 128 random bits in hex: the file's name cannot be guessed from another job's. */
  id: string;
  /** Who started it: the staff member's e-mail (lower case), the partition key. */
  owner: string;
  ownerName: string;
  kind: ExportJobKind;
  /** The list's filters as the screen sent them (search, toggle, sort), parsed again by the worker. */
  filters: unknown;
  scope: StoredScope;
  /** The business day the export started: the list's ages and views are those of that day. */
  today: string;
  status: ExportJobStatus;
  fileName: string;
  recordCount: number;
  recordsDone: number;
  createdAt: string;
  updatedAt: string;
  finishedAt: string | null;
  expiresAt: string;
  /** Cosmos deletes the document this many seconds after its last write. */
  ttl: number;
}

export const EXPORT_JOB_TTL_SECONDS = EXPORT_JOB_LIFETIME_HOURS * 3600;

export function newExportJobId(): string {
  return randomBytes(16).toString('hex');
}

export async function createExportJob(job: StoredExportJob): Promise<void> {
  await container('exportJobs').items.create(job);
}

/**
 * The owner's job of that id; null for another person's job (another partition), an unknown id and a
 * job past its day (Cosmos' TTL deletion is not instant).
 */
export async function readExportJob(
  owner: string,
  id: string,
  now = new Date(),
): Promise<StoredExportJob | null> {
  try {
    const { resource } = await container('exportJobs').item(id, owner).read<StoredExportJob>();
    if (!resource || isExportJobExpired(resource, now)) return null;
    return withoutSystemFields(resource);
  } catch (error) {
    if (isCosmosStatus(error, 404)) return null;
    throw error;
  }
}

/** Writes the job as it now stands (only its worker changes a job after it starts). */
export async function saveExportJob(job: StoredExportJob): Promise<void> {
  const saved: StoredExportJob = {
    ...job,
    updatedAt: new Date().toISOString(),
    // Kept a day from its start, however late its last write.
    ttl: Math.max(1, Math.ceil((Date.parse(job.expiresAt) - Date.now()) / 1000)),
  };
  await container('exportJobs').item(job.id, job.owner).replace(saved);
}

/** The owner's jobs, in their own partition, whose end of day is after `now` (live) or not (expired). */
async function ownerJobs(owner: string, live: boolean, now: Date): Promise<StoredExportJob[]> {
  const jobs = await queryAll<StoredExportJob>(
    'exportJobs',
    {
      query: `SELECT * FROM c WHERE c.owner = @owner AND c.expiresAt ${live ? '>' : '<='} @now ORDER BY c.createdAt DESC`,
      parameters: [
        { name: '@owner', value: owner },
        { name: '@now', value: now.toISOString() },
      ],
    },
    { partitionKey: owner },
  );
  return jobs.map(withoutSystemFields);
}

/** The owner's jobs that have not reached the end of their day, newest first. */
export function listExportJobs(owner: string, now = new Date()): Promise<StoredExportJob[]> {
  return ownerJobs(owner, true, now);
}

/**
 * The owner's jobs past their day that are still stored: Cosmos deletes them by `ttl` in Azure, the
 * local emulator never does.
 */
export function expiredExportJobs(owner: string, now = new Date()): Promise<StoredExportJob[]> {
  return ownerJobs(owner, false, now);
}

export async function deleteExportJob(job: Pick<StoredExportJob, 'id' | 'owner'>): Promise<void> {
  try {
    await container('exportJobs').item(job.id, job.owner).delete();
  } catch (error) {
    if (!isCosmosStatus(error, 404)) throw error;
  }
}
