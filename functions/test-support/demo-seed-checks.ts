import { expect, it } from 'vitest';
import { STAFF_USER_SEED } from '../src/local/seed/staff-seed.ts';

/** A seeded demo record: its fixed ids and the charter it belongs to. */
interface DemoRecord {
  id: string;
  _uuid: string;
  charter_id: string;
}

/**
 * The checks every demo seed of staff records passes: fixed ids and uuids (the seed creates each
 * record once, however often it runs) and records of their own for every seeded staff member with
 * charters (`records` names them in the test's title).
 */
export function itSeedsEachRecordOnceForEveryStaffMember(
  records: string,
  documentsOf: (today: string) => DemoRecord[],
  today: string,
): void {
  const documents = documentsOf(today);

  it('have fixed ids and uuids, so the seed creates each once', () => {
    expect(new Set(documents.map((document) => document.id)).size).toBe(documents.length);
    expect(documentsOf(today).map((document) => document._uuid)).toEqual(
      documents.map((document) => document._uuid),
    );
  });

  it(`give every seeded staff member with charters some ${records} of their own`, () => {
    for (const user of STAFF_USER_SEED.filter((seeded) => seeded.charterAssignments.length > 0)) {
      const mine = new Set(user.charterAssignments.map((charter) => charter._id));
      expect(documents.filter((document) => mine.has(document.charter_id)).length).toBeGreaterThan(0);
    }
  });
}
