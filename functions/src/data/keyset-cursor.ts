import { invalidField } from '@enroll/domain';

/**
 * A keyset cursor: the sort key value and id of the last row of a page, and the sort it was made for.
 * Every staff list pages this way (`WHERE key > @v OR (key = @v AND c.id > @id)`), never by OFFSET or
 * continuation tokens (docs/architecture.md). The client treats it as opaque base64url text.
 */
export interface KeysetCursor {
  /** The sort key value of the last row sent (a string: every list key is stored as one). */
  v: string;
  /** The id of the last row sent: the tie-breaker. */
  id: string;
  /** The sort the cursor was made for ('' for the list's default order). */
  sort: string;
  order: 'asc' | 'desc';
}

export function encodeCursor(cursor: KeysetCursor): string {
  const { v, id, sort, order } = cursor;
  return Buffer.from(JSON.stringify({ v, id, sort, order }), 'utf8').toString('base64url');
}

function invalidCursor() {
  return invalidField('cursor', 'staffList.cursor.invalid');
}

function isCursor(value: unknown): value is KeysetCursor {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.v === 'string' &&
    typeof record.id === 'string' &&
    typeof record.sort === 'string' &&
    (record.order === 'asc' || record.order === 'desc')
  );
}

/**
 * Reads a cursor sent back by the client. Anything unreadable, or a cursor made for another sort or
 * order (the list was re-sorted in between), is a 400 'staffList.cursor.invalid': paging on with it
 * would skip or repeat rows.
 */
export function decodeCursor(text: string, expected: { sort: string; order: 'asc' | 'desc' }): KeysetCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!isCursor(parsed) || parsed.sort !== expected.sort || parsed.order !== expected.order) {
    throw invalidCursor();
  }
  return { v: parsed.v, id: parsed.id, sort: parsed.sort, order: parsed.order };
}

/**
 * The WHERE condition that starts after the cursor in `ORDER BY key <order>, c.id <order>`.
 * `keyPath` must be a document path (c.a.b); the values go in as parameters.
 */
export function afterCursorCondition(
  keyPath: string,
  order: 'asc' | 'desc',
  cursor: KeysetCursor,
): { condition: string; parameters: { name: string; value: string }[] } {
  if (!/^c(\.[A-Za-z_][A-Za-z0-9_]*)+$/.test(keyPath)) {
    throw new Error(`afterCursorCondition: "${keyPath}" is not a document path`);
  }
  const op = order === 'asc' ? '>' : '<';
  return {
    condition: `(${keyPath} ${op} @cursorValue OR (${keyPath} = @cursorValue AND c.id ${op} @cursorId))`,
    parameters: [
      { name: '@cursorValue', value: cursor.v },
      { name: '@cursorId', value: cursor.id },
    ],
  };
}
