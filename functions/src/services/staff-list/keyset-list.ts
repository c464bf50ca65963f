import type { SqlParameter, SqlQuerySpec } from '@azure/cosmos';
import { ADULT_AGE, pageSizeOf, type StaffListPage } from '@enroll/domain';
import type { ContainerName } from '../../data/containers.ts';
import { container } from '../../data/cosmos-client.ts';
import { withoutSystemFields } from '../../data/system-fields.ts';
import type { CharterScope } from '../../platform/charter-scope.ts';
import { afterCursorCondition, decodeCursor, encodeCursor, type KeysetCursor } from './keyset-cursor.ts';

/**
 * The keyset-paged staff list, once for every list (interests, registrations): a list names its
 * container, its sort columns' list keys, its row fields and its WHERE conditions; this module builds
 * the ordered page query after a cursor, the count query, the page with its next cursor, and the
 * batch walk of the exports. Search and sort read the lowercase `listKeys` every write stores.
 */

export type SortOrder = 'asc' | 'desc';

/** The list key a sort column orders by; `reversed`: the column's ascending is the key's descending. */
export interface SortKeyOf<Key extends string> {
  key: Key;
  reversed: boolean;
}

/** WHERE conditions (ANDed) with their parameters. */
export interface WhereClause {
  conditions: string[];
  parameters: SqlParameter[];
}

export interface KeysetListDefinition<
  Column extends string,
  Key extends string,
  Filters extends { sort?: Column | undefined; order: SortOrder },
  RowField extends string,
> {
  container: ContainerName;
  /** The key of the unsorted list (ordered newest first on it). */
  defaultKey: Key;
  sortKeys: Record<Column, SortKeyOf<Key>>;
  /** The document fields a page row is built from (the page query selects only these and listKeys). */
  rowFields: readonly RowField[];
  /** The conditions of the filters and the scope (scope first). */
  where(filters: Filters, scope: CharterScope, today: string): WhereClause;
}

export interface ListOrder<Key extends string> {
  /** The document path ordered on, e.g. c.listKeys.createdAt. */
  keyPath: string;
  key: Key;
  /** The direction of the key (and of the c.id tie-breaker). */
  direction: SortOrder;
  /** What a cursor of this order records: the column ('' when unsorted) and the order asked. */
  cursorSort: { sort: string; order: SortOrder };
}

/** A stored document as far as the list reads it: its id and list keys. */
type Keyed<Key extends string> = { id: string; listKeys: Record<Key, string> };

/** Born on or before this date: 18 or older today (same month and day, 18 years back). */
export function adultCutoff(today: string): string {
  const year = Number(today.slice(0, 4)) - ADULT_AGE;
  return `${String(year).padStart(4, '0')}${today.slice(4, 10)}`;
}

/** The conditions of an age toggle on `c.birthDate` (an unknown birth date is never over 18). */
export function ageCondition(toggle: 'under18' | 'over18', today: string): WhereClause {
  const parameters = [{ name: '@adultCutoff', value: adultCutoff(today) }];
  return toggle === 'under18'
    ? { conditions: ['c.birthDate > @adultCutoff'], parameters }
    : { conditions: ["c.birthDate != ''", 'c.birthDate <= @adultCutoff'], parameters };
}

/** The search box's condition: CONTAINS on the lowercase search key; nothing for blank text. */
export function searchCondition(search: string): WhereClause {
  const text = search.trim().toLowerCase();
  if (text === '') return { conditions: [], parameters: [] };
  return {
    conditions: ['CONTAINS(c.listKeys.search, @search)'],
    parameters: [{ name: '@search', value: text }],
  };
}

/** The list's order for a sort column and order; no column: newest first. */
export function listOrder<Column extends string, Key extends string>(
  definition: { defaultKey: Key; sortKeys: Record<Column, SortKeyOf<Key>> },
  filters: { sort?: Column | undefined; order: SortOrder },
): ListOrder<Key> {
  if (filters.sort === undefined) {
    const key = definition.defaultKey;
    return { keyPath: `c.listKeys.${key}`, key, direction: 'desc', cursorSort: { sort: '', order: 'desc' } };
  }
  const { key, reversed } = definition.sortKeys[filters.sort];
  const asked = filters.order;
  const direction: SortOrder = reversed ? (asked === 'asc' ? 'desc' : 'asc') : asked;
  return { keyPath: `c.listKeys.${key}`, key, direction, cursorSort: { sort: filters.sort, order: asked } };
}

export interface PageOptions {
  cursor?: KeysetCursor | undefined;
  pageSize: number;
  /** Only the row fields and list keys (the page); otherwise whole documents (the exports). */
  rowsOnly?: boolean;
}

/**
 * The page query: `TOP n` rows after the cursor in the list's order. `page` absent: every matching
 * document, whole (what the exports read, batch by batch with a cursor each).
 */
export function buildListQuery<
  Column extends string,
  Key extends string,
  Filters extends { sort?: Column | undefined; order: SortOrder },
  RowField extends string,
>(
  definition: KeysetListDefinition<Column, Key, Filters, RowField>,
  filters: Filters,
  scope: CharterScope,
  today: string,
  page?: PageOptions,
): SqlQuerySpec {
  const order = listOrder(definition, filters);
  const { conditions, parameters } = definition.where(filters, scope, today);
  if (page?.cursor) {
    const after = afterCursorCondition(order.keyPath, order.direction, page.cursor);
    conditions.push(after.condition);
    parameters.push(...after.parameters);
  }
  const top = page ? 'TOP @pageSize ' : '';
  if (page) parameters.push({ name: '@pageSize', value: page.pageSize });
  const fields = page?.rowsOnly
    ? `${definition.rowFields.map((field) => `c.${field}`).join(', ')}, c.listKeys`
    : '*';
  const direction = order.direction.toUpperCase();
  return {
    query: `SELECT ${top}${fields} FROM c WHERE ${conditions.join(' AND ')} ORDER BY ${order.keyPath} ${direction}, c.id ${direction}`,
    parameters,
  };
}

/** The count query of the same filters and scope (what the list shows as its count). */
export function buildCountQuery<Filters>(
  definition: { where(filters: Filters, scope: CharterScope, today: string): WhereClause },
  filters: Filters,
  scope: CharterScope,
  today: string,
): SqlQuerySpec {
  const { conditions, parameters } = definition.where(filters, scope, today);
  return { query: `SELECT VALUE COUNT(1) FROM c WHERE ${conditions.join(' AND ')}`, parameters };
}

export async function countList<Filters>(
  definition: {
    container: ContainerName;
    where(filters: Filters, scope: CharterScope, today: string): WhereClause;
  },
  filters: Filters,
  scope: CharterScope,
  today: string,
): Promise<number> {
  const { resources } = await container(definition.container)
    .items.query<number>(buildCountQuery(definition, filters, scope, today))
    .fetchAll();
  return resources.reduce((sum, part) => sum + part, 0);
}

function cursorAfter<Key extends string>(order: ListOrder<Key>, last: Keyed<Key>): KeysetCursor {
  return { v: last.listKeys[order.key], id: last.id, ...order.cursorSort };
}

/**
 * One page of a staff list: `pageSize` rows after the query's cursor, the next cursor when more
 * follow, and the total only on the first page (no cursor).
 */
export async function listPage<
  Column extends string,
  Key extends string,
  Filters extends { sort?: Column | undefined; order: SortOrder },
  RowField extends string,
  Row,
>(
  definition: KeysetListDefinition<Column, Key, Filters, RowField>,
  query: Filters & { cursor?: string | undefined; pageSize?: string | undefined },
  scope: CharterScope,
  today: string,
  toRow: (document: Record<RowField, unknown>) => Row,
): Promise<StaffListPage<Row>> {
  const order = listOrder(definition, query);
  const cursor = query.cursor === undefined ? undefined : decodeCursor(query.cursor, order.cursorSort);
  const pageSize = pageSizeOf(query);
  // One row more than the page tells whether a next page exists.
  const spec = buildListQuery(definition, query, scope, today, {
    cursor,
    pageSize: pageSize + 1,
    rowsOnly: true,
  });
  type PageDocument = Record<RowField, unknown> & Keyed<Key>;
  const [{ resources }, total] = await Promise.all([
    container(definition.container).items.query<PageDocument>(spec).fetchAll(),
    cursor === undefined ? countList(definition, query, scope, today) : Promise.resolve(null),
  ]);
  const rows = resources.slice(0, pageSize);
  const last = rows.at(-1);
  const nextCursor = resources.length > pageSize && last ? encodeCursor(cursorAfter(order, last)) : null;
  return { rows: rows.map(toRow), nextCursor, total };
}

/**
 * Rows fetched per query while walking a whole list. Each query of the walk costs a pass over the
 * matching documents in the emulator (an index seek in Azure), so fewer, larger batches export faster;
 * 2,000 documents are a few megabytes, held one batch at a time.
 */
export const LIST_BATCH_SIZE = 2000;

/**
 * Every matching document in the list's order, fetched in keyset batches: at most one batch is held
 * at a time, so an export of 50,000 never holds them all. Documents come without system fields and
 * list keys.
 */
export async function* iterateList<
  Column extends string,
  Key extends string,
  Filters extends { sort?: Column | undefined; order: SortOrder },
  RowField extends string,
  Document,
>(
  definition: KeysetListDefinition<Column, Key, Filters, RowField>,
  filters: Filters,
  scope: CharterScope,
  today: string,
  batchSize = LIST_BATCH_SIZE,
): AsyncIterable<Document> {
  const order = listOrder(definition, filters);
  let cursor: KeysetCursor | undefined;
  for (;;) {
    const spec = buildListQuery(definition, filters, scope, today, { cursor, pageSize: batchSize });
    type Stored = Document & Keyed<Key>;
    const { resources } = await container(definition.container).items.query<Stored>(spec).fetchAll();
    for (const stored of resources) {
      const { listKeys: _listKeys, ...document } = withoutSystemFields(stored);
      yield document as Document;
    }
    const last = resources.at(-1);
    if (resources.length < batchSize || !last) return;
    cursor = cursorAfter(order, last);
  }
}
