import { registrationListFiltersSchema } from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { staffListExcelExport } from '../../app/staff-record-handlers.ts';
import { countRegistrations, iterateRegistrations } from '../../data/registrations-list.ts';
import { parseJsonBody } from '../../platform/parse-body.ts';
import {
  REGISTRATION_EXCEL_COLUMNS,
  REGISTRATION_EXCEL_FILE_NAME,
  REGISTRATION_SHEET_NAME,
  registrationExcelRows,
} from '../../services/export/registration-excel.ts';
import { REGISTRATION_EXPORT_SCREEN } from '../../services/export/registration-screen.ts';

/**
 * POST /api/registration/export: registration_data.xlsx (sheet 'Registration-Data') of the list as
 * /registration-forms shows it (its view toggle, search and sort; every page), from the list's own
 * scoped query, streamed row by row; 404 'export.empty' when nothing matches (listExcelExport).
 */
export const exportRegistrations = staffListExcelExport(
  (request) => parseJsonBody(request, registrationListFiltersSchema),
  {
    count: countRegistrations,
    rows: (filters, scope, today) =>
      registrationExcelRows(iterateRegistrations(filters, scope, today), today),
    fileName: REGISTRATION_EXCEL_FILE_NAME,
    screen: REGISTRATION_EXPORT_SCREEN,
    entity: 'registration',
    sheetName: REGISTRATION_SHEET_NAME,
    columns: REGISTRATION_EXCEL_COLUMNS,
  },
);

// Every staff level: a User reads the list, and the spec gates no export by role.
registerHttp('registration-export', {
  route: 'registration/export',
  methods: ['POST'],
  access: 'staff',
  maxBodyBytes: 4 * 1024,
  handler: exportRegistrations,
});
