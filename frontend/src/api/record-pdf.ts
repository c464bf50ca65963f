import type { ExportRequest } from '../components/export/index.ts';

/** GET {recordPath}/pdf: one record's PDF (another charter's record is not found: 404). */
export function recordPdfRequest(recordPath: string): ExportRequest {
  return { path: `${recordPath}/pdf`, method: 'GET' };
}

/**
 * The name to save a record's PDF under if the server sends none: '{name}_{suffix}.pdf', the name
 * without the characters a file name cannot hold, or `nameless` when nothing of it is left.
 */
export function recordPdfFallbackName(name: string, nameless: string, suffix: string): string {
  const safe = name.replace(/[\\/:*?"<>|]+/g, '').trim();
  return `${safe || nameless}_${suffix}.pdf`;
}
