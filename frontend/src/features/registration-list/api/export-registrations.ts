import type { RegistrationListFilters } from '@enroll/domain';
import type { ExportRequest } from '../../../components/export/download-file.ts';
import { toggleListExportRequest } from '../../../components/export/toggle-list-export.ts';

export const REGISTRATION_EXCEL_FALLBACK_NAME = 'registration_data.xlsx';

/**
 * POST /api/registration/export: registration_data.xlsx of the list as the screen shows it (view
 * toggle, search and sort; every page). The server answers 404 'export.empty' when nothing matches.
 */
export function exportRegistrationsRequest(filters: RegistrationListFilters): ExportRequest {
  return toggleListExportRequest('/api/registration/export', filters);
}
