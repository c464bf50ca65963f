import { registerHttp } from '../../app/registry.ts';
import { staffListExcelExport } from '../../app/staff-record-handlers.ts';
import { INTEREST_LIST_EXCEL } from '../../services/export/list-excel-exports.ts';

/**
 * POST /api/enrollment/export: interest_data.xlsx of the list as the screen shows it (its filters,
 * search and sort; every page), from the list's own scoped query, written by an export job: 202
 * `{ jobId }`; 404 'export.empty' when nothing matches.
 */
export const exportInterests = staffListExcelExport(INTEREST_LIST_EXCEL, 'body');

// Every staff level: a User reads the list, and the spec gates no export by role.
registerHttp('enrollment-export', {
  route: 'enrollment/export',
  methods: ['POST'],
  access: 'staff',
  maxBodyBytes: 4 * 1024,
  handler: exportInterests,
});
