import {
  type InterestListFilters,
  interestListFiltersSchema,
  type LeloListFilters,
  leloListFiltersSchema,
  type RegistrationListFilters,
  registrationListFiltersSchema,
} from '@enroll/domain';
import { countInterests, iterateInterests } from '../../data/interests-list.ts';
import { countLeloRegistrations, iterateLeloRegistrations } from '../../data/lelo-list.ts';
import { countRegistrations, iterateRegistrations } from '../../data/registrations-list.ts';
import {
  INTEREST_EXCEL_COLUMNS,
  INTEREST_EXCEL_FILE_NAME,
  INTEREST_SHEET_NAME,
  interestExcelRows,
} from './interest-excel.ts';
import { INTEREST_EXPORT_SCREEN } from './interest-screen.ts';
import { LELO_EXCEL_COLUMNS, LELO_EXCEL_FILE_NAME, LELO_SHEET_NAME, leloExcelRows } from './lelo-excel.ts';
import { LELO_EXPORT_SCREEN } from './lelo-screen.ts';
import type { StaffListExcelExport } from './list-excel-export.ts';
import {
  REGISTRATION_EXCEL_COLUMNS,
  REGISTRATION_EXCEL_FILE_NAME,
  REGISTRATION_SHEET_NAME,
  registrationExcelRows,
} from './registration-excel.ts';
import { REGISTRATION_EXPORT_SCREEN } from './registration-screen.ts';

/** The keys of a sheet's columns. */
type KeyOf<Columns extends readonly { key: string }[]> = Columns[number]['key'];

// The three staff lists' Excel files, each described once: the request that streams it and the export
// job that writes it in the background read the same definition.

/** interest_data.xlsx: 'Interest Forms' as the screen shows it (its toggle, search and sort; every page). */
export const INTEREST_LIST_EXCEL = {
  jobKind: 'interest-excel',
  filtersSchema: interestListFiltersSchema,
  count: countInterests,
  rows: (filters, scope, today) => interestExcelRows(iterateInterests(filters, scope, today), today),
  fileName: INTEREST_EXCEL_FILE_NAME,
  screen: INTEREST_EXPORT_SCREEN,
  entity: 'interest',
  sheetName: INTEREST_SHEET_NAME,
  columns: INTEREST_EXCEL_COLUMNS,
} satisfies StaffListExcelExport<InterestListFilters, KeyOf<typeof INTEREST_EXCEL_COLUMNS>>;

/** registration_data.xlsx: /registration-forms as it shows (its view toggle, search and sort; every page). */
export const REGISTRATION_LIST_EXCEL = {
  jobKind: 'registration-excel',
  filtersSchema: registrationListFiltersSchema,
  count: countRegistrations,
  rows: (filters, scope, today) => registrationExcelRows(iterateRegistrations(filters, scope, today), today),
  fileName: REGISTRATION_EXCEL_FILE_NAME,
  screen: REGISTRATION_EXPORT_SCREEN,
  entity: 'registration',
  sheetName: REGISTRATION_SHEET_NAME,
  columns: REGISTRATION_EXCEL_COLUMNS,
} satisfies StaffListExcelExport<RegistrationListFilters, KeyOf<typeof REGISTRATION_EXCEL_COLUMNS>>;

/** LeloForms_data.xlsx: /lelo-forms as it is filtered (every page; paging parameters are ignored). */
export const LELO_LIST_EXCEL = {
  jobKind: 'lelo-excel',
  filtersSchema: leloListFiltersSchema,
  count: countLeloRegistrations,
  rows: (filters, scope, today) => leloExcelRows(iterateLeloRegistrations(filters, scope, today)),
  fileName: LELO_EXCEL_FILE_NAME,
  screen: LELO_EXPORT_SCREEN,
  entity: 'leloRegistration',
  sheetName: LELO_SHEET_NAME,
  columns: LELO_EXCEL_COLUMNS,
} satisfies StaffListExcelExport<LeloListFilters, KeyOf<typeof LELO_EXCEL_COLUMNS>>;
