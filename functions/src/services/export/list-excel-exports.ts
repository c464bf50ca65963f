import {
  ACCESS_LOG_EXPORT_LINES_MAX,
  type AccessLogFilters,
  accessLogFiltersSchema,
  type InterestListFilters,
  interestListFiltersSchema,
  type LeloListFilters,
  leloListFiltersSchema,
  type RegistrationListFilters,
  registrationListFiltersSchema,
} from '@enroll/domain';
import { countAccessLog, searchAccessLog } from '../../data/access-log-search.ts';
import { countInterests, iterateInterests } from '../../data/interests-list.ts';
import type { KeysetCursor } from '../../data/keyset-cursor.ts';
import { countLeloRegistrations, iterateLeloRegistrations } from '../../data/lelo-list.ts';
import { countRegistrations, iterateRegistrations } from '../../data/registrations-list.ts';
import {
  ACCESS_LOG_EXCEL_COLUMNS,
  ACCESS_LOG_EXCEL_FILE_NAME,
  ACCESS_LOG_SCREEN,
  ACCESS_LOG_SHEET_NAME,
  accessLogExcelRow,
} from './access-log-excel.ts';
import { DUPLICATE_EXCEL_COLUMNS, withDuplicateColumns } from './duplicate-columns.ts';
import {
  INTEREST_EXCEL_COLUMNS,
  INTEREST_EXCEL_FILE_NAME,
  INTEREST_SHEET_NAME,
  interestExcelRows,
} from './interest-excel.ts';
import { INTEREST_EXPORT_SCREEN } from './interest-screen.ts';
import { LELO_EXCEL_COLUMNS, LELO_EXCEL_FILE_NAME, LELO_SHEET_NAME, leloExcelRows } from './lelo-excel.ts';
import { LELO_EXPORT_SCREEN } from './lelo-screen.ts';
import type { ListExcelExport } from './list-excel-export.ts';
import {
  REGISTRATION_EXCEL_COLUMNS,
  REGISTRATION_EXCEL_FILE_NAME,
  REGISTRATION_SHEET_NAME,
  registrationExcelRows,
} from './registration-excel.ts';
import { REGISTRATION_EXPORT_SCREEN } from './registration-screen.ts';

/** The keys of a sheet's columns. */
type KeyOf<Columns extends readonly { key: string }[]> = Columns[number]['key'];
type DuplicateColumnKey = KeyOf<typeof DUPLICATE_EXCEL_COLUMNS>;

// The staff lists' Excel files, each described once: the request that starts its export job and the
// job that writes it read the same definition.

/** interest_data.xlsx: 'Interest Forms' as the screen shows it (its toggle, search and sort; every page). */
export const INTEREST_LIST_EXCEL = {
  jobKind: 'interest-excel',
  filtersSchema: interestListFiltersSchema,
  count: countInterests,
  rows: (filters, scope, today) =>
    withDuplicateColumns('interest', scope, iterateInterests(filters, scope, today), (entries) =>
      interestExcelRows(entries, today),
    ),
  fileName: INTEREST_EXCEL_FILE_NAME,
  screen: INTEREST_EXPORT_SCREEN,
  entity: 'interest',
  sheetName: INTEREST_SHEET_NAME,
  columns: [...INTEREST_EXCEL_COLUMNS, ...DUPLICATE_EXCEL_COLUMNS],
} satisfies ListExcelExport<InterestListFilters, KeyOf<typeof INTEREST_EXCEL_COLUMNS> | DuplicateColumnKey>;

/** registration_data.xlsx: /registration-forms as it shows (its view toggle, search and sort; every page). */
export const REGISTRATION_LIST_EXCEL = {
  jobKind: 'registration-excel',
  filtersSchema: registrationListFiltersSchema,
  count: countRegistrations,
  rows: (filters, scope, today) =>
    withDuplicateColumns('registration', scope, iterateRegistrations(filters, scope, today), (records) =>
      registrationExcelRows(records, today),
    ),
  fileName: REGISTRATION_EXCEL_FILE_NAME,
  screen: REGISTRATION_EXPORT_SCREEN,
  entity: 'registration',
  sheetName: REGISTRATION_SHEET_NAME,
  columns: [...REGISTRATION_EXCEL_COLUMNS, ...DUPLICATE_EXCEL_COLUMNS],
} satisfies ListExcelExport<
  RegistrationListFilters,
  KeyOf<typeof REGISTRATION_EXCEL_COLUMNS> | DuplicateColumnKey
>;

/** LeloForms_data.xlsx: /lelo-forms as it is filtered (every page; paging parameters are ignored). */
export const LELO_LIST_EXCEL = {
  jobKind: 'lelo-excel',
  filtersSchema: leloListFiltersSchema,
  count: countLeloRegistrations,
  rows: (filters, scope, today) =>
    withDuplicateColumns('lelo', scope, iterateLeloRegistrations(filters, scope, today), leloExcelRows),
  fileName: LELO_EXCEL_FILE_NAME,
  screen: LELO_EXPORT_SCREEN,
  entity: 'leloRegistration',
  sheetName: LELO_SHEET_NAME,
  columns: [...LELO_EXCEL_COLUMNS, ...DUPLICATE_EXCEL_COLUMNS],
} satisfies ListExcelExport<LeloListFilters, KeyOf<typeof LELO_EXCEL_COLUMNS> | DuplicateColumnKey>;

/** Access-log lines read per query while the file is written. */
const ACCESS_LOG_BATCH = 500;

/**
 * access_and_export_log.xlsx: the newest ACCESS_LOG_EXPORT_LINES_MAX lines matching the screen's
 * filters, read in batches as the file is written.
 */
export const ACCESS_LOG_EXCEL = {
  jobKind: 'access-log-excel',
  filtersSchema: accessLogFiltersSchema,
  count: async (filters, scope) =>
    Math.min(await countAccessLog(filters, scope), ACCESS_LOG_EXPORT_LINES_MAX),
  async *rows(filters, scope) {
    let written = 0;
    let cursor: KeysetCursor | undefined;
    while (written < ACCESS_LOG_EXPORT_LINES_MAX) {
      const batch = Math.min(ACCESS_LOG_BATCH, ACCESS_LOG_EXPORT_LINES_MAX - written);
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
} satisfies ListExcelExport<AccessLogFilters, KeyOf<typeof ACCESS_LOG_EXCEL_COLUMNS>>;
