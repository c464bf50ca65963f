import { leloEntryPath } from '../../../api/lelo-staff/get-lelo-entry.ts';
import type { ExportRequest } from '../../../components/export/index.ts';

/**
 * GET /api/leloRegistration/staff/{id}/pdf: '{first}{last}_LeloForm.pdf' of one entry (404 for another
 * charter's).
 */
export function exportLeloPdfRequest(id: string): ExportRequest {
  return { path: `${leloEntryPath(id)}/pdf`, method: 'GET' };
}

/** The name to save under if the server sends none: '{first}{last}_LeloForm.pdf'. */
export function leloPdfFallbackName(entry: { firstName?: string; lastName?: string }): string {
  const name = `${entry.firstName ?? ''}${entry.lastName ?? ''}`.replace(/[\\/:*?"<>|]+/g, '').trim();
  return `${name || 'Secondary'}_LeloForm.pdf`;
}
