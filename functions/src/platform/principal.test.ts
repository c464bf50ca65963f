import { describe, expect, it } from 'vitest';
import { encodeClientPrincipal, parseClientPrincipal } from './principal.ts';

const principal = {
  identityProvider: 'aad',
  userId: 'd9a1f0c2',
  userDetails: 'Admin@Learn4Life.example',
  userRoles: ['anonymous', 'authenticated'],
};

const base64 = (value: string) => Buffer.from(value, 'utf8').toString('base64');

describe('parseClientPrincipal', () => {
  it('reads the base64 JSON Static Web Apps sends', () => {
    expect(parseClientPrincipal(encodeClientPrincipal(principal))).toEqual(principal);
  });

  it('defaults missing roles and ignores extra fields such as claims', () => {
    const { userRoles: _roles, ...withoutRoles } = principal;
    expect(
      parseClientPrincipal(base64(JSON.stringify({ ...withoutRoles, claims: [{ typ: 'x', val: 'y' }] }))),
    ).toEqual({ ...withoutRoles, userRoles: [] });
  });

  it('treats no header, bad base64 and non-JSON as anonymous', () => {
    expect(parseClientPrincipal(null)).toBeNull();
    expect(parseClientPrincipal(undefined)).toBeNull();
    expect(parseClientPrincipal('')).toBeNull();
    expect(parseClientPrincipal('not base64 at all!')).toBeNull();
    expect(parseClientPrincipal('%%%%')).toBeNull();
    expect(parseClientPrincipal(base64('{"identityProvider":'))).toBeNull();
    expect(parseClientPrincipal(base64('"a string"'))).toBeNull();
    expect(parseClientPrincipal(base64('null'))).toBeNull();
  });

  it('treats a principal with a missing or empty field as anonymous', () => {
    for (const field of ['identityProvider', 'userId', 'userDetails'] as const) {
      const missing: Record<string, unknown> = { ...principal };
      delete missing[field];
      expect(parseClientPrincipal(base64(JSON.stringify(missing))), field).toBeNull();
      expect(parseClientPrincipal(base64(JSON.stringify({ ...principal, [field]: '  ' }))), field).toBeNull();
      expect(parseClientPrincipal(base64(JSON.stringify({ ...principal, [field]: 42 }))), field).toBeNull();
    }
    expect(parseClientPrincipal(base64(JSON.stringify({ ...principal, userRoles: 'admin' })))).toBeNull();
  });

  it('refuses an oversized header', () => {
    expect(
      parseClientPrincipal(base64(JSON.stringify({ ...principal, userId: 'x'.repeat(20_000) }))),
    ).toBeNull();
  });
});
