import { leloEntryPath } from '../../../api/lelo-staff/get-lelo-entry.ts';
import { recordPdfFallbackName, recordPdfRequest } from '../../../api/record-pdf.ts';
import type { ExportRequest } from '../../../components/export/index.ts';

/**
 * GET /api/leloRegistration/staff/{id}/pdf: '{first}{last}_LeloForm.pdf' of one entry (404 for another
 * charter's).
 */
export function exportLeloPdfRequest(id: string): ExportRequest {
  return recordPdfRequest(leloEntryPath(id));
}

/** The name to save under if the server sends none: '{first}{last}_LeloForm.pdf'. */
export function leloPdfFallbackName(entry: { firstName?: string; lastName?: string }): string {
  return recordPdfFallbackName(`${entry.firstName ?? ''}${entry.lastName ?? ''}`, 'Secondary', 'LeloForm');
}
