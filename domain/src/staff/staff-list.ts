import * as z from 'zod/mini';

/**
 * The staff lists (interests, registrations, orientations, secondary enrollments) share one shape:
 * the server filters, sorts and pages by keyset; the first page also carries the total count.
 */
export interface StaffListPage<Row> {
  rows: Row[];
  /** Opaque: send it back as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
  /** The number of entries matching the filters: on the first page only (null on later pages). */
  total: number | null;
}

/**
 * The fields every staff list's row starts with: the record's id, charter and registration id (what
 * the access log and a row's link read), its submit date and its status.
 */
export const STAFF_LIST_RECORD_FIELDS = ['id', 'charter_id', '_uuid', 'createdAt', 'status'] as const;

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/**
 * The spec's sort cycle for a column header: unsorted → ascending → descending → unsorted.
 * "Unsorted" is the list's default order (newest first).
 */
export interface ColumnSort<Column extends string> {
  column: Column;
  order: SortOrder;
}

export function nextColumnSort<Column extends string>(
  current: ColumnSort<Column> | null,
  column: Column,
): ColumnSort<Column> | null {
  if (!current || current.column !== column) return { column, order: 'asc' };
  if (current.order === 'asc') return { column, order: 'desc' };
  return null;
}

export const STAFF_LIST_SEARCH_MAX = 50;
export const STAFF_LIST_PAGE_SIZE_DEFAULT = 50;
export const STAFF_LIST_PAGE_SIZE_MAX = 100;
/** A cursor is base64url text the server made; anything longer or off the alphabet is refused. */
const CURSOR_PATTERN = /^[A-Za-z0-9_-]{1,600}$/;

/** The query fields every staff list accepts (strings, as they come from the URL). */
export const staffListQueryFields = {
  search: z._default(
    z.string().check(z.trim(), z.maxLength(STAFF_LIST_SEARCH_MAX, 'staffList.search.max')),
    '',
  ),
  order: z._default(z.enum(SORT_ORDERS, 'invalid'), 'asc'),
  cursor: z.optional(z.string().check(z.regex(CURSOR_PATTERN, 'staffList.cursor.invalid'))),
  /** 1 to 100 rows; see pageSizeOf. */
  pageSize: z.optional(z.string().check(z.regex(/^(?:[1-9]|[1-9]\d|100)$/, 'invalid'))),
};

/**
 * The filter fields of a staff list, shared by its page query and its export: the list's own filters,
 * a sortable column (absent: newest first, the "unsorted" state of the sort cycle), the search and the
 * order.
 */
export function staffListFilterFields<
  const Own extends Record<string, z.core.SomeType>,
  const Columns extends readonly [string, ...string[]],
>(own: Own, sortColumns: Columns) {
  return {
    ...own,
    sort: z.optional(z.enum(sortColumns, 'invalid')),
    search: staffListQueryFields.search,
    order: staffListQueryFields.order,
  };
}

/** A page of a staff list: its filter fields, the cursor of the page before and the page size. */
export function staffListPageFields<const Filters extends Record<string, z.core.SomeType>>(filters: Filters) {
  return { ...filters, cursor: staffListQueryFields.cursor, pageSize: staffListQueryFields.pageSize };
}

/**
 * The two schemas of a staff list whose filter is one of a few mutually exclusive toggles: the page
 * query (filters, cursor and page size) and the export's filters (the list as the screen shows it,
 * every page).
 */
export function staffToggleListSchemas<
  const Toggles extends readonly [string, ...string[]],
  const Columns extends readonly [string, ...string[]],
>(toggles: Toggles, sortColumns: Columns) {
  const fields = staffListFilterFields({ filter: z.optional(z.enum(toggles, 'invalid')) }, sortColumns);
  return { query: z.object(staffListPageFields(fields)), filters: z.object(fields) };
}

export function pageSizeOf(query: { pageSize?: string | undefined }): number {
  return query.pageSize === undefined ? STAFF_LIST_PAGE_SIZE_DEFAULT : Number(query.pageSize);
}
