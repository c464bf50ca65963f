import { interestListFiltersSchema } from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { staffListExcelExport } from '../../app/staff-record-handlers.ts';
import { countInterests, iterateInterests } from '../../data/interests-list.ts';
import { parseJsonBody } from '../../platform/parse-body.ts';
import {
  INTEREST_EXCEL_COLUMNS,
  INTEREST_EXCEL_FILE_NAME,
  INTEREST_SHEET_NAME,
  interestExcelRows,
} from '../../services/export/interest-excel.ts';
import { INTEREST_EXPORT_SCREEN } from '../../services/export/interest-screen.ts';

/**
 * POST /api/enrollment/export: interest_data.xlsx of the list as the screen shows it (its filters,
 * search and sort; every page), from the list's own scoped query, streamed row by row; 404
 * 'export.empty' when nothing matches (listExcelExport).
 */
export const exportInterests = staffListExcelExport(
  (request) => parseJsonBody(request, interestListFiltersSchema),
  {
    count: countInterests,
    rows: (filters, scope, today) => interestExcelRows(iterateInterests(filters, scope, today), today),
    fileName: INTEREST_EXCEL_FILE_NAME,
    screen: INTEREST_EXPORT_SCREEN,
    entity: 'interest',
    sheetName: INTEREST_SHEET_NAME,
    columns: INTEREST_EXCEL_COLUMNS,
  },
);

// Every staff level: a User reads the list, and the spec gates no export by role.
registerHttp('enrollment-export', {
  route: 'enrollment/export',
  methods: ['POST'],
  access: 'staff',
  maxBodyBytes: 4 * 1024,
  handler: exportInterests,
});
