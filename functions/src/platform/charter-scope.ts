import type { SqlParameter } from '@azure/cosmos';
import { type CharterScope, DomainError, isCharterInScope, isRecordId, notFoundError } from '@enroll/domain';

/**
 * For reads and writes of an existing entry: an entry of another charter answers 404, exactly like an
 * unknown id, so ids of other charters do not leak.
 */
export function assertCharterReadable(scope: CharterScope, charterId: string | null | undefined): void {
  if (!isCharterInScope(scope, charterId)) throw notFoundError();
}

/** For a charter the caller names in a write (a new entry, a move to another charter): 403. */
/**
 * The record of `id` (read by `read`) within the caller's charters. An unknown id, a malformed one and
 * a record of a charter outside the scope are the same 404 (`message`, else notFoundError's), so ids
 * of other charters do not leak.
 */
export async function readInScope<T extends { charter_id?: string | null }>(
  scope: CharterScope,
  id: string,
  read: (id: string) => Promise<T | null>,
  message?: string,
): Promise<T> {
  const stored = isRecordId(id) ? await read(id) : null;
  if (!stored || !isCharterInScope(scope, stored.charter_id)) throw notFoundError(message);
  return stored;
}

export function assertCharterAssignable(scope: CharterScope, charterId: string | null | undefined): void {
  if (!isCharterInScope(scope, charterId)) {
    throw new DomainError('forbidden', 'You do not have access to this charter.');
  }
}

const FIELD_PATH = /^c(\.[A-Za-z_][A-Za-z0-9_]*)+$/;

/**
 * A Cosmos SQL condition that keeps a query inside the scope, to AND into the WHERE clause:
 * `true` for a Super Admin, `false` for nobody's charters, else `ARRAY_CONTAINS(@p, c.field)`.
 * `field` is the document path of the entry's charter id (e.g. `c.charter_id`).
 */
export function charterScopeFilter(
  scope: CharterScope,
  field: string,
  parameterName = '@scopeCharterIds',
): { condition: string; parameters: SqlParameter[] } {
  if (!FIELD_PATH.test(field)) throw new Error(`charterScopeFilter: "${field}" is not a document path`);
  if (!/^@[A-Za-z_][A-Za-z0-9_]*$/.test(parameterName)) {
    throw new Error(`charterScopeFilter: "${parameterName}" is not a parameter name`);
  }
  if (scope.all) return { condition: 'true', parameters: [] };
  if (scope.charterIds.size === 0) return { condition: 'false', parameters: [] };
  return {
    condition: `ARRAY_CONTAINS(${parameterName}, ${field})`,
    parameters: [{ name: parameterName, value: [...scope.charterIds] }],
  };
}
