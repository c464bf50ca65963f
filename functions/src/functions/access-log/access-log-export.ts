import { registerHttp } from '../../app/registry.ts';
import { staffListExcelExport } from '../../app/staff-record-handlers.ts';
import { ACCESS_LOG_EXCEL } from '../../services/export/list-excel-exports.ts';

/**
 * GET /api/access-log/export with the screen's filters: starts access_and_export_log.xlsx as an export
 * job (202 `{ jobId }`), the newest ACCESS_LOG_EXPORT_LINES_MAX matching lines in the caller's scope;
 * 404 'export.empty' when none match. The export is itself recorded in the export log.
 */
export const exportAccessLog = staffListExcelExport(ACCESS_LOG_EXCEL, 'query');

registerHttp('access-log-export', {
  route: 'access-log/export',
  methods: ['GET'],
  access: 'admin',
  handler: exportAccessLog,
});
