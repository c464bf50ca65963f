import { describe, expect, it } from 'vitest';
import type { WithEtag } from '../../data/system-fields.ts';
import type { StoredUser } from '../../data/users-repository.ts';
import { type IdentityDependencies, resolveStaffIdentity } from './staff-sign-in.ts';

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

const seeded: StoredUser[] = [
  user('user@l4l.example', 1, ['a']),
  user('general@l4l.example', 0, ['a']),
  user('boot@l4l.example', 1, ['a']),
  { ...user('super@l4l.example', 4, ['a']), allCharterAccess: true },
  { ...user('broken@l4l.example', 1), userLevel: 9 as StoredUser['userLevel'] },
];

/**
 * The users container as the identity sees it: documents with ETags, conditional replaces that fail
 * on a changed ETag (as Cosmos answers 412), and a per-instance cache that can be stale.
 */
function usersStore(documents: readonly StoredUser[]) {
  let version = 0;
  const nextEtag = () => {
    version += 1;
    return `"v${version}"`;
  };
  const stored = new Map<string, WithEtag<StoredUser>>(
    documents.map((document) => [document.azureID, { ...document, _etag: nextEtag() }]),
  );
  const cache = new Map<string, StoredUser | null>();
  const lookups: string[] = [];
  const refusals: { event: string; userDocumentId: string; reason: string }[] = [];
  const dependencies: IdentityDependencies = {
    async findUser(email) {
      lookups.push(email);
      if (!cache.has(email)) cache.set(email, stored.get(email) ?? null);
      return cache.get(email) ?? null;
    },
    async readUserFresh(email) {
      return stored.get(email) ?? null;
    },
    async bindSignIn(found, signInUserId, at) {
      const current = stored.get(found.azureID);
      if (!current || current._etag !== found._etag) return null;
      const next = { ...current, signInUserId, signInBoundAt: at, _etag: nextEtag() };
      stored.set(found.azureID, next);
      cache.clear();
      return next;
    },
    async createBootstrapBinding(email, signInUserId, at) {
      if (stored.has(email)) return null;
      const created = { ...user(email, 0), name: email, signInUserId, signInBoundAt: at, _etag: nextEtag() };
      stored.set(email, created);
      cache.clear();
      return created;
    },
    bootstrapSuperAdmins: () => ['boot@l4l.example', 'first@l4l.example'],
    logRefusal: (fields) => refusals.push(fields),
  };
  return { stored, cache, lookups, refusals, dependencies };
}

const store = usersStore(seeded);
const deps = store.dependencies;
const lookups = store.lookups;

const principal = (userDetails: string, identityProvider = 'aad', userId = 'u1') => ({
  identityProvider,
  userId,
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
        userId: 'id-first@l4l.example',
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

describe('resolveStaffIdentity: the sign-in binding', () => {
  it('binds an unbound permission to the first sign-in and refuses another user id afterwards', async () => {
    const own = usersStore(seeded);
    const first = await resolveStaffIdentity(
      principal('user@l4l.example', 'aad', 'entra-1'),
      own.dependencies,
    );
    expect(first.status).toBe('staff');
    expect(own.stored.get('user@l4l.example')).toMatchObject({ signInUserId: 'entra-1' });
    expect(own.stored.get('user@l4l.example')?.signInBoundAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    const again = await resolveStaffIdentity(
      principal('user@l4l.example', 'aad', 'entra-1'),
      own.dependencies,
    );
    expect(again.status).toBe('staff');
    const other = await resolveStaffIdentity(
      principal('USER@l4l.example', 'aad', 'entra-2'),
      own.dependencies,
    );
    expect(other).toEqual({ status: 'refused', reason: 'signInMismatch' });
    expect(own.refusals).toEqual([
      {
        event: 'auth.signInMismatch',
        userDocumentId: 'id-user@l4l.example',
        reason: 'the permission is bound to another sign-in user id',
      },
    ]);
  });

  it('lets exactly one of two racing first sign-ins bind; the loser re-reads and is refused', async () => {
    const own = usersStore(seeded);
    const results = await Promise.all(
      ['entra-a', 'entra-b'].map((id) =>
        resolveStaffIdentity(principal('user@l4l.example', 'aad', id), own.dependencies),
      ),
    );
    expect(results.map((result) => result.status).sort()).toEqual(['refused', 'staff']);
    const winner = results[0]?.status === 'staff' ? 'entra-a' : 'entra-b';
    expect(own.stored.get('user@l4l.example')?.signInUserId).toBe(winner);
  });

  it('never lets a cached permission pass another id, and re-reads once to see a cleared binding', async () => {
    const own = usersStore([
      { ...user('user@l4l.example', 1, ['a']), signInUserId: 'old', signInBoundAt: 'x' },
    ]);
    expect(
      (await resolveStaffIdentity(principal('user@l4l.example', 'aad', 'old'), own.dependencies)).status,
    ).toBe('staff');
    expect(own.cache.get('user@l4l.example')?.signInUserId).toBe('old');
    expect(await resolveStaffIdentity(principal('user@l4l.example', 'aad', 'new'), own.dependencies)).toEqual(
      {
        status: 'refused',
        reason: 'signInMismatch',
      },
    );
    // An Admin clears the binding on another instance: this instance's cache still says 'old'.
    const current = own.stored.get('user@l4l.example');
    if (!current) throw new Error('seeded');
    own.stored.set('user@l4l.example', {
      ...current,
      signInUserId: null,
      signInBoundAt: null,
      _etag: '"reset"',
    });
    expect(own.cache.get('user@l4l.example')?.signInUserId).toBe('old');
    expect(
      (await resolveStaffIdentity(principal('user@l4l.example', 'aad', 'new'), own.dependencies)).status,
    ).toBe('staff');
    expect(own.stored.get('user@l4l.example')?.signInUserId).toBe('new');
    expect(await resolveStaffIdentity(principal('user@l4l.example', 'aad', 'old'), own.dependencies)).toEqual(
      {
        status: 'refused',
        reason: 'signInMismatch',
      },
    );
  });

  it('does not bind a General permission or a person without one', async () => {
    const own = usersStore(seeded);
    expect(
      await resolveStaffIdentity(principal('general@l4l.example', 'aad', 'x'), own.dependencies),
    ).toEqual({
      status: 'refused',
      reason: 'noPermission',
    });
    expect(own.stored.get('general@l4l.example')?.signInUserId).toBeUndefined();
    expect(own.stored.has('nobody@l4l.example')).toBe(false);
  });

  it('binds a BOOTSTRAP_SUPER_ADMINS address too: a General document at its first sign-in', async () => {
    const own = usersStore(seeded);
    const first = await resolveStaffIdentity(
      principal('first@l4l.example', 'aad', 'boot-1'),
      own.dependencies,
    );
    expect(first.status === 'staff' && first.identity.level).toBe(4);
    expect(own.stored.get('first@l4l.example')).toMatchObject({ userLevel: 0, signInUserId: 'boot-1' });
    expect(
      await resolveStaffIdentity(principal('first@l4l.example', 'aad', 'boot-2'), own.dependencies),
    ).toEqual({
      status: 'refused',
      reason: 'signInMismatch',
    });
    // A bootstrap address with a stored permission binds that permission.
    await resolveStaffIdentity(principal('boot@l4l.example', 'aad', 'boot-3'), own.dependencies);
    expect(own.stored.get('boot@l4l.example')).toMatchObject({ userLevel: 1, signInUserId: 'boot-3' });
  });
});
