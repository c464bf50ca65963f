import { describe, expect, it } from 'vitest';
import type { StoredUser } from '../data/users-repository.ts';
import { HttpRequest } from '../local/host/azure-functions-runtime.ts';
import {
  type IdentityDependencies,
  rememberStaffIdentity,
  resolveStaffIdentity,
  type StaffIdentity,
  staffIdentityOf,
} from './staff-identity.ts';

function user(email: string, userLevel: StoredUser['userLevel'], charters: string[] = []): StoredUser {
  return {
    id: `id-${email}`,
    name: `Name of ${email}`,
    azureID: email,
    charterAssignments: charters.map((id) => ({ _id: id, name: `Charter ${id}` })),
    allCharterAccess: false,
    userStatus: 'User',
    userLevel,
    personDbID: 'P-1',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    createdBy: 'seed',
    updatedBy: 'seed',
  };
}

const stored = new Map<string, StoredUser>([
  ['user@l4l.example', user('user@l4l.example', 1, ['a'])],
  ['general@l4l.example', user('general@l4l.example', 0, ['a'])],
  ['boot@l4l.example', user('boot@l4l.example', 1, ['a'])],
  ['super@l4l.example', { ...user('super@l4l.example', 4, ['a']), allCharterAccess: true }],
  ['broken@l4l.example', { ...user('broken@l4l.example', 1), userLevel: 9 as StoredUser['userLevel'] }],
]);

const lookups: string[] = [];
const deps: IdentityDependencies = {
  async findUser(email) {
    lookups.push(email);
    return stored.get(email) ?? null;
  },
  bootstrapSuperAdmins: () => ['boot@l4l.example', 'first@l4l.example'],
};

const principal = (userDetails: string, identityProvider = 'aad') => ({
  identityProvider,
  userId: 'u1',
  userDetails,
  userRoles: ['authenticated'],
});

describe('resolveStaffIdentity', () => {
  it('is anonymous without a principal', async () => {
    expect(await resolveStaffIdentity(null, deps)).toEqual({ status: 'anonymous' });
  });

  it('looks the person up by lower-case e-mail and gives their level and charters', async () => {
    lookups.length = 0;
    const result = await resolveStaffIdentity(principal(' User@L4L.example '), deps);
    expect(lookups).toEqual(['user@l4l.example']);
    expect(result).toEqual({
      status: 'staff',
      identity: {
        email: 'user@l4l.example',
        name: 'Name of user@l4l.example',
        level: 1,
        levelName: 'User',
        charterAssignments: [{ _id: 'a', name: 'Charter a' }],
        allCharterAccess: false,
        userId: 'id-user@l4l.example',
      },
    });
  });

  it('refuses General, unknown people and unreadable levels', async () => {
    for (const email of ['general@l4l.example', 'nobody@l4l.example', 'broken@l4l.example']) {
      expect(await resolveStaffIdentity(principal(email), deps)).toEqual({
        status: 'refused',
        reason: 'noPermission',
      });
    }
  });

  it('refuses the Enrollment_Webapp principal without a lookup', async () => {
    lookups.length = 0;
    expect(await resolveStaffIdentity(principal('Enrollment_Webapp'), deps)).toEqual({
      status: 'refused',
      reason: 'webApp',
    });
    expect(lookups).toEqual([]);
  });

  it('refuses other identity providers and names that are not e-mail addresses', async () => {
    expect(await resolveStaffIdentity(principal('user@l4l.example', 'github'), deps)).toEqual({
      status: 'refused',
      reason: 'provider',
    });
    expect(await resolveStaffIdentity(principal('octocat'), deps)).toEqual({
      status: 'refused',
      reason: 'notEmail',
    });
  });

  it('makes BOOTSTRAP_SUPER_ADMINS addresses Super Admins, with or without a stored permission', async () => {
    const first = await resolveStaffIdentity(principal('First@l4l.example'), deps);
    expect(first).toEqual({
      status: 'staff',
      identity: {
        email: 'first@l4l.example',
        name: 'first@l4l.example',
        level: 4,
        levelName: 'Super Admin',
        charterAssignments: [],
        allCharterAccess: true,
        userId: null,
      },
    });
    const boot = await resolveStaffIdentity(principal('boot@l4l.example'), deps);
    expect(boot.status === 'staff' && [boot.identity.level, boot.identity.charterAssignments]).toEqual([
      4,
      [],
    ]);
  });

  it('gives a stored Super Admin every charter and no list', async () => {
    const result = await resolveStaffIdentity(principal('super@l4l.example'), deps);
    expect(result.status === 'staff' && result.identity).toMatchObject({
      level: 4,
      charterAssignments: [],
      allCharterAccess: true,
    });
  });
});

describe('staffIdentityOf', () => {
  it('returns what the access check remembered for this request only', () => {
    const request = new HttpRequest({ method: 'GET', url: 'http://localhost/api/auth/me' });
    const other = new HttpRequest({ method: 'GET', url: 'http://localhost/api/auth/me' });
    const identity = { email: 'user@l4l.example', level: 1 } as StaffIdentity;
    rememberStaffIdentity(request, identity);
    expect(staffIdentityOf(request)).toBe(identity);
    expect(() => staffIdentityOf(other)).toThrow(/no staff identity/);
  });
});
