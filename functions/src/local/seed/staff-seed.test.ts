import { describe, expect, it } from 'vitest';
import { userIdForEmail } from '../../data/users-repository.ts';
import { charterByKey } from './charters-seed.ts';
import { PEOPLE_SEED, STAFF_USER_SEED } from './staff-seed.ts';

describe('staff seed', () => {
  it('has one permission at every level, keyed by the e-mail address', () => {
    expect(STAFF_USER_SEED.map((user) => [user.azureID, user.userLevel, user.userStatus])).toEqual([
      ['superadmin@learn4life.example', 4, 'Super Admin'],
      ['admin@learn4life.example', 3, 'Admin'],
      ['contributor@learn4life.example', 2, 'Contributor'],
      ['user@learn4life.example', 1, 'User'],
      ['general@learn4life.example', 0, 'General'],
    ]);
    for (const user of STAFF_USER_SEED) expect(user.id).toBe(userIdForEmail(user.azureID));
  });

  it('gives the Admin and the Contributor different charters and the Super Admin all of them', () => {
    const byEmail = new Map(STAFF_USER_SEED.map((user) => [user.azureID, user]));
    const ids = (email: string) => byEmail.get(email)?.charterAssignments.map((charter) => charter._id) ?? [];
    expect(ids('admin@learn4life.example')).toEqual([
      charterByKey('sierra-valley').id,
      charterByKey('pacific-coast').id,
    ]);
    expect(ids('contributor@learn4life.example')).toEqual([
      charterByKey('flex-high').id,
      charterByKey('holston').id,
    ]);
    expect(byEmail.get('superadmin@learn4life.example')).toMatchObject({
      allCharterAccess: true,
      charterAssignments: [],
    });
  });

  it('lists directory people with unique ids and e-mails, most of them not yet users', () => {
    expect(new Set(PEOPLE_SEED.map((person) => person.id)).size).toBe(PEOPLE_SEED.length);
    expect(new Set(PEOPLE_SEED.map((person) => person.EmailAddress)).size).toBe(PEOPLE_SEED.length);
    const users = new Set(STAFF_USER_SEED.map((user) => user.azureID));
    expect(PEOPLE_SEED.filter((person) => !users.has(person.EmailAddress)).length).toBeGreaterThanOrEqual(10);
    const dana = PEOPLE_SEED.find((person) => person.PersonID === 'P-2001');
    expect(dana).toMatchObject({
      EmailAddress: 'dana.reyes@learn4life.example',
      searchText: 'dana reyes dana.reyes@learn4life.example',
    });
  });
});
