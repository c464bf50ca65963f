import type { SqlParameter, SqlQuerySpec } from '@azure/cosmos';
import {
  ADULT_AGE,
  ageOn,
  type InterestEntry,
  type InterestListFilters,
  type InterestListPage,
  type InterestListQuery,
  type InterestListRow,
  type InterestSortColumn,
  pageSizeOf,
} from '@enroll/domain';
import { type CharterScope, charterScopeFilter } from '../platform/charter-scope.ts';
import {
  afterCursorCondition,
  decodeCursor,
  encodeCursor,
  type KeysetCursor,
} from '../services/staff-list/keyset-cursor.ts';
import { container } from './cosmos-client.ts';
import type { InterestListKeys, InterestListSortKey, StoredInterest } from './interest-list-keys.ts';
import { withoutSystemFields } from './system-fields.ts';

/**
 * The one scoped query of the staff interest list: the list endpoint pages it, the exports walk it.
 * Filters follow domain/src/interest/interest-list-query.ts; search and sort read the lowercase
 * `listKeys` every write stores (interest-list-keys.ts); paging is by keyset (no OFFSET).
 */

type SortOrder = 'asc' | 'desc';

/** The list key each sort column orders by; `reversed`: the column's ascending is the key's descending. */
const SORT_KEYS: Record<InterestSortColumn, { key: InterestListSortKey; reversed: boolean }> = {
  createdAt: { key: 'createdAt', reversed: false },
  status: { key: 'status', reversed: false },
  learningCenterName: { key: 'learningCenter', reversed: false },
  studentName: { key: 'studentName', reversed: false },
  // Older first is a larger age: age ascending is birth date descending.
  age: { key: 'birthDate', reversed: true },
  phone: { key: 'phone', reversed: false },
  primaryEmail: { key: 'email', reversed: false },
  lastContactDate: { key: 'lastContactDate', reversed: false },
};

export interface InterestListOrder {
  /** The document path ordered on, e.g. c.listKeys.createdAt. */
  keyPath: string;
  key: InterestListSortKey;
  /** The direction of the key (and of the c.id tie-breaker). */
  direction: SortOrder;
  /** What a cursor of this order records: the column ('' when unsorted) and the order asked. */
  cursorSort: { sort: string; order: SortOrder };
}

/** The list's order for a sort column and order; no column: newest first. */
export function interestListOrder(filters: Pick<InterestListFilters, 'sort' | 'order'>): InterestListOrder {
  if (filters.sort === undefined) {
    return {
      keyPath: 'c.listKeys.createdAt',
      key: 'createdAt',
      direction: 'desc',
      cursorSort: { sort: '', order: 'desc' },
    };
  }
  const { key, reversed } = SORT_KEYS[filters.sort];
  const asked = filters.order;
  const direction: SortOrder = reversed ? (asked === 'asc' ? 'desc' : 'asc') : asked;
  return { keyPath: `c.listKeys.${key}`, key, direction, cursorSort: { sort: filters.sort, order: asked } };
}

/** Born on or before this date: 18 or older today (same month and day, 18 years back). */
export function adultCutoff(today: string): string {
  const year = Number(today.slice(0, 4)) - ADULT_AGE;
  return `${String(year).padStart(4, '0')}${today.slice(4, 10)}`;
}

/** The WHERE conditions (ANDed) and their parameters for the filters and the scope. */
function whereOf(
  filters: InterestListFilters,
  scope: CharterScope,
  today: string,
): { conditions: string[]; parameters: SqlParameter[] } {
  const scoped = charterScopeFilter(scope, 'c.charter_id');
  const conditions = [scoped.condition];
  const parameters: SqlParameter[] = [...scoped.parameters];
  // The default list and the age toggles hide Not Interested entries.
  switch (filter(filters)) {
    case 'notInterested':
      conditions.push("c.status = 'Not Interested'");
      break;
    case 'transferred':
      conditions.push("c.status = 'Enrollment Submitted'");
      break;
    case 'under18':
      conditions.push("c.status != 'Not Interested'", 'c.birthDate > @adultCutoff');
      parameters.push({ name: '@adultCutoff', value: adultCutoff(today) });
      break;
    case 'over18':
      conditions.push("c.status != 'Not Interested'", "c.birthDate != ''", 'c.birthDate <= @adultCutoff');
      parameters.push({ name: '@adultCutoff', value: adultCutoff(today) });
      break;
    default:
      conditions.push("c.status != 'Not Interested'");
  }
  const search = filters.search.trim().toLowerCase();
  if (search !== '') {
    conditions.push('CONTAINS(c.listKeys.search, @search)');
    parameters.push({ name: '@search', value: search });
  }
  return { conditions, parameters };
}

function filter(filters: InterestListFilters) {
  return filters.filter ?? 'default';
}

const ROW_FIELDS = [
  'id',
  '_uuid',
  'createdAt',
  'status',
  'enrollstatus',
  'lastContactDate',
  'studentFirstName',
  'studentLastName',
  'birthDate',
  'phone',
  'primaryEmail',
  'learningCenterId',
  'learningCenterName',
  'learningCenterCharter',
] as const satisfies readonly (keyof InterestListRow)[];

type RowDocument = Omit<InterestListRow, 'age'> & { listKeys: InterestListKeys };

/**
 * The page query: `TOP n` rows after the cursor in the list's order. `page` absent: every matching
 * entry, whole documents (what the exports read, batch by batch with a cursor each).
 */
export function buildInterestListQuery(
  filters: InterestListFilters,
  scope: CharterScope,
  today: string,
  page?: { cursor?: KeysetCursor | undefined; pageSize: number; rowsOnly?: boolean },
): SqlQuerySpec {
  const order = interestListOrder(filters);
  const { conditions, parameters } = whereOf(filters, scope, today);
  if (page?.cursor) {
    const after = afterCursorCondition(order.keyPath, order.direction, page.cursor);
    conditions.push(after.condition);
    parameters.push(...after.parameters);
  }
  const top = page ? 'TOP @pageSize ' : '';
  if (page) parameters.push({ name: '@pageSize', value: page.pageSize });
  const fields = page?.rowsOnly ? `${ROW_FIELDS.map((field) => `c.${field}`).join(', ')}, c.listKeys` : '*';
  const direction = order.direction.toUpperCase();
  return {
    query: `SELECT ${top}${fields} FROM c WHERE ${conditions.join(' AND ')} ORDER BY ${order.keyPath} ${direction}, c.id ${direction}`,
    parameters,
  };
}

/** The count query of the same filters and scope (what the list shows as its count). */
export function buildInterestCountQuery(
  filters: InterestListFilters,
  scope: CharterScope,
  today: string,
): SqlQuerySpec {
  const { conditions, parameters } = whereOf(filters, scope, today);
  return { query: `SELECT VALUE COUNT(1) FROM c WHERE ${conditions.join(' AND ')}`, parameters };
}

export async function countInterests(
  filters: InterestListFilters,
  scope: CharterScope,
  today: string,
): Promise<number> {
  const { resources } = await container('interests')
    .items.query<number>(buildInterestCountQuery(filters, scope, today))
    .fetchAll();
  return resources.reduce((sum, part) => sum + part, 0);
}

function cursorAfter(
  order: InterestListOrder,
  last: { id: string; listKeys: InterestListKeys },
): KeysetCursor {
  return { v: last.listKeys[order.key], id: last.id, ...order.cursorSort };
}

function toRow(document: RowDocument, today: string): InterestListRow {
  const row = { age: ageOn(document.birthDate, today) } as InterestListRow;
  for (const field of ROW_FIELDS) Object.assign(row, { [field]: document[field] });
  return row;
}

/** One page of GET /api/enrollment; the total only on the first page (no cursor). */
export async function listInterestPage(
  query: InterestListQuery,
  scope: CharterScope,
  today: string,
): Promise<InterestListPage> {
  const order = interestListOrder(query);
  const cursor = query.cursor === undefined ? undefined : decodeCursor(query.cursor, order.cursorSort);
  const pageSize = pageSizeOf(query);
  // One row more than the page tells whether a next page exists.
  const spec = buildInterestListQuery(query, scope, today, {
    cursor,
    pageSize: pageSize + 1,
    rowsOnly: true,
  });
  const [{ resources }, total] = await Promise.all([
    container('interests').items.query<RowDocument>(spec).fetchAll(),
    cursor === undefined ? countInterests(query, scope, today) : Promise.resolve(null),
  ]);
  const rows = resources.slice(0, pageSize);
  const last = rows.at(-1);
  const nextCursor = resources.length > pageSize && last ? encodeCursor(cursorAfter(order, last)) : null;
  return { rows: rows.map((document) => toRow(document, today)), nextCursor, total };
}

/**
 * Rows fetched per query while walking the whole list. Each query of the walk costs a pass over the
 * matching entries in the emulator (an index seek in Azure), so fewer, larger batches export faster;
 * 2,000 entries are a few megabytes, held one batch at a time.
 */
export const INTEREST_BATCH_SIZE = 2000;

/**
 * Every matching entry in the list's order, fetched in keyset batches: at most one batch is held at
 * a time, so an export of 50,000 entries never holds them all. Entries come without system fields and
 * list keys.
 */
export async function* iterateInterests(
  filters: InterestListFilters,
  scope: CharterScope,
  today: string,
  batchSize = INTEREST_BATCH_SIZE,
): AsyncIterable<InterestEntry> {
  const order = interestListOrder(filters);
  let cursor: KeysetCursor | undefined;
  for (;;) {
    const spec = buildInterestListQuery(filters, scope, today, { cursor, pageSize: batchSize });
    const { resources } = await container('interests').items.query<StoredInterest>(spec).fetchAll();
    for (const stored of resources) {
      const { listKeys: _listKeys, ...entry } = withoutSystemFields(stored);
      yield entry;
    }
    const last = resources.at(-1);
    if (resources.length < batchSize || !last) return;
    cursor = cursorAfter(order, last);
  }
}
