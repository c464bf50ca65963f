import type { SqlParameter, SqlQuerySpec } from '@azure/cosmos';
import {
  type AgeToggle,
  ageToggleSql,
  type CharterScope,
  pageSizeOf,
  type StaffListPage,
} from '@enroll/domain';
import { charterScopeFilter } from '../platform/charter-scope.ts';
import type { ContainerName } from './containers.ts';
import { queryAll } from './cosmos-client.ts';
import { afterCursorCondition, decodeCursor, encodeCursor, type KeysetCursor } from './keyset-cursor.ts';
import { withoutSystemFields } from './system-fields.ts';

/**
 * The keyset-paged staff list, once for every list (interests, registrations): a list names its
 * container, its sort columns' list keys, its row fields and its WHERE conditions; this module builds
 * the ordered page query after a cursor, the count query, the page with its next cursor, and the
 * batch walk of the exports. Search and sort read the lowercase `listKeys` every write stores.
 */

export type SortOrder = 'asc' | 'desc';

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
  Row,
> {
  container: ContainerName;
  /**
   * Documents per query of the exports' walk (default LIST_BATCH_SIZE): lists of large documents
   * take smaller batches, since one batch is what the walk holds in memory.
   */
  batchSize?: number;
  /** The key of the unsorted list (ordered newest first on it, unless `defaultDirection` says). */
  defaultKey: Key;
  /** The unsorted list's direction on `defaultKey` (default 'desc': newest first). */
  defaultDirection?: SortOrder;
  /** The list key each sort column orders by. */
  sortKeys: Record<Column, Key>;
  /** Columns whose ascending is their key's descending (age: older first is an earlier birth date). */
  reversed: readonly Column[];
  /** The document fields a page row is built from (the page query selects only these and listKeys). */
  rowFields: readonly RowField[];
  /** The conditions of the filters and the scope (scope first). */
  where(filters: Filters, scope: CharterScope, today: string): WhereClause;
  toRow(document: Record<RowField, unknown>, today: string): Row;
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

/** The search box's condition: CONTAINS on the lowercase search key; nothing for blank text. */
/** The search over the list's search key and any other list keys a column shows (lowercase copies). */
function searchCondition(search: string, alsoSearched: readonly string[] = []): WhereClause {
  const text = search.trim().toLowerCase();
  if (text === '') return { conditions: [], parameters: [] };
  const keys = ['search', ...alsoSearched].map((key) => {
    if (!/^[A-Za-z]+$/.test(key)) throw new Error(`staffListWhere: "${key}" is not a list key`);
    return `CONTAINS(c.listKeys.${key}, @search)`;
  });
  return {
    conditions: [keys.length === 1 ? (keys[0] ?? '') : `(${keys.join(' OR ')})`],
    parameters: [{ name: '@search', value: text }],
  };
}

/** A where clause of the common parts: the scope, the view's conditions, an age toggle, the search. */
export function staffListWhere(
  parts: {
    scope: CharterScope;
    view: string[];
    age?: AgeToggle | undefined;
    search: string;
    /** List keys besides `search` that the search also matches (a column's lowercase text). */
    alsoSearched?: readonly string[];
  },
  today: string,
): WhereClause {
  const scoped = charterScopeFilter(parts.scope, 'c.charter_id');
  const conditions = [scoped.condition, ...parts.view];
  const parameters: SqlParameter[] = [...scoped.parameters];
  const search = searchCondition(parts.search, parts.alsoSearched);
  for (const part of [parts.age ? ageToggleSql(parts.age, today) : null, search]) {
    if (!part) continue;
    conditions.push(...part.conditions);
    parameters.push(...part.parameters);
  }
  return { conditions, parameters };
}

/** A row's fields copied from a stored document, in the order the list names them. */
export function rowFieldsOf<Field extends string>(
  document: Record<Field, unknown>,
  fields: readonly Field[],
): Record<Field, unknown> {
  const row = {} as Record<Field, unknown>;
  for (const field of fields) row[field] = document[field];
  return row;
}

export interface PageOptions {
  cursor?: KeysetCursor | undefined;
  pageSize: number;
  /** Only the row fields and list keys (the page); otherwise whole documents (the exports). */
  rowsOnly?: boolean;
}

/**
 * Rows fetched per query while walking a whole list. Each query of the walk costs a pass over the
 * matching documents in the emulator (an index seek in Azure), so fewer, larger batches export faster;
 * 2,000 documents are a few megabytes, held one batch at a time.
 */
export const LIST_BATCH_SIZE = 2000;

/**
 * A staff list's queries from its definition: `query` (the page query, `TOP n` after a cursor; without
 * `page` every matching document whole), `countQuery`, `count`, `page` (one page with its next cursor;
 * the total only on the first page) and `iterate` (the exports' walk).
 */
export function keysetList<
  Column extends string,
  Key extends string,
  Filters extends { sort?: Column | undefined; order: SortOrder },
  RowField extends string,
  Row,
  Document,
>(definition: KeysetListDefinition<Column, Key, Filters, RowField, Row>) {
  type Stored = Keyed<Key>;
  const reversed = new Set<string>(definition.reversed);

  /** The list's order for a sort column and order; no column: newest first. */
  function order(filters: Pick<Filters, 'sort' | 'order'>): ListOrder<Key> {
    if (filters.sort === undefined) {
      const key = definition.defaultKey;
      const direction = definition.defaultDirection ?? 'desc';
      return {
        keyPath: `c.listKeys.${key}`,
        key,
        direction,
        cursorSort: { sort: '', order: direction },
      };
    }
    const key = definition.sortKeys[filters.sort];
    const asked = filters.order;
    const direction: SortOrder = reversed.has(filters.sort) ? (asked === 'asc' ? 'desc' : 'asc') : asked;
    return { keyPath: `c.listKeys.${key}`, key, direction, cursorSort: { sort: filters.sort, order: asked } };
  }

  function query(filters: Filters, scope: CharterScope, today: string, page?: PageOptions): SqlQuerySpec {
    const listed = order(filters);
    const { conditions, parameters } = definition.where(filters, scope, today);
    if (page?.cursor) {
      const after = afterCursorCondition(listed.keyPath, listed.direction, page.cursor);
      conditions.push(after.condition);
      parameters.push(...after.parameters);
    }
    const top = page ? 'TOP @pageSize ' : '';
    if (page) parameters.push({ name: '@pageSize', value: page.pageSize });
    const fields = page?.rowsOnly
      ? `${definition.rowFields.map((field) => `c.${field}`).join(', ')}, c.listKeys`
      : '*';
    const direction = listed.direction.toUpperCase();
    return {
      query: `SELECT ${top}${fields} FROM c WHERE ${conditions.join(' AND ')} ORDER BY ${listed.keyPath} ${direction}, c.id ${direction}`,
      parameters,
    };
  }

  /** The count query of the same filters and scope (what the list shows as its count). */
  function countQuery(filters: Filters, scope: CharterScope, today: string): SqlQuerySpec {
    const { conditions, parameters } = definition.where(filters, scope, today);
    return { query: `SELECT VALUE COUNT(1) FROM c WHERE ${conditions.join(' AND ')}`, parameters };
  }

  async function count(filters: Filters, scope: CharterScope, today: string): Promise<number> {
    const resources = await queryAll<number>(definition.container, countQuery(filters, scope, today));
    return resources.reduce((sum, part) => sum + part, 0);
  }

  function cursorAfter(listed: ListOrder<Key>, last: Stored): KeysetCursor {
    return { v: last.listKeys[listed.key], id: last.id, ...listed.cursorSort };
  }

  async function page(
    asked: Filters & { cursor?: string | undefined; pageSize?: string | undefined },
    scope: CharterScope,
    today: string,
  ): Promise<StaffListPage<Row>> {
    const listed = order(asked);
    const cursor = asked.cursor === undefined ? undefined : decodeCursor(asked.cursor, listed.cursorSort);
    const pageSize = pageSizeOf(asked);
    // One row more than the page tells whether a next page exists.
    const spec = query(asked, scope, today, { cursor, pageSize: pageSize + 1, rowsOnly: true });
    const [resources, total] = await Promise.all([
      queryAll<Record<RowField, unknown> & Stored>(definition.container, spec),
      cursor === undefined ? count(asked, scope, today) : Promise.resolve(null),
    ]);
    const rows = resources.slice(0, pageSize);
    const last = rows.at(-1);
    const nextCursor = resources.length > pageSize && last ? encodeCursor(cursorAfter(listed, last)) : null;
    return { rows: rows.map((document) => definition.toRow(document, today)), nextCursor, total };
  }

  /**
   * Every matching document in the list's order, fetched in keyset batches: at most one batch is
   * held at a time, so an export of 50,000 never holds them all. Documents come without system fields
   * and list keys.
   */
  async function* iterate(
    filters: Filters,
    scope: CharterScope,
    today: string,
    batchSize = definition.batchSize ?? LIST_BATCH_SIZE,
  ): AsyncIterable<Document> {
    const listed = order(filters);
    let cursor: KeysetCursor | undefined;
    for (;;) {
      const spec = query(filters, scope, today, { cursor, pageSize: batchSize });
      const resources = await queryAll<Document & Stored>(definition.container, spec);
      for (const stored of resources) {
        const { listKeys: _listKeys, ...document } = withoutSystemFields(stored);
        yield document as Document;
      }
      const last = resources.at(-1);
      if (resources.length < batchSize || !last) return;
      cursor = cursorAfter(listed, last);
    }
  }

  return { order, query, countQuery, count, page, iterate };
}
