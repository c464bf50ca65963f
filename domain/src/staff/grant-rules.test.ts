import { describe, expect, it } from 'vitest';
import { checkGrant, type GrantActor, normalizeGrant } from './grant-rules.ts';

const superAdmin: GrantActor = { level: 4, charterIds: 'all' };
const admin: GrantActor = { level: 3, charterIds: ['a', 'b'] };

describe('checkGrant', () => {
  it('refuses callers below Admin', () => {
    expect(
      checkGrant({
        actor: { level: 2, charterIds: ['a'] },
        existing: null,
        requested: { userLevel: 1, charterIds: ['a'] },
        superAdminsAfter: 1,
      }),
    ).toEqual({ allowed: false, kind: 'forbidden', code: 'permission.actor.notAdmin' });
  });

  it('lets an Admin grant User and Contributor on their own charters', () => {
    for (const userLevel of [1, 2] as const) {
      expect(
        checkGrant({
          actor: admin,
          existing: null,
          requested: { userLevel, charterIds: ['a'] },
          superAdminsAfter: 1,
        }),
      ).toEqual({ allowed: true });
    }
  });

  it('lets only a Super Admin grant Admin or Super Admin', () => {
    for (const userLevel of [3, 4] as const) {
      expect(
        checkGrant({
          actor: admin,
          existing: null,
          requested: { userLevel, charterIds: ['a'] },
          superAdminsAfter: 1,
        }),
      ).toEqual({ allowed: false, kind: 'forbidden', code: 'permission.grant.superAdminOnly' });
      expect(
        checkGrant({
          actor: superAdmin,
          existing: null,
          requested: { userLevel, charterIds: ['z'] },
          superAdminsAfter: 2,
        }),
      ).toEqual({ allowed: true });
    }
  });

  it('lets only a Super Admin change an Admin, even to a lower level', () => {
    const existing = { userLevel: 3 as const, charterIds: ['a'] };
    expect(
      checkGrant({
        actor: admin,
        existing,
        requested: { userLevel: 0, charterIds: [] },
        superAdminsAfter: 1,
      }),
    ).toEqual({ allowed: false, kind: 'forbidden', code: 'permission.grant.superAdminOnly' });
    expect(
      checkGrant({
        actor: superAdmin,
        existing,
        requested: { userLevel: 1, charterIds: ['a'] },
        superAdminsAfter: 1,
      }),
    ).toEqual({ allowed: true });
  });

  it('stops an Admin from editing a Super Admin', () => {
    expect(
      checkGrant({
        actor: admin,
        existing: { userLevel: 4, charterIds: [] },
        requested: { userLevel: 4, charterIds: [] },
        superAdminsAfter: 2,
      }),
    ).toEqual({ allowed: false, kind: 'forbidden', code: 'permission.edit.superAdminTarget' });
  });

  it('lets an Admin add and remove only their own charters', () => {
    const existing = { userLevel: 2 as const, charterIds: ['a', 'c'] };
    expect(
      checkGrant({
        actor: admin,
        existing,
        requested: { userLevel: 2, charterIds: ['a', 'c', 'd'] },
        superAdminsAfter: 1,
      }),
    ).toEqual({ allowed: false, kind: 'forbidden', code: 'permission.charter.outOfScope' });
    expect(
      checkGrant({
        actor: admin,
        existing,
        requested: { userLevel: 2, charterIds: ['c', 'b'] },
        superAdminsAfter: 1,
      }),
    ).toEqual({ allowed: true });
    expect(
      checkGrant({
        actor: admin,
        existing: null,
        requested: { userLevel: 1, charterIds: ['c'] },
        superAdminsAfter: 1,
      }),
    ).toEqual({ allowed: false, kind: 'forbidden', code: 'permission.charter.outOfScope' });
    // 'c' is another Admin's charter: taking it away is theirs to do.
    expect(
      checkGrant({
        actor: admin,
        existing,
        requested: { userLevel: 2, charterIds: ['a'] },
        superAdminsAfter: 1,
      }),
    ).toEqual({ allowed: false, kind: 'forbidden', code: 'permission.charter.outOfScope' });
  });

  it('stops an Admin from changing the level of a permission on charters that are not theirs', () => {
    // A User of charters 'a' (the Admin's) and 'c' (not theirs): a Contributor level would be a new
    // grant on 'c' even though no charter is added.
    const existing = { userLevel: 1 as const, charterIds: ['a', 'c'] };
    expect(
      checkGrant({
        actor: admin,
        existing,
        requested: { userLevel: 2, charterIds: ['a', 'c'] },
        superAdminsAfter: 1,
      }),
    ).toEqual({ allowed: false, kind: 'forbidden', code: 'permission.charter.outOfScope' });
    // Lowering, or removing the person (General), touches 'c' too.
    expect(
      checkGrant({
        actor: admin,
        existing: { userLevel: 2, charterIds: ['a', 'c'] },
        requested: { userLevel: 1, charterIds: ['a', 'c'] },
        superAdminsAfter: 1,
      }),
    ).toEqual({ allowed: false, kind: 'forbidden', code: 'permission.charter.outOfScope' });
    expect(
      checkGrant({
        actor: admin,
        existing: { userLevel: 2, charterIds: ['a', 'c'] },
        requested: { userLevel: 0, charterIds: [] },
        superAdminsAfter: 1,
      }),
    ).toEqual({ allowed: false, kind: 'forbidden', code: 'permission.charter.outOfScope' });
    // On the Admin's own charters every level change is theirs.
    expect(
      checkGrant({
        actor: admin,
        existing: { userLevel: 1, charterIds: ['a', 'b'] },
        requested: { userLevel: 2, charterIds: ['a'] },
        superAdminsAfter: 1,
      }),
    ).toEqual({ allowed: true });
    expect(
      checkGrant({
        actor: admin,
        existing: { userLevel: 2, charterIds: ['a'] },
        requested: { userLevel: 0, charterIds: [] },
        superAdminsAfter: 1,
      }),
    ).toEqual({ allowed: true });
  });

  it('stops an Admin from renaming or re-binding a permission that also has another charter', () => {
    const mixed = { userLevel: 1 as const, charterIds: ['a', 'z'] };
    // The rename hole: the same level and charters repeated, only the name (or binding) changes.
    expect(
      checkGrant({
        actor: admin,
        existing: mixed,
        requested: mixed,
        superAdminsAfter: 1,
        wholePermissionChanged: true,
      }),
    ).toEqual({ allowed: false, kind: 'forbidden', code: 'permission.charter.outOfScope' });
    // On the Admin's own charters only, the same change is theirs; a Super Admin may always.
    const own = { userLevel: 1 as const, charterIds: ['a', 'b'] };
    expect(
      checkGrant({
        actor: admin,
        existing: own,
        requested: own,
        superAdminsAfter: 1,
        wholePermissionChanged: true,
      }),
    ).toEqual({ allowed: true });
    expect(
      checkGrant({
        actor: superAdmin,
        existing: mixed,
        requested: mixed,
        superAdminsAfter: 1,
        wholePermissionChanged: true,
      }),
    ).toEqual({ allowed: true });
    // Adding an own charter to a shared permission still touches only that charter.
    expect(
      checkGrant({
        actor: admin,
        existing: mixed,
        requested: { userLevel: 1, charterIds: ['a', 'z', 'b'] },
        superAdminsAfter: 1,
      }),
    ).toEqual({ allowed: true });
  });

  it('protects the last stored Super Admin from demotion and removal', () => {
    const existing = { userLevel: 4 as const, charterIds: [] };
    for (const userLevel of [0, 1, 3] as const) {
      expect(
        checkGrant({
          actor: superAdmin,
          existing,
          requested: { userLevel, charterIds: ['a'] },
          superAdminsAfter: 0,
        }),
      ).toEqual({ allowed: false, kind: 'conflict', code: 'permission.lastSuperAdmin' });
    }
    expect(
      checkGrant({
        actor: superAdmin,
        existing,
        requested: { userLevel: 3, charterIds: ['a'] },
        superAdminsAfter: 1,
      }),
    ).toEqual({ allowed: true });
    expect(
      checkGrant({
        actor: superAdmin,
        existing,
        requested: { userLevel: 4, charterIds: [] },
        superAdminsAfter: 1,
      }),
    ).toEqual({ allowed: true });
  });
});

describe('normalizeGrant', () => {
  const charters = [
    { _id: 'a', name: 'A' },
    { _id: 'a', name: 'A again' },
    { _id: 'b', name: 'B' },
  ];

  it('gives a Super Admin every charter and no list', () => {
    expect(normalizeGrant(4, charters)).toEqual({ charterAssignments: [], allCharterAccess: true });
  });

  it('clears General and keeps distinct charters for the other levels', () => {
    expect(normalizeGrant(0, charters)).toEqual({ charterAssignments: [], allCharterAccess: false });
    expect(normalizeGrant(2, charters)).toEqual({
      charterAssignments: [
        { _id: 'a', name: 'A' },
        { _id: 'b', name: 'B' },
      ],
      allCharterAccess: false,
    });
  });
});
