import type { LeloListRequest } from '../../../api/lelo-staff/query-keys.ts';
import type { ExportRequest } from '../../../components/export/index.ts';
import { leloListSearch } from './get-lelo-registrations.ts';

export const LELO_EXCEL_FALLBACK_NAME = 'LeloForms_data.xlsx';

/**
 * GET /api/optimizeLeloAPI with the list's filters minus paging: LeloForms_data.xlsx of /lelo-forms as
 * it is filtered (every page), written as an export job. The server answers 404 'export.empty' when
 * nothing matches.
 */
export function exportLeloExcelRequest(request: LeloListRequest): ExportRequest {
  const { pageSize: _pageSize, ...filters } = request;
  return { path: `/api/optimizeLeloAPI${leloListSearch(filters)}`, method: 'GET', job: true };
}
