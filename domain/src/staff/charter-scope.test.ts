import { describe, expect, it } from 'vitest';
import { charterScopeOf, isCharterInScope } from './charter-scope.ts';
import { grantActorOf } from './grant-rules.ts';

const contributor = { level: 2 as const, charterAssignments: [{ _id: 'a' }, { _id: 'b' }] };
const superAdmin = { level: 4 as const, charterAssignments: [] };

describe('charterScopeOf', () => {
  it('gives a Super Admin every charter and others their assignments', () => {
    expect(charterScopeOf(superAdmin)).toEqual({ all: true });
    const scope = charterScopeOf(contributor);
    expect(isCharterInScope(scope, 'a')).toBe(true);
    expect(isCharterInScope(scope, 'c')).toBe(false);
    expect(isCharterInScope(scope, undefined)).toBe(false);
    expect(isCharterInScope(charterScopeOf(superAdmin), 'anything')).toBe(true);
  });

  it('ignores an allCharterAccess flag below Super Admin', () => {
    const widened = { ...contributor, allCharterAccess: true };
    expect(charterScopeOf(widened)).toEqual({ all: false, charterIds: new Set(['a', 'b']) });
  });

  it('gives the grant rules the same charters', () => {
    expect(grantActorOf(superAdmin)).toEqual({ level: 4, charterIds: 'all' });
    const widened = { ...contributor, allCharterAccess: true };
    expect(grantActorOf(widened)).toEqual({ level: 2, charterIds: ['a', 'b'] });
  });
});
