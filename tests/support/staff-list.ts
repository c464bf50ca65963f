import { expect } from 'vitest';
import { type KeysetPage, orderedIds, walkKeysetPages } from '../../functions/test-support/keyset-walk.ts';
import { type ApiResult, callAs } from './staff-auth.ts';

/**
 * What the staff list API tests share (interests, registrations, secondary enrollments, orientations):
 * a list's pages, walking a keyset list page by page, the order a sort should give, the queries every
 * list refuses and the cursor it refuses.
 */

export type ListQuery = Record<string, string>;

export { orderedIds };

/**
 * Every row id of a list through the API, page by page (`pageOf` answers one page of the query);
 * checks each page is a 200 and the total is on the first page only.
 */
export function walkList(
  pageOf: (query: ListQuery) => Promise<ApiResult>,
  query: ListQuery = {},
  pageSize = '100',
): Promise<string[]> {
  return walkKeysetPages(async (cursor) => {
    const result = await pageOf({ ...query, pageSize, ...(cursor ? { cursor } : {}) });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    return result.body as KeysetPage;
  });
}

/**
 * A staff list's calls: `page` answers one page of the list at `path` as `who` (`fixed` under each
 * query, such as the run's search marker), `walk` every row id of a query page by page (walkList).
 */
export function staffListAt(path: string, fixed: ListQuery = {}) {
  const page = (who: string, query: ListQuery) =>
    callAs(who, `${path}?${new URLSearchParams({ ...fixed, ...query })}`);
  const walk = (who: string, query: ListQuery = {}, pageSize = '100') =>
    walkList((pageQuery) => page(who, pageQuery), query, pageSize);
  return { page, walk };
}

/**
 * A list's first page that holds the whole list: a 200 no cache keeps, the rows `expected` names in
 * that order, their count as the total and no next page. Answers the page for the row checks.
 */
export function expectWholeFirstPage<Page extends KeysetPage>(
  result: ApiResult,
  expected: readonly string[],
): Page {
  expect(result.status).toBe(200);
  expect(result.headers.get('cache-control')).toBe('private, no-store');
  const body = result.body as Page;
  expect(body.total).toBe(expected.length);
  expect(body.rows.map((row) => row.id)).toEqual(expected);
  expect(body.nextCursor).toBeNull();
  return body;
}

/** Queries every staff list refuses, each with a 400 whose first field error names its parameter. */
export const BAD_LIST_QUERIES: readonly ListQuery[] = [
  { sort: 'bogus' },
  { order: 'up' },
  { filter: 'all' },
  { pageSize: '0' },
  { pageSize: '101' },
  { cursor: 'not a cursor!' },
  { search: 'x'.repeat(51) },
];

export async function expectBadListQueriesRefused(pageOf: (query: ListQuery) => Promise<ApiResult>) {
  for (const query of BAD_LIST_QUERIES) {
    const result = await pageOf(query);
    expect(result.status, JSON.stringify(query)).toBe(400);
    const { errors } = result.body as { errors: { field: string }[] };
    expect(errors[0]?.field).toBe(Object.keys(query)[0]);
  }
}

/**
 * A cursor holds the sort and order it was made for: the next-page cursor of `madeFor` (pages of 2)
 * handed to each of `others` is refused with a 400 'staffList.cursor.invalid' on the cursor.
 */
export async function expectForeignCursorRefused(
  pageOf: (query: ListQuery) => Promise<ApiResult>,
  madeFor: ListQuery,
  others: readonly ListQuery[],
) {
  const first = (await pageOf({ ...madeFor, pageSize: '2' })).body as KeysetPage;
  expect(first.nextCursor).not.toBeNull();
  for (const query of others) {
    const result = await pageOf({ ...query, cursor: first.nextCursor ?? '' });
    expect(result.status, JSON.stringify(query)).toBe(400);
    expect(result.body).toMatchObject({ errors: [{ field: 'cursor', code: 'staffList.cursor.invalid' }] });
  }
}
