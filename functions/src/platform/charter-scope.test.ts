import { charterScopeOf, DomainError, type DomainErrorKind } from '@enroll/domain';
import { describe, expect, it } from 'vitest';
import { assertCharterAssignable, assertCharterReadable, charterScopeFilter } from './charter-scope.ts';

const contributor = {
  level: 2 as const,
  charterAssignments: [
    { _id: 'a', name: 'A' },
    { _id: 'b', name: 'B' },
  ],
};
const superAdmin = { level: 4 as const, charterAssignments: [] };

function kindOf(action: () => void): DomainErrorKind | 'other' | undefined {
  try {
    action();
    return undefined;
  } catch (error) {
    return error instanceof DomainError ? error.kind : 'other';
  }
}

describe('charter scope on the server', () => {
  it('refuses an out-of-scope read as notFound (404) and an out-of-scope write as forbidden (403)', () => {
    const scope = charterScopeOf(contributor);
    expect(kindOf(() => assertCharterReadable(scope, 'b'))).toBeUndefined();
    expect(kindOf(() => assertCharterReadable(scope, 'c'))).toBe('notFound');
    expect(kindOf(() => assertCharterReadable(scope, null))).toBe('notFound');
    expect(kindOf(() => assertCharterAssignable(scope, 'c'))).toBe('forbidden');
    expect(kindOf(() => assertCharterAssignable(charterScopeOf(superAdmin), 'c'))).toBeUndefined();
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
