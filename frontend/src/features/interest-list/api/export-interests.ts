import type { InterestListFilters } from '@enroll/domain';
import type { ExportRequest } from '../../../components/export/download-file.ts';
import { toggleListExportRequest } from '../../../components/export/toggle-list-export.ts';

export const INTEREST_EXCEL_FALLBACK_NAME = 'interest_data.xlsx';

/**
 * POST /api/enrollment/export: interest_data.xlsx of the list as the screen shows it (toggle, search
 * and sort; every page). The server answers 404 'export.empty' when nothing matches.
 */
export function exportInterestsRequest(filters: InterestListFilters): ExportRequest {
  return toggleListExportRequest('/api/enrollment/export', filters);
}
