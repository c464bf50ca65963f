import { validationMessagesEn } from '@enroll/domain';
import { useCallback, useRef, useState } from 'react';
import { useNotify } from '../notification-banner/notification-banner.tsx';
import {
  type DownloadedFile,
  type DownloadProgress,
  downloadFile,
  ExportFailure,
  type ExportRequest,
} from './download-file.ts';

export type ExportState =
  | { status: 'idle' }
  | { status: 'running'; progress: DownloadProgress }
  | { status: 'done'; file: DownloadedFile }
  | { status: 'failed'; message: string };

/** The spec's words: an empty export, and every other failure. */
export const EXPORT_MESSAGES = {
  empty: validationMessagesEn['export.empty'],
  failed: validationMessagesEn['export.failed'],
} as const;

/**
 * Runs an export: fetch with progress, then save. A failure shows in the notification banner ('No
 * data available for export.' when nothing matched, 'Failed to export data. Please try again.'
 * otherwise). A second run while one is going is ignored.
 */
export function useExport(request: ExportRequest, fallbackFileName: string) {
  const notify = useNotify();
  const [state, setState] = useState<ExportState>({ status: 'idle' });
  const running = useRef(false);

  const run = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setState({ status: 'running', progress: { receivedBytes: 0, recordCount: null } });
    try {
      const file = await downloadFile(request, fallbackFileName, (progress) =>
        setState({ status: 'running', progress }),
      );
      setState({ status: 'done', file });
    } catch (error) {
      const message =
        error instanceof ExportFailure && error.reason === 'empty'
          ? EXPORT_MESSAGES.empty
          : EXPORT_MESSAGES.failed;
      setState({ status: 'failed', message });
      notify('warning', message);
    } finally {
      running.current = false;
    }
  }, [request, fallbackFileName, notify]);

  return { state, run };
}
