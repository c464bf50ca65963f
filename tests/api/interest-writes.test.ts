import { randomUUID } from 'node:crypto';
import type { InterestEntry, RegistrationHandover, RegistrationTransferResult } from '@enroll/domain';
import { describe, expect, it } from 'vitest';
import {
  auditRecordsOf,
  editBodyOf,
  letterMarker,
  notesOf,
  readStored,
  type StoredEntry,
  seedInterest,
  staffInterestBody,
  transferInterest,
  transfersOf,
} from '../support/interest-write-fixtures.ts';
import { fieldErrorsOf, ifMatchCall, staffWriteSitesOfFile } from '../support/staff-api.ts';
import { type ApiResult, callAs, STAFF } from '../support/staff-auth.ts';

const sites = staffWriteSitesOfFile();

function edit(who: string, id: string, body: unknown, etag?: string) {
  return ifMatchCall(who, 'PUT', `/api/enrollment/${id}`, etag, body);
}

/** The coordinator (the Contributor) saves the entry's own answers with `changes`, at its stored version. */
function editAsCoordinator(entry: StoredEntry, changes: Record<string, unknown>) {
  return edit(STAFF.contributor, entry.id, { ...editBodyOf(entry), ...changes }, entry._etag);
}

function setStatus(who: string, id: string, body: unknown, etag?: string) {
  return ifMatchCall(who, 'PUT', `/api/enrollment/status/${id}`, etag, body);
}

/**
 * An Admin's status move the entry's state does not allow, made at the version the `latest` answer
 * carries (so it is refused by the machine, not as stale): 409 'interest.transition.invalid'.
 */
async function expectMoveRefused(id: string, body: unknown, latest: ApiResult) {
  const refused = await setStatus(STAFF.admin, id, body, latest.headers.get('etag') ?? '');
  expect(refused.status).toBe(409);
  expect(refused.body).toMatchObject({ code: 'interest.transition.invalid' });
}

describe('PUT /api/enrollment/{id} (Edit Interest)', () => {
  it('stores the edit with the site fields, recalculates the age and keeps the status; answers a new ETag', async () => {
    const entry = await seedInterest(sites.flexSite, { status: 'Follow up Required' });
    const body = {
      ...editBodyOf(entry),
      studentFirstName: 'Anna Maria',
      birthDate: entry.birthDate.replace(/^\d{4}/, (year) => String(Number(year) - 1)),
      learningCenterId: sites.flexSite2.id,
    };
    const { status, body: answer, headers } = await edit(STAFF.contributor, entry.id, body, entry._etag);
    expect(status).toBe(200);
    const edited = answer as InterestEntry;
    expect(edited).toMatchObject({
      id: entry.id,
      studentFirstName: 'Anna Maria',
      age: entry.age + 1,
      status: 'Follow up Required',
      enrollstatus: 'No',
      learningCenterId: sites.flexSite2.id,
      learningCenterName: sites.flexSite2.name,
      charter_id: sites.flexSite2.charter.id,
    });
    expect(edited).not.toHaveProperty('_etag');
    expect(edited).not.toHaveProperty('listKeys');
    const stored = await readStored(entry.id);
    expect(headers.get('etag')).toBe(stored?._etag);
    expect(stored?._etag).not.toBe(entry._etag);
    expect(stored).toHaveProperty('listKeys');
  });

  it('refuses a second edit made with the same ETag (409) and one without If-Match (428)', async () => {
    const entry = await seedInterest(sites.flexSite);
    const first = await editAsCoordinator(entry, { city: 'Palmdale' });
    expect(first.status).toBe(200);
    const second = await editAsCoordinator(entry, { city: 'Mojave' });
    expect(second.status).toBe(409);
    expect(second.body).toEqual({
      message: 'This entry was changed by someone else. Please reload it and try again.',
      code: 'interest.conflict',
    });
    const missing = await edit(STAFF.contributor, entry.id, editBodyOf(entry));
    expect(missing.status).toBe(428);
    expect(missing.body).toMatchObject({ code: 'interest.ifMatch.required' });
    expect((await readStored(entry.id))?.city).toBe('Palmdale');
  });

  it('answers field errors: a 51-character name, a name with a digit, ZIP 123', async () => {
    const entry = await seedInterest(sites.flexSite);
    const { status, body } = await editAsCoordinator(entry, {
      studentFirstName: 'A'.repeat(51),
      studentLastName: 'Reyes2',
      zipCode: '123',
    });
    expect(status).toBe(400);
    const errors = fieldErrorsOf(body);
    expect(errors.studentFirstName?.code).toBe('name.max');
    expect(errors.studentLastName?.message).toBe(
      'Use letters, spaces, apostrophes, hyphens and periods only.',
    );
    expect(errors.zipCode?.message).toBe('ZIP code must be 5 digits.');
    expect((await readStored(entry.id))?._etag).toBe(entry._etag);
  });

  it('checks the site: of the body charter (400), in the caller scope (403)', async () => {
    const entry = await seedInterest(sites.flexSite);
    const notOfCharter = await editAsCoordinator(entry, { learningCenterId: sites.sierraSite.id });
    expect(notOfCharter.status).toBe(400);
    expect(fieldErrorsOf(notOfCharter.body).learningCenterId?.code).toBe('interest.site.notCharter');
    const outOfScope = await editAsCoordinator(entry, {
      charter_id: sites.sierraSite.charter.id,
      learningCenterId: sites.sierraSite.id,
    });
    expect(outOfScope.status).toBe(403);
    const unknownSite = await editAsCoordinator(entry, { learningCenterId: 'ffffffffffffffffffffffff' });
    expect(unknownSite.status).toBe(400);
    expect((await readStored(entry.id))?._etag).toBe(entry._etag);
  });

  it("refuses an enrolled entry (409) and answers another charter's entry as unknown (404)", async () => {
    const enrolled = await seedInterest(sites.flexSite, {
      enrollstatus: 'Yes',
      status: 'Enrollment Submitted',
    });
    const locked = await edit(STAFF.contributor, enrolled.id, editBodyOf(enrolled), enrolled._etag);
    expect(locked.status).toBe(409);
    expect(locked.body).toMatchObject({
      code: 'interest.enrolledNoEdit',
      message: "Already enrollment done, you can't edit the interest forms",
    });
    const other = await seedInterest(sites.flexSite);
    const admin = await edit(STAFF.admin, other.id, editBodyOf(other), other._etag);
    expect(admin.status).toBe(404);
    const unknown = await edit(STAFF.admin, randomUUID(), editBodyOf(other), other._etag);
    expect(admin.body).toEqual(unknown.body);
    expect(await edit(STAFF.user, other.id, editBodyOf(other), other._etag)).toMatchObject({ status: 403 });
  });
});

describe('PUT /api/enrollment/status/{id} (the status machine)', () => {
  it('marks Not Interested; a note keeps the decline, and undoing it restores the entry without it, both in the audit trail', async () => {
    const entry = await seedInterest(sites.sierraSite);
    const marked = await setStatus(STAFF.admin, entry.id, { status: 'Not Interested' }, entry._etag);
    expect(marked.status).toBe(200);
    expect(marked.body).toMatchObject({ status: 'Not Interested', InterestListStatus: true });
    expect((marked.body as InterestEntry).lastContactDate).not.toBeNull();
    expect(marked.headers.get('etag')).toBe((await readStored(entry.id))?._etag);

    await expectMoveRefused(entry.id, { status: 'Not Interested' }, marked);

    const note = await callAs(STAFF.admin, '/api/interest-notes', {
      method: 'POST',
      body: {
        interestId: entry.id,
        Username: 'Rosa Reyes',
        email: 'rosa@example.com',
        notes: 'Called back.',
      },
    });
    expect(note.status).toBe(201);
    expect(note.body).toMatchObject({ status: 'Not Interested' });
    const declined = await readStored(entry.id);
    expect(declined).toMatchObject({ status: 'Not Interested', InterestListStatus: true });

    const reopened = await setStatus(
      STAFF.admin,
      entry.id,
      { undo: 'Not Interested' },
      declined?._etag ?? '',
    );
    expect(reopened.status).toBe(200);
    const restored = await readStored(entry.id);
    // Declined as New Interest, then contacted: undone, it is what the note would have made of it.
    expect(restored).toMatchObject({ status: 'Follow up Required', InterestListStatus: false });
    expect(restored?.statusBeforeNotInterested).toBeUndefined();
    const trail = await auditRecordsOf(entry.id);
    expect(trail.map((record) => record.action).sort()).toEqual([
      'interest.markedNotInterested',
      'interest.notInterestedUndone',
    ]);
    for (const record of trail)
      expect(record).toMatchObject({ charter_id: sites.sierraSite.charter.id, by: { email: STAFF.admin } });
    await expectMoveRefused(entry.id, { undo: 'Not Interested' }, reopened);
  });

  it('records a submitted registration ({enrollstatus: Yes}); the entry then refuses every status move', async () => {
    const entry = await seedInterest(sites.sierraSite);
    const submitted = await setStatus(STAFF.admin, entry.id, {}, entry._etag);
    expect(submitted.status).toBe(200);
    expect(submitted.body).toMatchObject({ status: 'Enrollment Submitted', enrollstatus: 'Yes' });
    await expectMoveRefused(entry.id, { status: 'Not Interested' }, submitted);
  });

  it('needs If-Match (428), a current one (409) and a legal body (400)', async () => {
    const entry = await seedInterest(sites.sierraSite);
    expect((await setStatus(STAFF.admin, entry.id, { status: 'Not Interested' })).status).toBe(428);
    const stale = await setStatus(STAFF.admin, entry.id, { status: 'Not Interested' }, '"stale"');
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'interest.conflict' });
    const bad = await setStatus(STAFF.admin, entry.id, { status: 'New Interest' }, entry._etag);
    expect(bad.status).toBe(400);
    expect((await readStored(entry.id))?.status).toBe('New Interest');
  });
});

describe('DELETE /api/enrollment/{id}', () => {
  it('writes an audit record, then removes the entry and its notes (204)', async () => {
    const entry = await seedInterest(sites.sierraSite);
    for (const notes of ['First call.', 'Second call.']) {
      const { status } = await callAs(STAFF.admin, '/api/interest-notes', {
        method: 'POST',
        body: { interestId: entry.id, Username: 'Rosa', email: 'rosa@example.com', notes },
      });
      expect(status).toBe(201);
    }
    expect(await notesOf(entry.id)).toHaveLength(2);
    const current = await readStored(entry.id);
    const stale = await callAs(STAFF.admin, `/api/enrollment/${entry.id}`, {
      method: 'DELETE',
      headers: { 'If-Match': entry._etag },
    });
    expect(stale.status).toBe(409);
    expect(await auditRecordsOf(entry.id)).toHaveLength(0);

    const { status } = await callAs(STAFF.admin, `/api/enrollment/${entry.id}`, {
      method: 'DELETE',
      headers: { 'If-Match': current?._etag ?? '' },
    });
    expect(status).toBe(204);
    expect(await readStored(entry.id)).toBeNull();
    expect(await notesOf(entry.id)).toHaveLength(0);
    const audit = await auditRecordsOf(entry.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'interest.deleted',
      entryId: entry.id,
      charter_id: sites.sierraSite.charter.id,
      by: { email: STAFF.admin },
    });
    expect(Date.parse(String(audit[0]?.at))).not.toBeNaN();
    expect(JSON.stringify(audit[0])).not.toContain(entry.studentLastName);
    // Gone: a second delete is a 404.
    expect((await callAs(STAFF.admin, `/api/enrollment/${entry.id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it("refuses a User (403) and answers another charter's entry as unknown (404), deleting nothing", async () => {
    const entry = await seedInterest(sites.sierraSite);
    expect((await callAs(STAFF.user, `/api/enrollment/${entry.id}`, { method: 'DELETE' })).status).toBe(403);
    expect(
      (await callAs(STAFF.contributor, `/api/enrollment/${entry.id}`, { method: 'DELETE' })).status,
    ).toBe(404);
    expect(await readStored(entry.id)).not.toBeNull();
    expect(await auditRecordsOf(entry.id)).toHaveLength(0);
  });
});

describe('POST /api/enrollment (staff Add Interest)', () => {
  it('stores a New Interest of the staff member with the site fields; the Idempotency-Key repeat gives the same id', async () => {
    const marker = letterMarker();
    const body = staffInterestBody(sites.flexSite, marker);
    const key = `staff-add-${randomUUID()}`;
    const first = await callAs(STAFF.contributor, '/api/enrollment', {
      method: 'POST',
      body,
      headers: { 'Idempotency-Key': key },
    });
    expect(first.status).toBe(201);
    const { id, _uuid } = first.body as { id: string; _uuid: string };
    expect(_uuid).toMatch(/^[0-9a-f-]{36}$/);
    const repeat = await callAs(STAFF.contributor, '/api/enrollment', {
      method: 'POST',
      body,
      headers: { 'Idempotency-Key': key },
    });
    expect(repeat.status).toBe(201);
    expect(repeat.body).toEqual({ id, _uuid });
    const reused = await callAs(STAFF.contributor, '/api/enrollment', {
      method: 'POST',
      body: { ...body, city: 'Palmdale' },
      headers: { 'Idempotency-Key': key },
    });
    expect(reused.status).toBe(422);

    const stored = await readStored(id);
    expect(stored).toMatchObject({
      status: 'New Interest',
      enrollstatus: 'No',
      createdBy: STAFF.contributor,
      charter_id: sites.flexSite.charter.id,
      learningCenterId: sites.flexSite.id,
      learningCenterName: sites.flexSite.name,
      studentLastName: `Test${marker}`,
      age: 15,
      parentFirstName: 'Rosa',
      mailingStreet1: '',
    });
    expect(stored).toHaveProperty('listKeys');
  });

  it('refuses a site of another charter (403), a User (403) and bad fields (400)', async () => {
    const body = staffInterestBody(sites.sierraSite, letterMarker());
    const other = await callAs(STAFF.contributor, '/api/enrollment', { method: 'POST', body });
    expect(other.status).toBe(403);
    expect((await callAs(STAFF.user, '/api/enrollment', { method: 'POST', body })).status).toBe(403);
    const bad = await callAs(STAFF.admin, '/api/enrollment', {
      method: 'POST',
      body: { ...body, zipCode: '123', phone: '123' },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(fieldErrorsOf(bad.body))).toEqual(expect.arrayContaining(['zipCode', 'phone']));
    const unknownSite = await callAs(STAFF.admin, '/api/enrollment', {
      method: 'POST',
      body: { ...body, learningCenterId: 'ffffffffffffffffffffffff' },
    });
    expect(unknownSite.status).toBe(400);
  });
});

describe('POST /api/enrollment/{id}/transfer and GET /api/registration-transfers/{id}', () => {
  it('stores the hand-over, leaves the status and reads it back in scope only', async () => {
    const entry = await seedInterest(sites.sierraSite, { street1: '9 Oak Ave', sameAddress: true });
    const { status, body } = await transferInterest(STAFF.admin, entry.id);
    expect(status).toBe(201);
    const { transferId, handover } = body as RegistrationTransferResult;
    expect(handover).toMatchObject({
      interestId: entry.id,
      interestUuid: entry._uuid,
      studentFirstName: entry.studentFirstName,
      studentLastName: entry.studentLastName,
      parentFirstName: 'Rosa',
      primaryEmail: entry.primaryEmail,
      street1: '9 Oak Ave',
      learningCenterId: sites.sierraSite.id,
      charter_id: sites.sierraSite.charter.id,
    });
    expect(handover).not.toHaveProperty('status');
    expect(await readStored(entry.id)).toMatchObject({ status: 'New Interest', _etag: entry._etag });
    expect(await transfersOf(entry.id)).toHaveLength(1);

    const read = await callAs(STAFF.admin, `/api/registration-transfers/${transferId}`);
    expect(read.status).toBe(200);
    expect(read.body as RegistrationHandover).toEqual(handover);
    expect((await callAs(STAFF.contributor, `/api/registration-transfers/${transferId}`)).status).toBe(404);
    expect((await callAs(STAFF.user, `/api/registration-transfers/${transferId}`)).status).toBe(403);
    expect((await callAs(STAFF.superAdmin, `/api/registration-transfers/${transferId}`)).status).toBe(200);
  });

  it('refuses an enrolled entry (409) and another charter (404)', async () => {
    const enrolled = await seedInterest(sites.sierraSite, {
      enrollstatus: 'Yes',
      status: 'Enrollment Submitted',
    });
    const locked = await transferInterest(STAFF.admin, enrolled.id);
    expect(locked.status).toBe(409);
    const other = await transferInterest(STAFF.contributor, enrolled.id);
    expect(other.status).toBe(404);
    expect(await transfersOf(enrolled.id)).toHaveLength(0);
  });
});
