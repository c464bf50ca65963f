import { leloListFiltersSchema } from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { staffListExcelExport } from '../../app/staff-record-handlers.ts';
import { countLeloRegistrations, iterateLeloRegistrations } from '../../data/lelo-list.ts';
import { parseWith } from '../../platform/parse-body.ts';
import { queryObject } from '../../platform/query-params.ts';
import {
  LELO_EXCEL_COLUMNS,
  LELO_EXCEL_FILE_NAME,
  LELO_SHEET_NAME,
  leloExcelRows,
} from '../../services/export/lelo-excel.ts';
import { LELO_EXPORT_SCREEN } from '../../services/export/lelo-screen.ts';

/**
 * GET /api/optimizeLeloAPI?status=&session=&startDate=&endDate=&search=&sort=&order=: LeloForms_data.xlsx
 * (sheet 'Lelo-Form') of /lelo-forms as it is filtered (every page; paging parameters are ignored),
 * from the list's own scoped query, streamed row by row; 404 'export.empty' when nothing matches.
 */
export const exportLeloExcel = staffListExcelExport(
  (request) => parseWith(leloListFiltersSchema, queryObject(request)),
  {
    count: countLeloRegistrations,
    rows: (filters, scope, today) => leloExcelRows(iterateLeloRegistrations(filters, scope, today)),
    fileName: LELO_EXCEL_FILE_NAME,
    screen: LELO_EXPORT_SCREEN,
    entity: 'leloRegistration',
    sheetName: LELO_SHEET_NAME,
    columns: LELO_EXCEL_COLUMNS,
  },
);

// Every staff level: a User reads the list, and the spec gates no export by role.
registerHttp('lelo-export-excel', {
  route: 'optimizeLeloAPI',
  methods: ['GET'],
  access: 'staff',
  handler: exportLeloExcel,
});
