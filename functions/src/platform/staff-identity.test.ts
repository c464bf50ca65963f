import { describe, expect, it } from 'vitest';
import { HttpRequest } from '../local/host/azure-functions-runtime.ts';
import { rememberStaffIdentity, type StaffIdentity, staffIdentityOf } from './staff-identity.ts';

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
