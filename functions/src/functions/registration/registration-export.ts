import type { HttpRequest, InvocationContext } from '@azure/functions';
import { businessToday, registrationListFiltersSchema, validationMessagesEn } from '@enroll/domain';
import { countRegistrations, iterateRegistrations } from '../../data/registrations-list.ts';
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
  REGISTRATION_EXCEL_COLUMNS,
  REGISTRATION_EXCEL_FILE_NAME,
  REGISTRATION_SHEET_NAME,
  registrationExcelRows,
} from '../../services/export/registration-excel.ts';
import { REGISTRATION_EXPORT_SCREEN } from '../../services/export/registration-screen.ts';

const LOG_FIELDS: ExportLogFields = {
  fileName: REGISTRATION_EXCEL_FILE_NAME,
  screen: REGISTRATION_EXPORT_SCREEN,
  exportType: 'excel',
};

/**
 * POST /api/registration/export: registration_data.xlsx (sheet 'Registration-Data') of the list as
 * /registration-forms shows it (its view toggle, search and sort; every page), from the list's own
 * scoped query, streamed row by row. Nothing matches: 404 'export.empty' and nothing is recorded (the
 * spec: "nothing is done"). The export is recorded in exportLog when the file has been sent
 * ('success') or has failed ('failed', 0 records).
 */
export async function exportRegistrations(request: HttpRequest, context: InvocationContext) {
  const filters = await parseJsonBody(request, registrationListFiltersSchema);
  const scope = charterScope(staffIdentityOf(request));
  const today = businessToday();
  let count: number;
  try {
    count = await countRegistrations(filters, scope, today);
  } catch (error) {
    await recordExport(request, context, LOG_FIELDS, 'failed', 0);
    throw error;
  }
  if (count === 0) {
    throw new HttpError(404, validationMessagesEn['export.empty'], undefined, 'export.empty');
  }
  const excel = excelStream({
    sheetName: REGISTRATION_SHEET_NAME,
    columns: REGISTRATION_EXCEL_COLUMNS,
    rows: registrationExcelRows(iterateRegistrations(filters, scope, today), today),
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
registerHttp('registration-export', {
  route: 'registration/export',
  methods: ['POST'],
  access: 'staff',
  maxBodyBytes: 4 * 1024,
  handler: exportRegistrations,
});
