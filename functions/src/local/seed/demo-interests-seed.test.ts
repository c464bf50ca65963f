import { isInterestLocked } from '@enroll/domain';
import { describe, expect, it } from 'vitest';
import { demoInterestDocuments } from './demo-interests-seed.ts';
import { STAFF_USER_SEED } from './staff-seed.ts';

const TODAY = '2026-11-23';

describe('the demo interest entries', () => {
  const documents = demoInterestDocuments(TODAY);

  it('have fixed ids and uuids, so the seed creates each once', () => {
    expect(new Set(documents.map((document) => document.id)).size).toBe(documents.length);
    expect(demoInterestDocuments(TODAY).map((document) => document._uuid)).toEqual(
      documents.map((document) => document._uuid),
    );
  });

  it('give every seeded staff member with charters some entries of their own', () => {
    for (const user of STAFF_USER_SEED.filter((seeded) => seeded.charterAssignments.length > 0)) {
      const mine = new Set(user.charterAssignments.map((charter) => charter._id));
      expect(documents.filter((document) => mine.has(document.charter_id)).length).toBeGreaterThan(0);
    }
  });

  it('cover every status, the generic form without a site, and keep enrolled entries locked', () => {
    expect(new Set(documents.map((document) => document.status))).toEqual(
      new Set(['New Interest', 'Follow up Required', 'Not Interested', 'Enrollment Submitted']),
    );
    expect(
      documents.some((document) => document.charter_id === '' && document.learningCenterId === '0'),
    ).toBe(true);
    for (const document of documents.filter((entry) => entry.status === 'Enrollment Submitted')) {
      expect(isInterestLocked(document)).toBe(true);
    }
  });
});
