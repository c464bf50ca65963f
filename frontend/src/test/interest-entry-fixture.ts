import { EMPTY_INTEREST_ADDRESS, type InterestEntry } from '@enroll/domain';

/**
 * A stored interest entry for the staff screens' tests: a 15-year-old with a parent, New Interest, at a
 * learning center. Each test names what it needs different in `overrides`.
 */
export function interestEntryFixture(overrides: Partial<InterestEntry> = {}): InterestEntry {
  return {
    ...EMPTY_INTEREST_ADDRESS,
    id: 'entry-1',
    _id: 'entry-1',
    _uuid: 'uuid-1',
    createdAt: '2026-03-01T17:05:00.000Z',
    updatedAt: '2026-03-01T17:05:00.000Z',
    submittedAt: '2026-03-01T17:05:00.000Z',
    submissionType: 'interest',
    status: 'New Interest',
    enrollstatus: 'No',
    lastContactDate: null,
    campaign: '',
    hasCharterPreselection: true,
    InterestListStatus: false,
    studentFirstName: 'Marisol',
    studentLastName: 'Quintero',
    birthDate: '2010-04-09',
    age: 15,
    gradeLevel: '10',
    parentRelationship: 'Parent',
    parentFirstName: 'Elena',
    parentLastName: 'Quintero',
    primaryEmail: 'elena@example.com',
    phone: '555-123-4567',
    charter: '',
    charter_id: '',
    learningCenterId: '',
    learningCenterName: '',
    learningCenterCharter: '',
    learningCenterAddress: '',
    learningCenterCoordinates: null,
    charterWebsite: '',
    charterContactnumber: '',
    brandIcon: '',
    brandName: '',
    principal: '',
    createdBy: 'public',
    ...overrides,
  };
}
