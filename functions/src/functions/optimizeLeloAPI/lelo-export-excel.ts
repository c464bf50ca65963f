import { registerHttp } from '../../app/registry.ts';
import { staffListExcelExport } from '../../app/staff-record-handlers.ts';
import { LELO_LIST_EXCEL } from '../../services/export/list-excel-exports.ts';

/**
 * GET /api/optimizeLeloAPI?status=&session=&startDate=&endDate=&search=&sort=&order=: LeloForms_data.xlsx
 * (sheet 'Lelo-Form') of /lelo-forms as it is filtered (every page; paging parameters are ignored),
 * from the list's own scoped query, written by an export job: 202 `{ jobId }`; 404 'export.empty' when
 * nothing matches.
 */
export const exportLeloExcel = staffListExcelExport(LELO_LIST_EXCEL, 'query');

// Every staff level: a User reads the list, and the spec gates no export by role.
registerHttp('lelo-export-excel', {
  route: 'optimizeLeloAPI',
  methods: ['GET'],
  access: 'staff',
  handler: exportLeloExcel,
});
