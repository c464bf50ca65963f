import type { CharterScope } from '@enroll/domain';
import { expect } from 'vitest';

/**
 * Test helpers of the keyset staff lists (the interest and registration list queries, and their API
 * tests): walking a list page by page and the order a sort should give. Imported by tests only.
 */

/** The fields every staff list page has. */
export interface KeysetPage {
  rows: { id: string }[];
  total: number | null;
  nextCursor: string | null;
}

/**
 * Every row id of a list, page by page (`pageAt` answers the page after `cursor`, the first page
 * without one); checks the total is on the first page only.
 */
export async function walkKeysetPages(
  pageAt: (cursor: string | undefined) => Promise<KeysetPage>,
  maxPages = 100,
): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | undefined;
  for (let pages = 0; pages < maxPages; pages += 1) {
    const page = await pageAt(cursor);
    if (pages === 0) expect(page.total).toBeTypeOf('number');
    else expect(page.total).toBeNull();
    ids.push(...page.rows.map((row) => row.id));
    if (!page.nextCursor) return ids;
    cursor = page.nextCursor;
  }
  throw new Error('the list did not end');
}

/**
 * The walk of one list's page function on `today`, `pageSize` rows a page: every row id for a query
 * (`base`, each page's cursor added) in a scope (every charter unless told), at most 50 pages.
 */
export function keysetWalker<Asked extends { cursor?: string | undefined; pageSize?: string | undefined }>(
  listPage: (asked: Asked, scope: CharterScope, today: string) => Promise<KeysetPage>,
  today: string,
  pageSize: string,
): (base: Asked, scope?: CharterScope) => Promise<string[]> {
  return (base, scope = { all: true }) =>
    walkKeysetPages(
      (cursor) => listPage({ ...base, pageSize, ...(cursor ? { cursor } : {}) }, scope, today),
      50,
    );
}

/** The ids in the order a sort by `key` gives, ties broken by id (as the keyset query does). */
export function orderedIds<T extends { id: string }>(
  list: readonly T[],
  key: (one: T) => string,
  desc: boolean,
): string[] {
  return [...list]
    .sort((a, b) => {
      const [ka, kb] = [key(a), key(b)];
      const byKey = ka < kb ? -1 : ka > kb ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
      return desc ? -byKey : byKey;
    })
    .map((one) => one.id);
}
