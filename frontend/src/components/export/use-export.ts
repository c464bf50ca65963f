import { validationMessagesEn } from '@enroll/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNotify } from '../notification-banner/notification-banner.tsx';
import {
  type DownloadedFile,
  type DownloadProgress,
  downloadFile,
  ExportFailure,
  type ExportRequest,
  saveFile,
} from './download-file.ts';
import {
  awaitExportJob,
  fetchExportJobFile,
  forgetExportJob,
  rememberedExportJob,
  startExportJob,
} from './export-job.ts';

export type ExportState =
  | { status: 'idle' }
  | { status: 'running'; progress: DownloadProgress }
  | { status: 'done'; file: DownloadedFile }
  | { status: 'failed'; message: string };

/** What an export says when it fails: an empty export (of a narrowed list), and every other failure. */
export const EXPORT_MESSAGES = {
  empty: validationMessagesEn['export.empty'],
  emptyFiltered: 'No data available to export with the current filters.',
  failed: validationMessagesEn['export.failed'],
} as const;

export interface ExportOptions {
  /** The request narrows the list (a toggle or a search): an empty export says "with the current filters". */
  filtered?: boolean;
  /** The screen already knows nothing matches: the empty message shows and nothing is requested. */
  empty?: boolean;
  /** The failure text when not 'Failed to export data. Please try again.' (the ZIP export has its own). */
  failedMessage?: string;
  /** Texts for server error codes that say more than "failed" (e.g. no stored file). */
  codeMessages?: Readonly<Record<string, string>>;
}

/**
 * An export job from start (or from the job this tab started before a reload) to the saved file: the
 * records written, then the bytes received, reported as progress.
 */
async function downloadJobFile(
  request: ExportRequest,
  onProgress: (progress: DownloadProgress) => void,
): Promise<DownloadedFile> {
  try {
    const jobId = rememberedExportJob(request) ?? (await startExportJob(request));
    const job = await awaitExportJob(jobId, (reading) =>
      onProgress({ receivedBytes: 0, recordCount: reading.recordCount, recordsWritten: reading.recordsDone }),
    );
    const file = await fetchExportJobFile(job, onProgress);
    saveFile(file.blob, file.fileName);
    forgetExportJob(request);
    return file;
  } catch (error) {
    // A reload cuts the requests off: the job stays with the tab, so the reloaded page (or the next
    // press) takes the same job up. Any answer of the server (failed, gone, nothing to export) ends it.
    if (!(error instanceof ExportFailure && error.reason === 'interrupted')) forgetExportJob(request);
    throw error;
  }
}

/**
 * Runs an export: fetch with progress, then save (a list's export as a job: started, watched, then
 * fetched; a reload picks the tab's running job up again). A failure shows in the notification banner ('No
 * data available for export.' when nothing matched, or 'No data available to export with the current
 * filters.' for a narrowed list; 'Failed to export data. Please try again.' otherwise). A second run
 * while one is going is ignored.
 */
export function useExport(request: ExportRequest, fallbackFileName: string, options: ExportOptions = {}) {
  const notify = useNotify();
  const [state, setState] = useState<ExportState>({ status: 'idle' });
  const running = useRef(false);

  const { filtered = false, empty = false, failedMessage = EXPORT_MESSAGES.failed, codeMessages } = options;
  const run = useCallback(async () => {
    if (running.current) return;
    const emptyMessage = filtered ? EXPORT_MESSAGES.emptyFiltered : EXPORT_MESSAGES.empty;
    if (empty) {
      // With no data the export does nothing but say so.
      setState({ status: 'failed', message: emptyMessage });
      notify('warning', emptyMessage);
      return;
    }
    running.current = true;
    setState({ status: 'running', progress: { receivedBytes: 0, recordCount: null } });
    try {
      const onProgress = (progress: DownloadProgress) => setState({ status: 'running', progress });
      const file = request.job
        ? await downloadJobFile(request, onProgress)
        : await downloadFile(request, fallbackFileName, onProgress);
      setState({ status: 'done', file });
    } catch (error) {
      const failure = error instanceof ExportFailure ? error : null;
      const message =
        failure?.reason === 'empty'
          ? emptyMessage
          : ((failure?.code ? codeMessages?.[failure.code] : undefined) ?? failedMessage);
      setState({ status: 'failed', message });
      notify('warning', message);
    } finally {
      running.current = false;
    }
  }, [request, fallbackFileName, notify, filtered, empty, failedMessage, codeMessages]);

  // A job this tab started before a reload: watched again (once), as if the button had just been pressed.
  const resumed = useRef(false);
  useEffect(() => {
    if (resumed.current || !request.job || !rememberedExportJob(request)) return;
    resumed.current = true;
    void run();
  }, [request, run]);

  return { state, run };
}
