import type { InterestListFilters } from '@enroll/domain';
import type { ExportRequest } from '../../../components/export/download-file.ts';

export const INTEREST_EXCEL_FALLBACK_NAME = 'interest_data.xlsx';

/**
 * POST /api/enrollment/export: interest_data.xlsx of the list as the screen shows it (toggle, search
 * and sort; every page). The server answers 404 'export.empty' when nothing matches.
 */
export function exportInterestsRequest(filters: InterestListFilters): ExportRequest {
  const json: InterestListFilters = {
    search: filters.search,
    order: filters.order,
    ...(filters.filter ? { filter: filters.filter } : {}),
    ...(filters.sort ? { sort: filters.sort } : {}),
  };
  return { path: '/api/enrollment/export', method: 'POST', json };
}
