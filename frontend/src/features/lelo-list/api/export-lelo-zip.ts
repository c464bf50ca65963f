import type { LeloListRequest } from '../../../api/lelo-staff/query-keys.ts';
import type { ExportRequest } from '../../../components/export/index.ts';
import { leloListSearch } from './get-lelo-registrations.ts';

export const LELO_ZIP_FALLBACK_NAME = 'LeloForms_data.zip';

/**
 * GET /api/optimizeLeloAPI/zip with the list's filters minus paging: the filtered entries' stored signed
 * agreements in LeloForms_data.zip (an unreadable one listed in not_included.txt instead), written as
 * an export job. 404 'export.empty' when none of them has a stored agreement.
 */
export function exportLeloZipRequest(request: LeloListRequest): ExportRequest {
  const { pageSize: _pageSize, ...filters } = request;
  return { path: `/api/optimizeLeloAPI/zip${leloListSearch(filters)}`, method: 'GET', job: true };
}
