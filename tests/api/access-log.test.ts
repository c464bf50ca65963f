// The access log (FERPA's record of disclosures): every staff read of a student's record, a list page,
// a detail, a signature image or a stored agreement, is written beside the answer (ids only), and
// an Admin of the record's charter reads who has seen it at GET /api/access-log/{entity}/{id}.
import type { AccessLogPage, RecordAccessPage } from '@enroll/domain';
import { describe, expect, it } from 'vitest';
import { exportCall, exportThroughJob, recordsOf, worksheetOf } from '../support/exports.ts';
import { letterMarker, seedInterest } from '../support/interest-write-fixtures.ts';
import { insertSignedEntry } from '../support/lelo-signed-entry.ts';
import { db } from '../support/local-stack.ts';
import { seedRegistration } from '../support/registration-fixtures.ts';
import { adminAndOtherSitesOfFile } from '../support/staff-api.ts';
import { type ApiResult, callAs, STAFF } from '../support/staff-auth.ts';

const sites = adminAndOtherSitesOfFile();
const marker = letterMarker();

const whoHasSeen = (who: string, entity: string, id: string) =>
  callAs(who, `/api/access-log/${entity}/${id}`);

/**
 * The items of a page `call` answers, once there are `count` of them: reads are written beside their
 * answer, so the log may lag behind them a little.
 */
async function itemsOnceWritten<T>(
  call: () => Promise<ApiResult>,
  itemsOf: (body: unknown) => T[],
  count: number,
): Promise<T[]> {
  let items: T[] = [];
  await expect
    .poll(
      async () => {
        const { status, body } = await call();
        items = status === 200 ? itemsOf(body) : [];
        return items.length;
      },
      { timeout: 10_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return items;
}

/** An interest of the Admin's charter, read by the User in the list page and by the Admin in its detail. */
async function interestSeenTwice() {
  const entry = await seedInterest(sites.sierraSite, {}, marker);
  expect((await callAs(STAFF.user, `/api/enrollment?search=${entry.studentLastName}`)).status).toBe(200);
  expect((await callAs(STAFF.admin, `/api/enrollment/${entry.id}`)).status).toBe(200);
  return entry;
}

/** The accesses of a record once `count` are written. */
const accessesOf = (entity: string, id: string, count: number) =>
  itemsOnceWritten(
    () => whoHasSeen(STAFF.superAdmin, entity, id),
    (body) => (body as RecordAccessPage).accesses,
    count,
  );

describe('every staff read of a record is in the access log', () => {
  it('an interest: its list page and its detail, by whom, how and from which screen; nothing of the family', async () => {
    const entry = await interestSeenTwice();
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
    const record = await seedRegistration(sites.sierraSite, marker);
    expect((await callAs(STAFF.admin, `/api/registration/${record.id}`)).status).toBe(200);
    expect(await accessesOf('registration', record.id, 1)).toEqual([
      expect.objectContaining({ staffEmail: STAFF.admin, kind: 'detail', screen: 'Registration detail' }),
    ]);
  });

  it('a secondary enrollment: its detail, a signature image and the stored agreement', async () => {
    const signed = await insertSignedEntry({ charterId: sites.adminCharter });
    const path = `/api/leloRegistration/staff/${signed.entry.id}`;
    expect((await callAs(STAFF.admin, path)).status).toBe(200);
    expect((await callAs(STAFF.admin, `${path}/signature/student`)).status).toBe(200);
    const accesses = await accessesOf('leloRegistration', signed.entry.id, 2);
    expect(accesses.map((access) => access.kind).sort()).toEqual(['detail', 'signature']);
  });

  it('a read that shows nothing (another charter, unknown id) is not a disclosure', async () => {
    const entry = await seedInterest(sites.otherSite, {}, marker);
    expect((await callAs(STAFF.admin, `/api/enrollment/${entry.id}`)).status).toBe(404);
    expect((await callAs(STAFF.superAdmin, `/api/enrollment/${entry.id}`)).status).toBe(200);
    const accesses = await accessesOf('interest', entry.id, 1);
    expect(accesses.map((access) => access.staffEmail)).toEqual([STAFF.superAdmin]);
  });
});

describe('GET /api/access-log/{entity}/{id}', () => {
  it('is for Admins and up of the record’s charter: a Contributor is refused, another charter’s record is 404', async () => {
    const mine = await seedInterest(sites.sierraSite, {}, marker);
    const theirs = await seedInterest(sites.otherSite, {}, marker);
    expect((await whoHasSeen(STAFF.contributor, 'interest', mine.id)).status).toBe(403);
    expect((await whoHasSeen(STAFF.admin, 'interest', mine.id)).status).toBe(200);
    expect((await whoHasSeen(STAFF.admin, 'interest', theirs.id)).status).toBe(404);
    expect((await whoHasSeen(STAFF.admin, 'student', mine.id)).status).toBe(404);
    expect((await whoHasSeen(STAFF.admin, 'registration', mine.id)).status).toBe(404);
    expect((await callAs(null, `/api/access-log/interest/${mine.id}`)).status).toBe(401);
  });
});

/** The log's lines for a query once `count` are there. */
const logLinesOf = (who: string, query: string, count: number) =>
  itemsOnceWritten(
    () => callAs(who, `/api/access-log?${query}`),
    (body) => (body as AccessLogPage).rows,
    count,
  );

describe('GET /api/access-log (the Access and export log)', () => {
  it('lists a record’s reads and its export, newest first, filtered by record, person, kind and dates', async () => {
    const entry = await interestSeenTwice();
    const pdf = await exportCall(STAFF.superAdmin, `/api/enrollment/${entry.id}/pdf`);
    expect(pdf.status).toBe(200);
    await pdf.arrayBuffer();

    const lines = await logLinesOf(STAFF.admin, `record=${entry.id}`, 3);
    expect(lines.map(({ staffEmail, kind, entity }) => ({ staffEmail, kind, entity }))).toEqual([
      { staffEmail: STAFF.superAdmin, kind: 'export', entity: 'interest' },
      { staffEmail: STAFF.admin, kind: 'detail', entity: 'interest' },
      { staffEmail: STAFF.user, kind: 'list', entity: 'interest' },
    ]);
    expect(lines[0]).toMatchObject({
      recordCount: 1,
      recordIds: [entry.id],
      exportStatus: 'success',
      exportType: 'pdf',
    });
    expect(lines[0]?.fileName).toMatch(/\.pdf$/);
    expect(lines[1]).toMatchObject({
      recordCount: 1,
      recordIds: [entry.id],
      fileName: null,
      screen: 'Interest detail',
    });
    expect(lines[2]?.recordIds).toContain(entry.id);

    const byPerson = await callAs(STAFF.admin, `/api/access-log?record=${entry.id}&person=USER@learn4life`);
    expect((byPerson.body as AccessLogPage).rows.map((line) => line.kind)).toEqual(['list']);
    const byKind = await callAs(STAFF.admin, `/api/access-log?record=${entry.id}&kind=export`);
    expect((byKind.body as AccessLogPage).rows.map((line) => line.staffEmail)).toEqual([STAFF.superAdmin]);
    const listed = await callAs(STAFF.admin, `/api/access-log?record=${entry.id}&kind=list`);
    expect((listed.body as AccessLogPage).rows.map((line) => line.staffEmail)).toEqual([STAFF.user]);
    const past = await callAs(
      STAFF.admin,
      `/api/access-log?record=${entry.id}&startDate=2020-01-01&endDate=2020-12-31`,
    );
    expect(past.status).toBe(200);
    expect(past.body).toEqual({ rows: [], nextCursor: null, total: 0 });
    const today = lines[0]?.at.slice(0, 10) ?? '';
    const around = await callAs(
      STAFF.admin,
      `/api/access-log?record=${entry.id}&startDate=2020-01-01&endDate=${today.slice(0, 4)}-12-31`,
    );
    expect((around.body as AccessLogPage).rows).toHaveLength(3);

    // "Who has seen this record" shows the export too.
    const seen = await accessesOf('interest', entry.id, 3);
    expect(seen.map((access) => access.kind)).toEqual(['export', 'detail', 'list']);
  });

  it('pages newest first by keyset, with the total on the first page', async () => {
    const entry = await seedInterest(sites.sierraSite, {}, marker);
    for (let read = 0; read < 3; read += 1) {
      expect((await callAs(STAFF.admin, `/api/enrollment/${entry.id}`)).status).toBe(200);
    }
    const all = await logLinesOf(STAFF.admin, `record=${entry.id}`, 3);
    const first = await callAs(STAFF.admin, `/api/access-log?record=${entry.id}&pageSize=2`);
    const firstPage = first.body as AccessLogPage;
    expect(firstPage.total).toBe(3);
    expect(firstPage.rows.map((line) => line.id)).toEqual(all.slice(0, 2).map((line) => line.id));
    expect(firstPage.nextCursor).toEqual(expect.any(String));
    const second = await callAs(
      STAFF.admin,
      `/api/access-log?record=${entry.id}&pageSize=2&cursor=${firstPage.nextCursor}`,
    );
    expect(second.body).toEqual({ rows: [all[2]], nextCursor: null, total: null });
    const broken = await callAs(STAFF.admin, `/api/access-log?record=${entry.id}&cursor=bm90LWpzb24`);
    expect(broken.status).toBe(400);
  });

  it('an Admin sees the lines of their charters only; a Super Admin sees all', async () => {
    const theirs = await seedInterest(sites.otherSite, {}, marker);
    expect((await callAs(STAFF.superAdmin, `/api/enrollment/${theirs.id}`)).status).toBe(200);
    await logLinesOf(STAFF.superAdmin, `record=${theirs.id}`, 1);
    const asAdmin = await callAs(STAFF.admin, `/api/access-log?record=${theirs.id}`);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body).toEqual({ rows: [], nextCursor: null, total: 0 });
  });

  it('is for Admins and up, and bad filters are 400 with field errors', async () => {
    expect((await callAs(STAFF.contributor, '/api/access-log')).status).toBe(403);
    expect((await callAs(STAFF.user, '/api/access-log/export')).status).toBe(403);
    expect((await callAs(null, '/api/access-log')).status).toBe(401);
    const bad = await callAs(STAFF.admin, '/api/access-log?startDate=2026-02-30&kind=peek&record=a%20b');
    expect(bad.status).toBe(400);
    const fields = (bad.body as { errors: { field: string; code: string }[] }).errors;
    expect(fields.map(({ field, code }) => `${field}:${code}`).sort()).toEqual([
      'kind:invalid',
      'record:accessLog.record.invalid',
      'startDate:accessLog.date.invalid',
    ]);
    const reversed = await callAs(STAFF.admin, '/api/access-log?startDate=2026-03-02&endDate=2026-03-01');
    expect(reversed.status).toBe(400);
    expect(reversed.body).toMatchObject({
      errors: [{ field: 'startDate', message: 'The start date must be before the end date.' }],
    });
  });

  it('exports the filtered log to Excel through an export job, and the export is itself on the log', async () => {
    const entry = await seedInterest(sites.sierraSite, {}, marker);
    expect((await callAs(STAFF.admin, `/api/enrollment/${entry.id}`)).status).toBe(200);
    await logLinesOf(STAFF.admin, `record=${entry.id}`, 1);
    const response = await exportThroughJob(STAFF.admin, `/api/access-log/export?record=${entry.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('access_and_export_log.xlsx');
    expect(response.headers.get('x-record-count')).toBe('1');
    const sheet = await worksheetOf(await response.arrayBuffer(), 'Access and export log');
    expect(recordsOf(sheet)).toEqual([
      {
        When: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} [AP]M$/),
        Person: STAFF.admin,
        What: 'Opened',
        'Record Type': 'Interest',
        Screen: 'Interest detail',
        Records: 1,
        'Record IDs': entry.id,
        'File Name': null,
        'Export Status': null,
      },
    ]);
    const none = await exportThroughJob(STAFF.admin, '/api/access-log/export?record=no-such-record');
    expect(none.status).toBe(404);
    const exported = await logLinesOf(STAFF.admin, 'kind=export&person=admin@learn4life.example', 1);
    expect(exported.find((line) => line.fileName === 'access_and_export_log.xlsx')).toMatchObject({
      screen: 'Access and Export Log',
      entity: null,
      recordCount: 1,
    });
  });
});
