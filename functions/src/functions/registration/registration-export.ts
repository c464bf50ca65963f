import { registerHttp } from '../../app/registry.ts';
import { staffListExcelExport } from '../../app/staff-record-handlers.ts';
import { REGISTRATION_LIST_EXCEL } from '../../services/export/list-excel-exports.ts';

/**
 * POST /api/registration/export: registration_data.xlsx (sheet 'Registration-Data') of the list as
 * /registration-forms shows it (its view toggle, search and sort; every page), from the list's own
 * scoped query, written by an export job: 202 `{ jobId }`; 404 'export.empty' when nothing matches.
 */
export const exportRegistrations = staffListExcelExport(REGISTRATION_LIST_EXCEL, 'body');

// Every staff level: a User reads the list, and the spec gates no export by role.
registerHttp('registration-export', {
  route: 'registration/export',
  methods: ['POST'],
  access: 'staff',
  maxBodyBytes: 4 * 1024,
  handler: exportRegistrations,
});
