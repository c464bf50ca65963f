// The access log (FERPA's record of disclosures): every staff read of a student's record, a list page,
// a detail, a signature image or a stored agreement, is written beside the answer (ids only), and
// an Admin of the record's charter reads who has seen it at GET /api/access-log/{entity}/{id}.
import type { RecordAccessPage, Site } from '@enroll/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { charterIdsOf, letterMarker, seedInterest } from '../support/interest-write-fixtures.ts';
import { insertSignedEntry } from '../support/lelo-signed-entry.ts';
import { db } from '../support/local-stack.ts';
import { seedRegistration } from '../support/registration-fixtures.ts';
import { adminAndOtherSites } from '../support/staff-api.ts';
import { callAs, STAFF, upsertStaffSeed } from '../support/staff-auth.ts';

let sierraSite: Site;
let otherSite: Site;
let adminCharter = '';
const marker = letterMarker();

beforeAll(async () => {
  await upsertStaffSeed();
  ({ sierraSite, otherSite } = await adminAndOtherSites());
  [adminCharter = ''] = await charterIdsOf(STAFF.admin);
});

const whoHasSeen = (who: string, entity: string, id: string) =>
  callAs(who, `/api/access-log/${entity}/${id}`);

/** The accesses of a record once `count` are written (they are written beside the answer). */
async function accessesOf(entity: string, id: string, count: number): Promise<RecordAccessPage['accesses']> {
  let accesses: RecordAccessPage['accesses'] = [];
  await expect
    .poll(
      async () => {
        const { status, body } = await whoHasSeen(STAFF.superAdmin, entity, id);
        accesses = status === 200 ? (body as RecordAccessPage).accesses : [];
        return accesses.length;
      },
      { timeout: 10_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return accesses;
}

describe('every staff read of a record is in the access log', () => {
  it('an interest: its list page and its detail, by whom, how and from which screen; nothing of the family', async () => {
    const entry = await seedInterest(sierraSite, {}, marker);
    expect((await callAs(STAFF.user, `/api/enrollment?search=${entry.studentLastName}`)).status).toBe(200);
    expect((await callAs(STAFF.admin, `/api/enrollment/${entry.id}`)).status).toBe(200);
    const accesses = await accessesOf('interest', entry.id, 2);
    expect(accesses).toEqual([
      expect.objectContaining({ staffEmail: STAFF.admin, kind: 'detail', screen: 'Interest detail' }),
      expect.objectContaining({ staffEmail: STAFF.user, kind: 'list', screen: 'Interest Forms' }),
    ]);
    expect(Date.parse(accesses[0]?.at ?? '')).not.toBeNaN();
    const { resources } = await db
      .container('accessLog')
      .items.query({
        query: 'SELECT * FROM c WHERE ARRAY_CONTAINS(c.recordIds, @id)',
        parameters: [{ name: '@id', value: entry.id }],
      })
      .fetchAll();
    for (const stored of resources) {
      expect(JSON.stringify(stored)).not.toContain(entry.studentLastName);
      expect(JSON.stringify(stored)).not.toContain(entry.primaryEmail);
    }
  });

  it('a registration: its detail', async () => {
    const record = await seedRegistration(sierraSite, marker);
    expect((await callAs(STAFF.admin, `/api/registration/${record.id}`)).status).toBe(200);
    expect(await accessesOf('registration', record.id, 1)).toEqual([
      expect.objectContaining({ staffEmail: STAFF.admin, kind: 'detail', screen: 'Registration detail' }),
    ]);
  });

  it('a secondary enrollment: its detail, a signature image and the stored agreement', async () => {
    const signed = await insertSignedEntry({ charterId: adminCharter });
    const path = `/api/leloRegistration/staff/${signed.entry.id}`;
    expect((await callAs(STAFF.admin, path)).status).toBe(200);
    expect((await callAs(STAFF.admin, `${path}/signature/student`)).status).toBe(200);
    const accesses = await accessesOf('leloRegistration', signed.entry.id, 2);
    expect(accesses.map((access) => access.kind).sort()).toEqual(['detail', 'signature']);
  });

  it('a read that shows nothing (another charter, unknown id) is not a disclosure', async () => {
    const entry = await seedInterest(otherSite, {}, marker);
    expect((await callAs(STAFF.admin, `/api/enrollment/${entry.id}`)).status).toBe(404);
    expect((await callAs(STAFF.superAdmin, `/api/enrollment/${entry.id}`)).status).toBe(200);
    const accesses = await accessesOf('interest', entry.id, 1);
    expect(accesses.map((access) => access.staffEmail)).toEqual([STAFF.superAdmin]);
  });
});

describe('GET /api/access-log/{entity}/{id}', () => {
  it('is for Admins and up of the record’s charter: a Contributor is refused, another charter’s record is 404', async () => {
    const mine = await seedInterest(sierraSite, {}, marker);
    const theirs = await seedInterest(otherSite, {}, marker);
    expect((await whoHasSeen(STAFF.contributor, 'interest', mine.id)).status).toBe(403);
    expect((await whoHasSeen(STAFF.admin, 'interest', mine.id)).status).toBe(200);
    expect((await whoHasSeen(STAFF.admin, 'interest', theirs.id)).status).toBe(404);
    expect((await whoHasSeen(STAFF.admin, 'student', mine.id)).status).toBe(404);
    expect((await whoHasSeen(STAFF.admin, 'registration', mine.id)).status).toBe(404);
    expect((await callAs(null, `/api/access-log/interest/${mine.id}`)).status).toBe(401);
  });
});
