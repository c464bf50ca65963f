import type { HttpRequest, InvocationContext } from '@azure/functions';
import { businessToday, interestListFiltersSchema, validationMessagesEn } from '@enroll/domain';
import { countInterests, iterateInterests } from '../../data/interests-list.ts';
import { charterScope } from '../../platform/charter-scope.ts';
import { HttpError } from '../../platform/http-errors.ts';
import { parseJsonBody } from '../../platform/parse-body.ts';
import { registerHttp } from '../../platform/registry.ts';
import { staffIdentityOf } from '../../platform/staff-identity.ts';
import { excelStream } from '../../services/export/excel-stream.ts';
import {
  CONTENT_TYPES,
  type ExportLogFields,
  exportResponse,
  recordExport,
} from '../../services/export/export-response.ts';
import {
  INTEREST_EXCEL_COLUMNS,
  INTEREST_EXCEL_FILE_NAME,
  INTEREST_SHEET_NAME,
  interestExcelRows,
} from '../../services/export/interest-excel.ts';
import { INTEREST_EXPORT_SCREEN } from '../../services/export/interest-screen.ts';

const LOG_FIELDS: ExportLogFields = {
  fileName: INTEREST_EXCEL_FILE_NAME,
  screen: INTEREST_EXPORT_SCREEN,
  exportType: 'excel',
};

/**
 * POST /api/enrollment/export: interest_data.xlsx of the list as the screen shows it (its filters,
 * search and sort; every page), from the list's own scoped query, streamed row by row. Nothing
 * matches: 404 'export.empty' and nothing is recorded (the spec: "nothing is done"). The export is
 * recorded in exportLog when the file has been sent ('success') or has failed ('failed', 0 records).
 */
export async function exportInterests(request: HttpRequest, context: InvocationContext) {
  const filters = await parseJsonBody(request, interestListFiltersSchema);
  const scope = charterScope(staffIdentityOf(request));
  const today = businessToday();
  let count: number;
  try {
    count = await countInterests(filters, scope, today);
  } catch (error) {
    await recordExport(request, context, LOG_FIELDS, 'failed', 0);
    throw error;
  }
  if (count === 0) {
    throw new HttpError(404, validationMessagesEn['export.empty'], undefined, 'export.empty');
  }
  const excel = excelStream({
    sheetName: INTEREST_SHEET_NAME,
    columns: INTEREST_EXCEL_COLUMNS,
    rows: interestExcelRows(iterateInterests(filters, scope, today), today),
  });
  return exportResponse({
    ...LOG_FIELDS,
    request,
    context,
    body: excel.stream,
    contentType: CONTENT_TYPES.excel,
    recordCount: count,
    writtenCount: excel.rowsWritten,
  });
}

// Every staff level: a User reads the list, and the spec gates no export by role.
registerHttp('enrollment-export', {
  route: 'enrollment/export',
  methods: ['POST'],
  access: 'staff',
  maxBodyBytes: 4 * 1024,
  handler: exportInterests,
});
