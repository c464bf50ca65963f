/** Tests only: a stored interest entry, shared by the domain, server and staff screen tests. */
import { EMPTY_INTEREST_ADDRESS, type InterestEntry } from '../src/interest/interest-entry.ts';
import { NEW_INTEREST_STATE } from '../src/interest/interest-status-machine.ts';
import type { Site } from '../src/location/site.ts';

/**
 * A stored interest entry: a 15-year-old with a parent, New Interest, sent by the public form, no
 * learning center details, no address. Each test names what it needs different in `overrides`.
 */
export function testInterestEntry(overrides: Partial<InterestEntry> = {}): InterestEntry {
  return {
    ...EMPTY_INTEREST_ADDRESS,
    id: 'entry-1',
    _id: 'entry-1',
    _uuid: 'uuid-1',
    createdAt: '2026-03-01T17:05:00.000Z',
    updatedAt: '2026-03-01T17:05:00.000Z',
    submittedAt: '2026-03-01T17:05:00.000Z',
    submissionType: 'interest',
    ...NEW_INTEREST_STATE,
    campaign: '',
    hasCharterPreselection: true,
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

/**
 * A student entered without grade and parent (the list fixtures: a list row shows neither), laid over
 * testInterestEntry's 15-year-old with a parent.
 */
export const WITHOUT_GRADE_OR_PARENT = {
  gradeLevel: '',
  parentRelationship: '',
  parentFirstName: '',
  parentLastName: '',
} as const satisfies Partial<InterestEntry>;

/**
 * The charter and learning center a list row shows, of the site the entry was sent from; without a
 * site, an entry of no learning center (id '0'), which only a Super Admin sees.
 */
export function listedAtSite(
  site: Pick<Site, 'id' | 'name' | 'charter' | 'coordinates'> | null,
): Pick<
  InterestEntry,
  | 'hasCharterPreselection'
  | 'charter'
  | 'charter_id'
  | 'learningCenterId'
  | 'learningCenterName'
  | 'learningCenterCharter'
  | 'learningCenterCoordinates'
> {
  return {
    hasCharterPreselection: site !== null,
    charter: site?.charter.name ?? '',
    charter_id: site?.charter.id ?? '',
    learningCenterId: site?.id ?? '0',
    learningCenterName: site?.name ?? '',
    learningCenterCharter: site?.charter.name ?? '',
    learningCenterCoordinates: site?.coordinates ?? null,
  };
}
