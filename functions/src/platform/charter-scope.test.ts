import { charterScopeOf } from '@enroll/domain';
import { describe, expect, it } from 'vitest';
import { assertCharterAssignable, assertCharterReadable, charterScopeFilter } from './charter-scope.ts';
import { HttpError } from './http-errors.ts';

const contributor = {
  level: 2 as const,
  charterAssignments: [
    { _id: 'a', name: 'A' },
    { _id: 'b', name: 'B' },
  ],
};
const superAdmin = { level: 4 as const, charterAssignments: [] };

function statusOf(action: () => void): number | undefined {
  try {
    action();
    return undefined;
  } catch (error) {
    return error instanceof HttpError ? error.status : -1;
  }
}

describe('charter scope on the server', () => {
  it('answers 404 for an out-of-scope read and 403 for an out-of-scope write', () => {
    const scope = charterScopeOf(contributor);
    expect(statusOf(() => assertCharterReadable(scope, 'b'))).toBeUndefined();
    expect(statusOf(() => assertCharterReadable(scope, 'c'))).toBe(404);
    expect(statusOf(() => assertCharterReadable(scope, null))).toBe(404);
    expect(statusOf(() => assertCharterAssignable(scope, 'c'))).toBe(403);
    expect(statusOf(() => assertCharterAssignable(charterScopeOf(superAdmin), 'c'))).toBeUndefined();
  });

  it('builds the Cosmos condition for a query', () => {
    expect(charterScopeFilter(charterScopeOf(superAdmin), 'c.charter_id')).toEqual({
      condition: 'true',
      parameters: [],
    });
    expect(charterScopeFilter(charterScopeOf({ level: 1, charterAssignments: [] }), 'c.charter_id')).toEqual({
      condition: 'false',
      parameters: [],
    });
    expect(charterScopeFilter(charterScopeOf(contributor), 'c.site.charter.id', '@charters')).toEqual({
      condition: 'ARRAY_CONTAINS(@charters, c.site.charter.id)',
      parameters: [{ name: '@charters', value: ['a', 'b'] }],
    });
  });

  it('refuses a field or parameter that is not a plain path or name', () => {
    expect(() => charterScopeFilter(charterScopeOf(contributor), 'c.charter_id) OR (true')).toThrow();
    expect(() => charterScopeFilter(charterScopeOf(contributor), 'c.charter_id', 'x')).toThrow();
  });
});
