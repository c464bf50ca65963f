import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ClientPrincipal } from '@enroll/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphSignedInAddresses } from '../directory/graph-me.ts';
import {
  cachedGraphTokenAddresses,
  type RolesSourceDependencies,
  rolesForSignIn,
} from './roles-for-sign-in.ts';
import type { IdentityResolution } from './staff-sign-in.ts';

const TENANT = '11111111-2222-3333-4444-555555555555';

// A small HTTP server standing in for Microsoft Graph: `/me` answers for the tokens it knows, 401 else.
const GRAPH_USERS: Record<string, { mail: string | null; userPrincipalName: string }> = {
  'token-admin': { mail: 'Admin@L4L.example', userPrincipalName: 'admin@l4l.onmicrosoft.example' },
  'token-guest': { mail: null, userPrincipalName: 'guest@l4l.example' },
};
const graphCalls: string[] = [];
let server: Server;
let graphUrl = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    const token = (request.headers.authorization ?? '').replace(/^Bearer /, '');
    graphCalls.push(`${request.method} ${request.url} ${token}`);
    const me = request.url?.startsWith('/v1.0/me?') ? GRAPH_USERS[token] : undefined;
    response.writeHead(me ? 200 : 401, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(me ?? { error: { code: 'InvalidAuthenticationToken' } }));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  graphUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1.0`;
});

afterAll(async () => {
  await new Promise((done) => server.close(done));
});

const resolved: ClientPrincipal[] = [];
function dependencies(overrides: Partial<RolesSourceDependencies> = {}): RolesSourceDependencies {
  return {
    tenantId: TENANT,
    tokenAddresses: (token) => graphSignedInAddresses(token, graphUrl),
    async resolve(principal): Promise<IdentityResolution> {
      resolved.push(principal);
      return {
        status: 'staff',
        identity: {
          email: principal.userDetails.toLowerCase(),
          name: 'Admin',
          level: 3,
          levelName: 'Admin',
          charterAssignments: [],
          allCharterAccess: false,
          userId: 'doc-1',
        },
      };
    },
    ...overrides,
  };
}

const swaBody = (userDetails: string, accessToken: string, tenant = TENANT) => ({
  identityProvider: 'aad',
  userId: 'entra-user-1',
  userDetails,
  claims: [{ typ: 'http://schemas.microsoft.com/identity/claims/tenantid', val: tenant }],
  accessToken,
});

describe('rolesForSignIn', () => {
  it('gives the level’s roles to the platform’s call: a Graph-valid token of the person named', async () => {
    resolved.length = 0;
    expect(await rolesForSignIn(swaBody('admin@l4l.example', 'token-admin'), dependencies())).toEqual({
      roles: ['staff', 'contributor', 'admin'],
      outcome: 'resolved',
    });
    expect(resolved).toEqual([
      { identityProvider: 'aad', userId: 'entra-user-1', userDetails: 'admin@l4l.example', userRoles: [] },
    ]);
    // A guest without mail is matched by userPrincipalName.
    expect((await rolesForSignIn(swaBody('Guest@l4l.example', 'token-guest'), dependencies())).outcome).toBe(
      'resolved',
    );
  });

  it('gives nobody roles without a configured tenant, without Graph being asked', async () => {
    graphCalls.length = 0;
    expect(
      await rolesForSignIn(swaBody('admin@l4l.example', 'token-admin'), dependencies({ tenantId: '' })),
    ).toEqual({ roles: [], outcome: 'noTenant' });
    expect(graphCalls).toEqual([]);
  });

  it('refuses a caller asking about an address: no token, a token Graph refuses, another person’s token', async () => {
    resolved.length = 0;
    const cases: [unknown, string][] = [
      [swaBody('admin@l4l.example', ''), 'noToken'],
      [{ ...swaBody('admin@l4l.example', ''), accessToken: undefined }, 'noToken'],
      [swaBody('admin@l4l.example', 'forged'), 'tokenRefused'],
      [swaBody('superadmin@l4l.example', 'token-admin'), 'tokenOtherPerson'],
      [swaBody('admin@l4l.example', 'token-admin', 'another-tenant'), 'otherTenant'],
      [{ hello: 'world' }, 'unreadable'],
      [null, 'unreadable'],
    ];
    for (const [body, outcome] of cases) {
      expect(await rolesForSignIn(body, dependencies()), outcome).toEqual({ roles: [], outcome });
    }
    expect(resolved).toEqual([]);
  });

  it('asks Graph once per token within the cache time, keyed by the token’s hash', async () => {
    graphCalls.length = 0;
    const tokenAddresses = cachedGraphTokenAddresses(() => graphUrl);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(
        (await rolesForSignIn(swaBody('admin@l4l.example', 'token-admin'), dependencies({ tokenAddresses })))
          .outcome,
      ).toBe('resolved');
    }
    expect(await tokenAddresses('forged')).toBeNull();
    expect(graphCalls).toEqual([
      'GET /v1.0/me?$select=mail,userPrincipalName token-admin',
      'GET /v1.0/me?$select=mail,userPrincipalName forged',
    ]);
  });
});
