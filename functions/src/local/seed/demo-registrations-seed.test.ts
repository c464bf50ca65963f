import { REGISTRATION_STATUSES } from '@enroll/domain';
import { describe, expect, it } from 'vitest';
import { registrationListKeysOf } from '../../data/registration-list-keys.ts';
import { adultCutoff } from '../../services/staff-list/keyset-list.ts';
import { demoRegistrationDocuments } from './demo-registrations-seed.ts';
import { STAFF_USER_SEED } from './staff-seed.ts';

const TODAY = '2026-11-23';

describe('the demo registrations', () => {
  const documents = demoRegistrationDocuments(TODAY);

  it('have fixed ids and uuids, so the seed creates each once', () => {
    expect(new Set(documents.map((document) => document.id)).size).toBe(documents.length);
    expect(demoRegistrationDocuments(TODAY).map((document) => document._uuid)).toEqual(
      documents.map((document) => document._uuid),
    );
  });

  it('give every seeded staff member with charters some registrations of their own', () => {
    for (const user of STAFF_USER_SEED.filter((seeded) => seeded.charterAssignments.length > 0)) {
      const mine = new Set(user.charterAssignments.map((charter) => charter._id));
      expect(documents.filter((document) => mine.has(document.charter_id)).length).toBeGreaterThan(0);
    }
  });

  it('cover every status, both enrollment types, under and over 18, with their list keys', () => {
    expect(new Set(documents.map((document) => document.status))).toEqual(new Set(REGISTRATION_STATUSES));
    expect(new Set(documents.map((document) => document.registerForIntercession))).toEqual(
      new Set([true, false]),
    );
    const cutoff = adultCutoff(TODAY);
    expect(documents.some((document) => document.birthDate > cutoff)).toBe(true);
    expect(documents.some((document) => document.birthDate <= cutoff)).toBe(true);
    for (const document of documents) {
      expect(document.charter_id).not.toBe('');
      expect(document.listKeys).toEqual(registrationListKeysOf(document));
    }
  });
});
