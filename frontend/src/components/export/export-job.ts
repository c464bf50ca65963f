import type { ExportJobStarted, ExportJobView } from '@enroll/domain';
import { ApiError, apiFetch } from '../../lib/api-client.ts';
import { readTabText, removeFromTab, writeTabText } from '../../lib/tab-storage.ts';
import {
  type DownloadedFile,
  type DownloadProgress,
  ExportFailure,
  type ExportRequest,
  fetchExportFile,
} from './download-file.ts';

// A list's export that can take minutes runs on the server as a job: the page starts it, reads its
// progress every second, then fetches the finished file. The job's id is kept in the tab, so a reload
// picks up the same job instead of starting another.

/** How often a running job is read. */
export const EXPORT_JOB_POLL_MS = 1000;

function tabKey(request: ExportRequest): string {
  return `export-job:${request.path.split('?')[0]}`;
}

/** The job this tab started for the request's export and has not collected yet, if any. */
export function rememberedExportJob(request: ExportRequest): string | null {
  const jobId = readTabText(tabKey(request));
  return jobId && /^[0-9a-f]{32}$/.test(jobId) ? jobId : null;
}

export function forgetExportJob(request: ExportRequest): void {
  removeFromTab(tabKey(request));
}

/**
 * An API failure as the export button tells it: nothing to export, failed (the server's answer, with its
 * code), or interrupted (no answer: offline, or the page is leaving).
 */
function exportFailureOf(error: unknown): ExportFailure {
  if (error instanceof ExportFailure) return error;
  // Status 0: the API client's "no answer" (the request never got one).
  if (!(error instanceof ApiError) || error.status === 0) return new ExportFailure('interrupted');
  if (error.code === 'export.empty') return new ExportFailure('empty');
  return new ExportFailure('failed', error.code);
}

/** Starts the export's job and remembers it in the tab. */
export async function startExportJob(request: ExportRequest): Promise<string> {
  try {
    const { jobId } = await apiFetch<ExportJobStarted>(request.path, {
      method: request.method,
      json: request.json,
      expectedStatuses: [404],
    });
    writeTabText(tabKey(request), jobId);
    return jobId;
  } catch (error) {
    throw exportFailureOf(error);
  }
}

const pause = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

/**
 * Reads the job until it is done, handing each reading to `onProgress`. A failed job, one that is gone
 * (past its day) end in ExportFailure('failed'), a read that gets no answer in 'interrupted'.
 */
export async function awaitExportJob(
  jobId: string,
  onProgress: (job: ExportJobView) => void,
): Promise<ExportJobView> {
  for (;;) {
    let job: ExportJobView;
    try {
      job = await apiFetch<ExportJobView>(`/api/exports/${jobId}`, { cache: 'no-store' });
    } catch (error) {
      throw exportFailureOf(error);
    }
    onProgress(job);
    if (job.status === 'done') return job;
    if (job.status === 'failed') throw new ExportFailure('failed');
    await pause(EXPORT_JOB_POLL_MS);
  }
}

/** The finished job's file, fetched from its link with the bytes received reported as they come. */
export async function fetchExportJobFile(
  job: ExportJobView,
  onProgress: (progress: DownloadProgress) => void,
): Promise<DownloadedFile> {
  if (!job.downloadUrl) throw new ExportFailure('failed');
  return fetchExportFile({ path: job.downloadUrl, method: 'GET' }, onProgress, job.fileName);
}
