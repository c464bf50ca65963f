import type { HttpRequest, InvocationContext } from '@azure/functions';
import { ACCESS_LOG_EXPORT_LINES_MAX, accessLogFiltersSchema } from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { countAccessLog, searchAccessLog } from '../../data/access-log-search.ts';
import type { KeysetCursor } from '../../data/keyset-cursor.ts';
import { fileResponse } from '../../platform/file-response.ts';
import { parseWith } from '../../platform/parse-body.ts';
import { queryObject } from '../../platform/query-params.ts';
import { staffIdentityOf } from '../../platform/staff-identity.ts';
import {
  ACCESS_LOG_EXCEL_COLUMNS,
  ACCESS_LOG_EXCEL_FILE_NAME,
  ACCESS_LOG_SCREEN,
  ACCESS_LOG_SHEET_NAME,
  accessLogExcelRow,
} from '../../services/export/access-log-excel.ts';
import { listExcelExport } from '../../services/export/list-excel-export.ts';

/** Lines read per query while the file is written. */
const EXPORT_BATCH = 500;

/**
 * GET /api/access-log/export with the screen's filters: access_and_export_log.xlsx, the newest
 * ACCESS_LOG_EXPORT_LINES_MAX matching lines in the caller's scope, read in batches as the file is
 * streamed; 404 'export.empty' when none match.
 * The export is itself recorded in the export log.
 */
export async function exportAccessLog(request: HttpRequest, context: InvocationContext) {
  const filters = parseWith(accessLogFiltersSchema, queryObject(request));
  return fileResponse(
    await listExcelExport(staffIdentityOf(request), context, filters, {
      count: async (filters, scope) =>
        Math.min(await countAccessLog(filters, scope), ACCESS_LOG_EXPORT_LINES_MAX),
      async *rows(filters, scope) {
        let written = 0;
        let cursor: KeysetCursor | undefined;
        while (written < ACCESS_LOG_EXPORT_LINES_MAX) {
          const batch = Math.min(EXPORT_BATCH, ACCESS_LOG_EXPORT_LINES_MAX - written);
          const { lines, more } = await searchAccessLog(filters, scope, batch, cursor);
          for (const line of lines) yield accessLogExcelRow(line);
          written += lines.length;
          const last = lines.at(-1);
          if (!more || !last) return;
          cursor = { v: last.at, id: last.id, sort: '', order: 'desc' };
        }
      },
      fileName: ACCESS_LOG_EXCEL_FILE_NAME,
      screen: ACCESS_LOG_SCREEN,
      entity: null,
      sheetName: ACCESS_LOG_SHEET_NAME,
      columns: ACCESS_LOG_EXCEL_COLUMNS,
    }),
  );
}

registerHttp('access-log-export', {
  route: 'access-log/export',
  methods: ['GET'],
  access: 'admin',
  handler: exportAccessLog,
});
