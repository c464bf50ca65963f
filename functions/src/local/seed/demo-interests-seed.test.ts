import { isInterestLocked } from '@enroll/domain';
import { describe, expect, it } from 'vitest';
import { itSeedsEachRecordOnceForEveryStaffMember } from '../../../test-support/demo-seed-checks.ts';
import { demoInterestDocuments } from './demo-interests-seed.ts';

const TODAY = '2026-11-23';

describe('the demo interest entries', () => {
  const documents = demoInterestDocuments(TODAY);

  itSeedsEachRecordOnceForEveryStaffMember('entries', demoInterestDocuments, TODAY);

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
