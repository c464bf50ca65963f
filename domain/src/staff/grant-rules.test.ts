import { describe, expect, it } from 'vitest';
import {
  checkGrant,
  type GrantActor,
  type GrantCheck,
  type GrantDecision,
  type GrantRuleCode,
  normalizeGrant,
} from './grant-rules.ts';
import type { PermissionLevel } from './permission-levels.ts';

const superAdmin: GrantActor = { level: 4, charterIds: 'all' };
const admin: GrantActor = { level: 3, charterIds: ['a', 'b'] };

/** A permission's level and charters, stored or asked for. */
const at = (userLevel: PermissionLevel, ...charterIds: string[]) => ({ userLevel, charterIds });

const allowed: GrantDecision = { allowed: true };
const forbidden = (code: GrantRuleCode): GrantDecision => ({ allowed: false, kind: 'forbidden', code });
const outOfScope = forbidden('permission.charter.outOfScope');
const superAdminOnly = forbidden('permission.grant.superAdminOnly');

/** One change: who makes it, what is stored (null: a new permission), what is asked, the Super Admins left. */
function change(
  actor: GrantActor,
  existing: GrantCheck['existing'],
  requested: GrantCheck['requested'],
  superAdminsAfter: number,
  wholePermissionChanged?: true,
): GrantCheck {
  return {
    actor,
    existing,
    requested,
    superAdminsAfter,
    ...(wholePermissionChanged && { wholePermissionChanged }),
  };
}

// 'c' is another Admin's charter in every rule below; 'z' nobody's but the Super Admin's.
const rules: { rule: string; cases: [GrantCheck, GrantDecision][] }[] = [
  {
    rule: 'refuses callers below Admin',
    cases: [
      [change({ level: 2, charterIds: ['a'] }, null, at(1, 'a'), 1), forbidden('permission.actor.notAdmin')],
    ],
  },
  {
    rule: 'lets an Admin grant User and Contributor on their own charters',
    cases: [
      [change(admin, null, at(1, 'a'), 1), allowed],
      [change(admin, null, at(2, 'a'), 1), allowed],
    ],
  },
  {
    rule: 'lets only a Super Admin grant Admin or Super Admin',
    cases: [
      [change(admin, null, at(3, 'a'), 1), superAdminOnly],
      [change(superAdmin, null, at(3, 'z'), 2), allowed],
      [change(admin, null, at(4, 'a'), 1), superAdminOnly],
      [change(superAdmin, null, at(4, 'z'), 2), allowed],
    ],
  },
  {
    rule: 'lets only a Super Admin change an Admin, even to a lower level',
    cases: [
      [change(admin, at(3, 'a'), at(0), 1), superAdminOnly],
      [change(superAdmin, at(3, 'a'), at(1, 'a'), 1), allowed],
    ],
  },
  {
    rule: 'stops an Admin from editing a Super Admin',
    cases: [[change(admin, at(4), at(4), 2), forbidden('permission.edit.superAdminTarget')]],
  },
  {
    rule: 'lets an Admin add and remove only their own charters',
    cases: [
      [change(admin, at(2, 'a', 'c'), at(2, 'a', 'c', 'd'), 1), outOfScope],
      [change(admin, at(2, 'a', 'c'), at(2, 'c', 'b'), 1), allowed],
      [change(admin, null, at(1, 'c'), 1), outOfScope],
      // Taking 'c' away is its own Admin's to do.
      [change(admin, at(2, 'a', 'c'), at(2, 'a'), 1), outOfScope],
    ],
  },
  {
    rule: 'stops an Admin from changing the level of a permission on charters that are not theirs',
    cases: [
      // A Contributor level on a User of 'a' and 'c' is a new grant on 'c' though no charter is added.
      [change(admin, at(1, 'a', 'c'), at(2, 'a', 'c'), 1), outOfScope],
      // Lowering, or removing the person (General), touches 'c' too.
      [change(admin, at(2, 'a', 'c'), at(1, 'a', 'c'), 1), outOfScope],
      [change(admin, at(2, 'a', 'c'), at(0), 1), outOfScope],
      // On the Admin's own charters every level change is theirs.
      [change(admin, at(1, 'a', 'b'), at(2, 'a'), 1), allowed],
      [change(admin, at(2, 'a'), at(0), 1), allowed],
    ],
  },
  {
    rule: 'stops an Admin from renaming or re-binding a permission that also has another charter',
    cases: [
      // The rename hole: the same level and charters repeated, only the name (or binding) changes.
      [change(admin, at(1, 'a', 'z'), at(1, 'a', 'z'), 1, true), outOfScope],
      // On the Admin's own charters only, the same change is theirs; a Super Admin may always.
      [change(admin, at(1, 'a', 'b'), at(1, 'a', 'b'), 1, true), allowed],
      [change(superAdmin, at(1, 'a', 'z'), at(1, 'a', 'z'), 1, true), allowed],
      // Adding an own charter to a shared permission still touches only that charter.
      [change(admin, at(1, 'a', 'z'), at(1, 'a', 'z', 'b'), 1), allowed],
    ],
  },
  {
    rule: 'protects the last stored Super Admin from demotion and removal',
    cases: [
      ...([0, 1, 3] as const).map((level): [GrantCheck, GrantDecision] => [
        change(superAdmin, at(4), at(level, 'a'), 0),
        { allowed: false, kind: 'conflict', code: 'permission.lastSuperAdmin' },
      ]),
      [change(superAdmin, at(4), at(3, 'a'), 1), allowed],
      [change(superAdmin, at(4), at(4), 1), allowed],
    ],
  },
];

describe('checkGrant', () => {
  for (const { rule, cases } of rules) {
    it(rule, () => {
      for (const [input, decision] of cases) expect(checkGrant(input)).toEqual(decision);
    });
  }
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
