/**
 * Exports that can outgrow one request (the staff lists' Excel files, the signed agreements' ZIP, the
 * access log's Excel file) run as background jobs: the screen starts one, watches its progress and
 * downloads the file when it is done. Azure Static Web Apps ends every API request after 45 seconds,
 * and a district's full year takes longer than that to write.
 */
export const EXPORT_JOB_KINDS = [
  'interest-excel',
  'registration-excel',
  'lelo-excel',
  'lelo-zip',
  'access-log-excel',
] as const;
export type ExportJobKind = (typeof EXPORT_JOB_KINDS)[number];

/** queued, then running, then done or failed; nothing moves back. */
export const EXPORT_JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type ExportJobStatus = (typeof EXPORT_JOB_STATUSES)[number];

/** An export's job and its file are kept for a day after it starts, then deleted. */
export const EXPORT_JOB_LIFETIME_HOURS = 24;
const LIFETIME_MS = EXPORT_JOB_LIFETIME_HOURS * 3600 * 1000;

/** When a job started at `createdAt` (ISO) and its file stop being available. */
export function exportJobExpiresAt(createdAt: string): string {
  return new Date(Date.parse(createdAt) + LIFETIME_MS).toISOString();
}

/** Whether the job (and its file) is past its lifetime at `now`. */
export function isExportJobExpired(job: { expiresAt: string }, now: Date): boolean {
  return Date.parse(job.expiresAt) <= now.getTime();
}

/** A job that has ended, well or not: nothing more happens to it. */
export function isExportJobFinished(status: ExportJobStatus): boolean {
  return status === 'done' || status === 'failed';
}

/** The answer of starting an export (202): the job to watch. */
export interface ExportJobStarted {
  jobId: string;
}

/** One export job as its owner sees it (GET /api/exports/{jobId}, and each row of My exports). */
export interface ExportJobView {
  jobId: string;
  kind: ExportJobKind;
  status: ExportJobStatus;
  /** The file's name, as the download saves it. */
  fileName: string;
  /** The records the export's filters matched when it started. */
  recordCount: number;
  /** The records written to the file so far. */
  recordsDone: number;
  createdAt: string;
  finishedAt: string | null;
  /** When the job and its file are deleted. */
  expiresAt: string;
  /** Where its owner downloads the file once the job is done (null before). */
  downloadUrl: string | null;
}

/** Where the owner of a finished job downloads its file. */
export function exportFileUrl(jobId: string): string {
  return `/api/exports/${jobId}/file`;
}

/** GET /api/exports: the caller's exports of the last day, newest first. */
export interface MyExports {
  exports: ExportJobView[];
}

/** Whole percent of the records written, for a progress bar: 100 once done, 0 before any count. */
export function exportJobPercent(job: Pick<ExportJobView, 'status' | 'recordCount' | 'recordsDone'>): number {
  if (job.status === 'done') return 100;
  if (job.recordCount <= 0) return 0;
  return Math.min(99, Math.floor((job.recordsDone / job.recordCount) * 100));
}
