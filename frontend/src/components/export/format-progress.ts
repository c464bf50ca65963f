import { registerMessages } from '../../i18n/i18n.ts';
import { translate } from '../../i18n/translate.ts';
import type { DownloadProgress } from './download-file.ts';
import { enExport } from './i18n/en.ts';

registerMessages('export', enExport);

const whole = new Intl.NumberFormat('en-US');
const oneDecimal = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** The share of the records written, 0 to 1, while an export job writes the file; undefined otherwise. */
export function progressShare(progress: DownloadProgress): number | undefined {
  if (progress.recordsWritten === undefined || !progress.recordCount) return undefined;
  return Math.min(1, progress.recordsWritten / progress.recordCount);
}

/** Bytes as a person reads them: '850 B', '12.4 KB', '2.1 MB' (1 KB = 1024 bytes). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${whole.format(bytes)} B`;
  if (bytes < 1024 * 1024) return `${oneDecimal.format(bytes / 1024)} KB`;
  return `${oneDecimal.format(bytes / (1024 * 1024))} MB`;
}

/**
 * 'Exporting 1,234 records… 2.1 MB' (or without the count when the server gave none); while an export
 * job writes the file, 'Exporting 500 of 1,234 records…'.
 */
export function progressText(progress: DownloadProgress): string {
  if (progress.recordsWritten !== undefined && progress.recordCount !== null) {
    return translate('export', 'progressJob', {
      count: progress.recordCount,
      written: whole.format(progress.recordsWritten),
      records: whole.format(progress.recordCount),
    });
  }
  const size = formatBytes(progress.receivedBytes);
  if (progress.recordCount === null) return translate('export', 'progressUnknown', { size });
  return translate('export', 'progress', {
    count: progress.recordCount,
    records: whole.format(progress.recordCount),
    size,
  });
}
