import { grantActorOf } from '@enroll/domain';
import { describe, expect, it } from 'vitest';
import { charterChoices, editRefusal, existingGrantOf, levelOptions } from './permission-rules.ts';
import { ADRIAN, CARMEN, CHARTERS, FLEX, PACIFIC, ref, SASHA, SIERRA, UMA } from './test-utils/fixtures.ts';

const superAdmin = grantActorOf({ level: 4, charterAssignments: [] });
const admin = grantActorOf({ level: 3, charterAssignments: [ref(SIERRA), ref(PACIFIC)] });

describe('levelOptions', () => {
  it('offers Admin and Super Admin only to a Super Admin, and General only on an update', () => {
    expect(levelOptions(superAdmin, null)).toEqual([1, 2, 3, 4]);
    expect(levelOptions(admin, null)).toEqual([1, 2]);
    expect(levelOptions(superAdmin, existingGrantOf(UMA))).toEqual([0, 1, 2, 3, 4]);
    expect(levelOptions(admin, existingGrantOf(CARMEN))).toEqual([0, 1, 2]);
  });

  it('offers an Admin nothing for an Admin or a Super Admin', () => {
    expect(levelOptions(admin, existingGrantOf(ADRIAN))).toEqual([]);
    expect(levelOptions(admin, existingGrantOf(SASHA))).toEqual([]);
  });
});

describe('editRefusal', () => {
  it('says why an Admin cannot update a Super Admin or an Admin', () => {
    expect(editRefusal(admin, SASHA)).toBe('permission.edit.superAdminTarget');
    expect(editRefusal(admin, ADRIAN)).toBe('permission.grant.superAdminOnly');
    expect(editRefusal(admin, CARMEN)).toBeNull();
    expect(editRefusal(admin, UMA)).toBeNull();
  });

  it('lets a Super Admin update everyone', () => {
    for (const user of [SASHA, ADRIAN, CARMEN, UMA]) expect(editRefusal(superAdmin, user)).toBeNull();
  });
});

describe('charterChoices', () => {
  it('gives a Super Admin every charter and an Admin their own plus those already assigned', () => {
    expect(charterChoices(superAdmin, CHARTERS, []).map((c) => c._id)).toEqual(CHARTERS.map((c) => c._id));
    expect(charterChoices(admin, CHARTERS, []).map((c) => c.name)).toEqual([
      'Pacific Coast Learning Academy',
      'Sierra Valley Learning Academy',
    ]);
    expect(charterChoices(admin, CHARTERS, [ref(FLEX)]).map((c) => c.name)).toEqual([
      'Flex High Charter School',
      'Pacific Coast Learning Academy',
      'Sierra Valley Learning Academy',
    ]);
  });

  it('keeps an assigned charter that is no longer active, so it can be taken away', () => {
    const closed = { _id: 'charter-closed', name: 'Closed Academy' };
    expect(charterChoices(admin, CHARTERS, [closed]).map((c) => c._id)).toContain('charter-closed');
  });
});
