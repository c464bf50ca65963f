import { leloEntryPath } from '../../../api/lelo-staff/get-lelo-entry.ts';
import type { ExportRequest } from '../../../components/export/index.ts';

/**
 * GET /api/leloRegistration/staff/{id}/signed-agreement: the entry's stored signed agreement PDF,
 * under its stored name; 404 'leloExport.agreementMissing' when none is stored.
 */
export function exportSignedAgreementRequest(id: string): ExportRequest {
  return { path: `${leloEntryPath(id)}/signed-agreement`, method: 'GET' };
}

export const SIGNED_AGREEMENT_FALLBACK_NAME = 'Signed_Agreement.pdf';
