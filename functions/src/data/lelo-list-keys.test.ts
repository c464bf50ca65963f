import type { LeloRegistrationRecord } from '@enroll/domain';
import { describe, expect, it } from 'vitest';
import { signedTestRecord } from '../../test-support/lelo-fixtures.ts';
import { leloListKeysOf, withLeloListKeys } from './lelo-list-keys.ts';
import { withoutListKeys } from './list-keys.ts';

describe('lelo list keys', () => {
  it('holds the spec search fields in lowercase, and the submit date as the table shows it', () => {
    const record = signedTestRecord({
      firstName: 'ANA',
      lastName: 'Ruiz',
      studentEmail: 'Ana.Ruiz@Example.com',
      studentPrimaryPhone: '661-555-0101',
      createdAt: '2026-05-05T03:30:00.000Z',
    });
    const keys = leloListKeysOf(record);
    // 03:30 UTC on May 5 is still May 4 in Los Angeles (the default business time zone).
    expect(keys.search).toBe(
      `2026-05-05t03:30:00.000z 05/04/2026 signed ana ruiz ana.ruiz@example.com 661-555-0101 learn4life - lancaster ${record._uuid}`,
    );
    expect(keys).toMatchObject({
      studentName: 'ana ruiz',
      learningCenter: 'learn4life - lancaster',
      email: 'ana.ruiz@example.com',
      phone: '661-555-0101',
      status: 'Signed',
      createdAt: '2026-05-05T03:30:00.000Z',
      permalink: record.permaLink,
    });
  });

  it("sorts the signed agreement by its file name, '' while none is stored", () => {
    expect(leloListKeysOf(signedTestRecord({ uploadedUrl: null, fileName: null })).signedAgreement).toBe('');
    expect(
      leloListKeysOf(
        signedTestRecord({ uploadedUrl: 'master-agreements/s/AnaRuiz.pdf', fileName: 'AnaRuiz.pdf' }),
      ).signedAgreement,
    ).toBe('anaruiz.pdf');
  });

  it('replaces stale keys on write and drops them on read', () => {
    const stale = { ...signedTestRecord(), listKeys: { status: 'Active' } };
    const stored = withLeloListKeys(stale);
    expect(stored.listKeys.status).toBe('Signed');
    expect('listKeys' in withoutListKeys<LeloRegistrationRecord>(stored)).toBe(false);
  });
});
