import type * as z from 'zod/mini';
import { STAFF_LIST_RECORD_FIELDS, type StaffListPage, staffToggleListSchemas } from '../staff/staff-list.ts';
import type { InterestEntry } from './interest-entry.ts';

/**
 * The four mutually exclusive toggles of 'Interest Forms'. Without one the list shows every entry but
 * the Not Interested ones; under/over 18 narrow that default list; Not Interested and Transferred to
 * Registration (status 'Enrollment Submitted') show only those entries.
 */
export const INTEREST_LIST_FILTERS = ['under18', 'over18', 'notInterested', 'transferred'] as const;
export type InterestListFilter = (typeof INTEREST_LIST_FILTERS)[number];

/** The sortable columns. `age` sorts by birth date (the age of today, not the age stored at submit). */
export const INTEREST_SORT_COLUMNS = [
  'createdAt',
  'status',
  'learningCenterName',
  'studentName',
  'age',
  'phone',
  'primaryEmail',
  'lastContactDate',
] as const;
export type InterestSortColumn = (typeof INTEREST_SORT_COLUMNS)[number];

const interestListSchemas = staffToggleListSchemas(INTEREST_LIST_FILTERS, INTEREST_SORT_COLUMNS);

/** GET /api/enrollment: the query string. Search matches name, e-mail, phone, learning center and status. */
export const interestListQuerySchema = interestListSchemas.query;
export type InterestListQuery = z.output<typeof interestListQuerySchema>;

/** The filters of an export: the list as the screen shows it, every page. */
export const interestListFiltersSchema = interestListSchemas.filters;
export type InterestListFilters = z.output<typeof interestListFiltersSchema>;

/** The entry's fields a row of the list (table and cards) shows and the row-click rule reads. */
export const INTEREST_LIST_ROW_FIELDS = [
  ...STAFF_LIST_RECORD_FIELDS,
  'enrollstatus',
  'registrationId',
  'lastContactDate',
  'studentFirstName',
  'studentLastName',
  'birthDate',
  'phone',
  'primaryEmail',
  'learningCenterId',
  'learningCenterName',
  'learningCenterCharter',
] as const satisfies readonly (keyof InterestEntry)[];

/** One row of the list (table and cards). */
export type InterestListRow = Pick<InterestEntry, (typeof INTEREST_LIST_ROW_FIELDS)[number]> & {
  /** Whole years today (business time zone), from the birth date. */
  age: number | null;
};

export type InterestListPage = StaffListPage<InterestListRow>;
