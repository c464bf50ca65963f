import type { ExportRequest } from '../../../components/export/index.ts';
import { type AccessLogRequest, accessLogSearch } from './get-access-log.ts';

export const ACCESS_LOG_FALLBACK_NAME = 'access_and_export_log.xlsx';

/**
 * GET /api/access-log/export with the list's filters: the log as filtered, in Excel, written by an export
 * job (404 'export.empty' when empty).
 */
export function exportAccessLogRequest(request: AccessLogRequest): ExportRequest {
  return { path: `/api/access-log/export${accessLogSearch(request)}`, method: 'GET', job: true };
}
