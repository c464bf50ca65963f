import { randomBytes, randomUUID } from 'node:crypto';
import {
  addDaysIso,
  type BatchStatusUpdateResponse,
  businessToday,
  type OrientationListPage,
  type OrientationOptions,
  type RegistrationRecord,
  type ScheduledOrientationRow,
  type Site,
  upcomingOrientationDates,
} from '@enroll/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { letterMarker } from '../support/interest-write-fixtures.ts';
import { db, waitForOutbox } from '../support/local-stack.ts';
import { liveOrientation, VIRTUAL_ORIENTATION } from '../support/orientation-fixtures.ts';
import {
  readRegistration,
  registrations,
  type StoredRegistrationDocument,
  seedRegistration,
} from '../support/registration-fixtures.ts';
import { fieldErrorsOf, staffWriteSitesOfFile } from '../support/staff-api.ts';
import { callAs, STAFF } from '../support/staff-auth.ts';
import { staffListAt } from '../support/staff-list.ts';

/**
 * /scheduled-orientations against the real local stack: GET /api/registration/orientations
 * (scope, rows, order, search, paging), PATCH /api/registration/batch-status-update (each row on its
 * own, the stored statuses, the final-enrollment e-mails in the outbox) and GET
 * /api/registration/{id}/orientation-options.
 */

const CONFLICT = 'This registration was changed by someone else. Please reload it and try again.';
const ILLEGAL =
  'This step is not available for the registration in its current status. Please reload it to see where it stands.';

const staffSites = staffWriteSitesOfFile();
const today = businessToday();

/** Waiting for a live orientation on `date` (10:00AM to 11:30AM). */
const liveOn = (date: string) => liveOrientation(date, '10:00AM', '11:30AM');

/** A registration of `marker` (its last name 'Reg{marker}') with its own first name and addresses. */
function seed(site: Site, marker: string, firstName: string, overrides: Partial<RegistrationRecord>) {
  return seedRegistration(site, marker, overrides, {
    firstName,
    studentEmail: `${firstName.toLowerCase()}.${marker}@example.com`,
    pgPrimaryEmail: `parent.${firstName.toLowerCase()}.${marker}@example.com`,
  });
}

const { page: listAs } = staffListAt('/api/registration/orientations');

async function pageAs(who: string, query: Record<string, string>): Promise<OrientationListPage> {
  const result = await listAs(who, query);
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body as OrientationListPage;
}

const idsOf = (page: OrientationListPage) => page.rows.map((row) => row.id);

function batchAs(who: string, body: unknown) {
  return callAs(who, '/api/registration/batch-status-update', { method: 'PATCH', body });
}

describe('GET /api/registration/orientations', () => {
  const marker = letterMarker();
  let soon: StoredRegistrationDocument;
  let later: StoredRegistrationDocument;
  let virtual: StoredRegistrationDocument;
  let submitted: StoredRegistrationDocument;
  let complete: StoredRegistrationDocument;
  let otherCharter: StoredRegistrationDocument;

  beforeAll(async () => {
    later = await seed(staffSites.flexSite, marker, 'Bella', {
      ...liveOn(addDaysIso(today, 10)),
      registerForIntercession: true,
    });
    soon = await seed(staffSites.flexSite, marker, 'Carl', {
      ...liveOn(addDaysIso(today, 3)),
      programs: { iep: true, fiveZeroFour: true, ell: false, cte: 'unchecked' },
    });
    virtual = await seed(staffSites.flexSite, marker, 'Abel', VIRTUAL_ORIENTATION);
    submitted = await seed(staffSites.flexSite, marker, 'Dana', { status: 'Enrollment Submitted' });
    complete = await seed(staffSites.flexSite, marker, 'Emil', {
      ...liveOn(addDaysIso(today, 1)),
      status: 'Enrollment Complete',
    });
    otherCharter = await seed(staffSites.sierraSite, marker, 'Finn', liveOn(addDaysIso(today, 2)));
  });

  it("lists the caller's waiting registrations, soonest live orientation first, virtual ones after", async () => {
    const page = await pageAs(STAFF.contributor, { search: `reg${marker}` });
    expect(idsOf(page)).toEqual([soon.id, later.id, virtual.id]);
    expect(page.total).toBe(3);
    expect(page.nextCursor).toBeNull();
    for (const absent of [submitted, complete, otherCharter]) expect(idsOf(page)).not.toContain(absent.id);
    // The User of the other charter sees its row and none of these.
    const user = await pageAs(STAFF.user, { search: `reg${marker}` });
    expect(idsOf(user)).toEqual([otherCharter.id]);
  });

  it('answers the table rows: the ETag, the date text before " - " or Virtual, enrollment, age, programs', async () => {
    const page = await pageAs(STAFF.contributor, { search: `reg${marker}` });
    const [first, second, third] = page.rows as [
      ScheduledOrientationRow,
      ScheduledOrientationRow,
      ScheduledOrientationRow,
    ];
    const [year, month, day] = addDaysIso(today, 3).split('-');
    expect(first).toEqual({
      id: soon.id,
      charter_id: soon.charter_id,
      etag: soon._etag,
      orientationType: 'LIVE',
      orientationDate: `${month}/${day}/${year} 10:00AM`,
      status: 'Orientation Scheduled',
      learningCenterName: soon.learningCenterName,
      enrollment: 'Regular',
      firstName: 'Carl',
      lastName: `Reg${marker}`,
      age: 15,
      programs: ['IEP', '504'],
    });
    expect(second).toMatchObject({ id: later.id, enrollment: 'Intersession', programs: [] });
    expect(second.orientationDate).toBe(later.orientationTime.split(' - ')[0]);
    expect(third).toMatchObject({
      id: virtual.id,
      orientationType: 'VIRTUAL',
      orientationDate: 'Virtual',
      status: 'Virtual Orientation Sent',
    });
  });

  it('sorts by the columns both ways and pages with a cursor', async () => {
    const search = `reg${marker}`;
    const byName = await pageAs(STAFF.contributor, { search, sort: 'studentName', order: 'asc' });
    expect(idsOf(byName)).toEqual([virtual.id, later.id, soon.id]);
    const byDate = await pageAs(STAFF.contributor, { search, sort: 'orientationDate', order: 'desc' });
    expect(idsOf(byDate)).toEqual([virtual.id, later.id, soon.id]);
    const byStatus = await pageAs(STAFF.contributor, { search, sort: 'status', order: 'desc' });
    expect(idsOf(byStatus)[0]).toBe(virtual.id);
    const byType = await pageAs(STAFF.contributor, { search, sort: 'enrollmentType', order: 'asc' });
    expect(idsOf(byType)[0]).toBe(later.id);

    const first = await pageAs(STAFF.contributor, { search, pageSize: '2' });
    expect(idsOf(first)).toEqual([soon.id, later.id]);
    expect(first.total).toBe(3);
    if (!first.nextCursor) throw new Error('no next page');
    const second = await pageAs(STAFF.contributor, { search, pageSize: '2', cursor: first.nextCursor });
    expect(idsOf(second)).toEqual([virtual.id]);
    expect(second.total).toBeNull();
    expect(second.nextCursor).toBeNull();

    const bad = await listAs(STAFF.contributor, { sort: 'email' });
    expect(bad.status).toBe(400);
    expect(Object.keys(fieldErrorsOf(bad.body))).toEqual(['sort']);
  });

  it('searches the student name, the learning center and the status', async () => {
    const byFirstName = await pageAs(STAFF.contributor, { search: `carl reg${marker}`.toUpperCase() });
    expect(idsOf(byFirstName)).toEqual([soon.id]);
    const byCenter = await pageAs(STAFF.contributor, { search: staffSites.flexSite.name, pageSize: '100' });
    expect(idsOf(byCenter)).toEqual(expect.arrayContaining([soon.id, later.id, virtual.id]));
    for (const row of byCenter.rows)
      expect(row.learningCenterName.toLowerCase()).toContain(staffSites.flexSite.name.toLowerCase());
    const byStatus = await pageAs(STAFF.user, { search: 'orientation scheduled', pageSize: '100' });
    expect(idsOf(byStatus)).toContain(otherCharter.id);
    for (const row of byStatus.rows) expect(row.status).toBe('Orientation Scheduled');
  });
});

describe('PATCH /api/registration/batch-status-update', () => {
  it('lets a User list but not complete (403), writing nothing', async () => {
    const marker = letterMarker();
    const own = await seed(staffSites.sierraSite, marker, 'Gina', liveOn(addDaysIso(today, 4)));
    const listed = await pageAs(STAFF.user, { search: `reg${marker}` });
    expect(idsOf(listed)).toEqual([own.id]);
    const refused = await batchAs(STAFF.user, { selectedItems: [{ id: own.id, etag: own._etag }] });
    expect(refused.status).toBe(403);
    expect((await readRegistration(own.id))?._etag).toBe(own._etag);
  });

  it('completes each row on its own: stale, illegal and unknown rows never stop the others', async () => {
    const marker = letterMarker();
    const live = await seed(staffSites.flexSite, marker, 'Hana', liveOn(addDaysIso(today, 5)));
    const stale = await seed(staffSites.flexSite, marker, 'Ivan', liveOn(addDaysIso(today, 6)));
    const virtual = await seed(staffSites.flexSite, marker, 'Jade', VIRTUAL_ORIENTATION);
    const notReady = await seed(staffSites.flexSite, marker, 'Kurt', { status: 'Enrollment Submitted' });
    const elsewhere = await seed(staffSites.sierraSite, marker, 'Lena', liveOn(addDaysIso(today, 5)));
    const listed = await pageAs(STAFF.contributor, { search: `reg${marker}` });
    expect(idsOf(listed)).toEqual([live.id, stale.id, virtual.id]);
    // Someone else changes one row after it was listed: its listed ETag is stale.
    const { resource: changed } = await registrations
      .item(stale.id, stale.id)
      .replace({ ...(await readRegistration(stale.id)), programDescription: 'Changed meanwhile.' });
    const etagOf = (id: string) => listed.rows.find((row) => row.id === id)?.etag ?? '';

    const result = await batchAs(STAFF.contributor, {
      selectedItems: [
        { id: live.id, etag: etagOf(live.id) },
        { id: stale.id, etag: etagOf(stale.id) },
        { id: virtual.id, etag: etagOf(virtual.id) },
        { id: notReady.id, etag: notReady._etag },
        { id: elsewhere.id, etag: elsewhere._etag },
      ],
    });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect((result.body as BatchStatusUpdateResponse).results).toEqual([
      {
        id: live.id,
        outcome: 'completed',
        studentName: `Hana Reg${marker}`,
        message: `Hana Reg${marker}'s Enrollment Completed`,
      },
      { id: stale.id, outcome: 'conflict', studentName: `Ivan Reg${marker}`, message: CONFLICT },
      {
        id: virtual.id,
        outcome: 'completed',
        studentName: `Jade Reg${marker}`,
        message: `Jade Reg${marker}'s Enrollment Completed`,
      },
      { id: notReady.id, outcome: 'illegal', studentName: `Kurt Reg${marker}`, message: ILLEGAL },
      { id: elsewhere.id, outcome: 'notFound', studentName: '', message: 'No registration has this id.' },
    ]);

    for (const done of [live, virtual]) {
      expect(await readRegistration(done.id)).toMatchObject({
        status: 'Enrollment Complete',
        progressLevel: 3,
        processingLevel: 2,
        orientationType: done.orientationType,
      });
    }
    expect((await readRegistration(stale.id))?._etag).toBe(changed?._etag);
    expect((await readRegistration(stale.id))?.status).toBe('Orientation Scheduled');
    expect((await readRegistration(notReady.id))?._etag).toBe(notReady._etag);
    expect((await readRegistration(elsewhere.id))?._etag).toBe(elsewhere._etag);
    // The completed rows leave the list; the stale one stays, to be completed with its new ETag.
    expect(idsOf(await pageAs(STAFF.contributor, { search: `reg${marker}` }))).toEqual([stale.id]);

    // The final-enrollment e-mail goes to each completed family (student and parent), no one else.
    const mails = await waitForOutbox(
      (message) => message.to.endsWith(`.${marker}@example.com`) && message.subject.endsWith(' is complete'),
      4,
    );
    expect(mails.map((message) => message.to).sort()).toEqual(
      [
        `hana.${marker}@example.com`,
        `jade.${marker}@example.com`,
        `parent.hana.${marker}@example.com`,
        `parent.jade.${marker}@example.com`,
      ].sort(),
    );
    expect(mails.find((message) => message.to === `hana.${marker}@example.com`)?.subject).toBe(
      `Hana's enrollment at ${staffSites.flexSite.name} is complete`,
    );

    // A second completion of an already complete row is refused by the status machine.
    const again = await readRegistration(live.id);
    const repeat = await batchAs(STAFF.contributor, {
      selectedItems: [{ id: live.id, etag: again?._etag ?? '' }],
    });
    expect((repeat.body as BatchStatusUpdateResponse).results[0]).toMatchObject({ outcome: 'illegal' });
    expect((await readRegistration(live.id))?._etag).toBe(again?._etag);
  });

  it('validates the body: 400 on selectedItems with its message', async () => {
    const id = randomUUID();
    const cases: [unknown, string | null][] = [
      [{ selectedItems: [] }, 'Please select at least one orientation.'],
      [
        {
          selectedItems: [
            { id, etag: 'a' },
            { id, etag: 'b' },
          ],
        },
        'Each orientation can be selected once.',
      ],
      [{}, null],
    ];
    for (const [body, message] of cases) {
      const result = await batchAs(STAFF.contributor, body);
      expect(result.status, JSON.stringify(result.body)).toBe(400);
      const errors = fieldErrorsOf(result.body);
      expect(Object.keys(errors)).toEqual(['selectedItems']);
      if (message !== null) expect(errors.selectedItems?.message).toBe(message);
    }
  });
});

describe('GET /api/registration/{id}/orientation-options', () => {
  const sites = db.container('sites');
  const siteId = randomBytes(12).toString('hex');
  let testSite: Site;

  beforeAll(async () => {
    // A learning center of the Contributor's charter with a past date and two upcoming ones, unsorted.
    const { _rid, _self, _etag, _attachments, _ts, searchText, ...base } = staffSites.flexSite as Site &
      Record<string, unknown>;
    testSite = {
      ...base,
      id: siteId,
      orientation: {
        orientation_dates: [
          { date: addDaysIso(today, 9), start_time: '5:30 PM', end_time: '7:00 PM' },
          { date: addDaysIso(today, -2), start_time: '10:00 AM', end_time: '11:30 AM' },
          { date: today, start_time: '10:00 AM', end_time: '11:30 AM' },
        ],
        virtual_link: `https://meet.example.org/orientation/${siteId}`,
      },
    };
    await sites.items.create({ ...testSite, searchText: `orientation options ${siteId}` });
  });

  afterAll(async () => {
    await sites.item(siteId, siteId).delete();
  });

  it("answers the site's brand, its dates from today on and its virtual link", async () => {
    const record = await seed(testSite, letterMarker(), 'Mona', { status: 'Enrollment Submitted' });
    const result = await callAs(STAFF.contributor, `/api/registration/${record.id}/orientation-options`);
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    const options = result.body as OrientationOptions;
    expect(options).toEqual({
      brandName: staffSites.flexSite.brandName,
      orientation_dates: [
        { date: today, start_time: '10:00 AM', end_time: '11:30 AM' },
        { date: addDaysIso(today, 9), start_time: '5:30 PM', end_time: '7:00 PM' },
      ],
      virtual_link: `https://meet.example.org/orientation/${siteId}`,
    });
    expect(options.orientation_dates).toEqual(
      upcomingOrientationDates(testSite.orientation.orientation_dates, today),
    );
  });

  it('is for Contributors and up (a User 403) and answers another charter as 404', async () => {
    const own = await seed(staffSites.flexSite, letterMarker(), 'Nils', { status: 'Enrollment Submitted' });
    const other = await seed(staffSites.sierraSite, letterMarker(), 'Olga', {
      status: 'Enrollment Submitted',
    });
    expect((await callAs(STAFF.user, `/api/registration/${other.id}/orientation-options`)).status).toBe(403);
    expect(
      (await callAs(STAFF.contributor, `/api/registration/${other.id}/orientation-options`)).status,
    ).toBe(404);
    expect((await callAs(STAFF.contributor, '/api/registration/not-an-id/orientation-options')).status).toBe(
      404,
    );
    const admin = await callAs(STAFF.admin, `/api/registration/${other.id}/orientation-options`);
    expect(admin.status).toBe(200);
    expect((admin.body as OrientationOptions).brandName).toBe(staffSites.sierraSite.brandName);
    const mine = await callAs(STAFF.contributor, `/api/registration/${own.id}/orientation-options`);
    expect(mine.body).toEqual({
      brandName: staffSites.flexSite.brandName,
      orientation_dates: upcomingOrientationDates(staffSites.flexSite.orientation.orientation_dates, today),
      virtual_link: staffSites.flexSite.orientation.virtual_link,
    });
  });
});
