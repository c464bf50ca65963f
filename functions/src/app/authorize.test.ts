import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoredUser } from '../data/users-repository.ts';
import { HttpRequest } from '../local/host/azure-functions-runtime.ts';
import { encodeClientPrincipal } from '../platform/principal.ts';
import { staffIdentityOf } from '../platform/staff-identity.ts';
import { authorize } from './authorize.ts';

const levels: Record<string, StoredUser['userLevel']> = {
  'general@l4l.example': 0,
  'user@l4l.example': 1,
  'contributor@l4l.example': 2,
  'admin@l4l.example': 3,
  'super@l4l.example': 4,
};

function storedUser(email: string) {
  const userLevel = levels[email];
  return userLevel !== undefined
    ? {
        id: `id-${email}`,
        name: email,
        azureID: email,
        charterAssignments: [{ _id: 'a', name: 'A' }],
        userLevel,
        // Bound to the principal's user id of request() below, so no binding write is needed.
        signInUserId: 'u',
      }
    : null;
}

// The users container in memory: the access check reads a permission and, for a bootstrap address
// without one, writes its binding document.
vi.mock('../data/users-repository.ts', async (original) => ({
  ...(await original<typeof import('../data/users-repository.ts')>()),
  findUserByEmail: async (email: string) => storedUser(email),
  readUserByEmail: async (email: string) => {
    const user = storedUser(email);
    return user ? { ...user, _etag: '"1"' } : null;
  },
  createBootstrapBinding: async (email: string, signInUserId: string, at: string) => ({
    id: `binding-${email}`,
    name: email,
    azureID: email,
    charterAssignments: [],
    userLevel: 0,
    signInUserId,
    signInBoundAt: at,
    _etag: '"1"',
  }),
}));

const EDGE_KEY = 'e'.repeat(64);

function request(email?: string) {
  const headers: Record<string, string> = { 'x-enrollment-edge-key': EDGE_KEY };
  if (email) {
    headers['x-ms-client-principal'] = encodeClientPrincipal({
      identityProvider: 'aad',
      userId: 'u',
      userDetails: email,
      userRoles: [],
    });
  }
  return new HttpRequest({ method: 'GET', url: 'http://localhost/api/x', headers });
}

describe('authorize', () => {
  beforeEach(() => {
    process.env.BOOTSTRAP_SUPER_ADMINS = '';
    process.env.PRINCIPAL_TRUST = 'edge-key';
    process.env.EDGE_KEY = EDGE_KEY;
  });

  it('lets public functions through without a principal', async () => {
    expect(await authorize(request(), 'public')).toBeNull();
  });

  it('answers 401 without a principal and 403 for General, unknown and the web-app account', async () => {
    expect((await authorize(request(), 'staff'))?.status).toBe(401);
    for (const email of ['general@l4l.example', 'stranger@l4l.example', 'Enrollment_Webapp']) {
      const denied = await authorize(request(email), 'staff');
      expect(denied?.status, email).toBe(403);
      expect(denied?.jsonBody).toEqual({
        message: 'You are not authorized to have access to this application',
        code: 'auth.notAuthorized',
      });
    }
  });

  it('needs the declared level and hands the identity to the handler', async () => {
    const table: [string, 'staff' | 'contributor' | 'admin' | 'superAdmin', boolean][] = [
      ['user@l4l.example', 'staff', true],
      ['user@l4l.example', 'contributor', false],
      ['contributor@l4l.example', 'contributor', true],
      ['contributor@l4l.example', 'admin', false],
      ['admin@l4l.example', 'admin', true],
      ['admin@l4l.example', 'superAdmin', false],
      ['super@l4l.example', 'superAdmin', true],
    ];
    for (const [email, access, allowed] of table) {
      const incoming = request(email);
      const denied = await authorize(incoming, access);
      expect(denied?.status, `${email} ${access}`).toBe(allowed ? undefined : 403);
      if (allowed) expect(staffIdentityOf(incoming).email).toBe(email);
    }
  });

  it('answers 401 to a Super Admin principal that did not come through the platform', async () => {
    for (const key of [undefined, '', 'f'.repeat(64)]) {
      const forged = request('super@l4l.example');
      if (key === undefined) forged.headers.delete('x-enrollment-edge-key');
      else forged.headers.set('x-enrollment-edge-key', key);
      expect((await authorize(forged, 'staff'))?.status, String(key)).toBe(401);
    }
    delete process.env.PRINCIPAL_TRUST;
    expect((await authorize(request('super@l4l.example'), 'staff'))?.status).toBe(401);
  });

  it('treats a BOOTSTRAP_SUPER_ADMINS address as a Super Admin', async () => {
    process.env.BOOTSTRAP_SUPER_ADMINS = 'Someone@L4L.example, other@l4l.example';
    const incoming = request('someone@l4l.example');
    expect(await authorize(incoming, 'superAdmin')).toBeNull();
    expect(staffIdentityOf(incoming)).toMatchObject({
      level: 4,
      userId: 'binding-someone@l4l.example',
      allCharterAccess: true,
    });
  });
});
