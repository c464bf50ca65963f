import { randomUUID } from 'node:crypto';
import type { InterestNote, Site } from '@enroll/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  charterIdsOf,
  notesOf,
  readStored,
  seedInterest,
  siteOf,
} from '../support/interest-write-fixtures.ts';
import { callAs, STAFF, upsertStaffSeed } from '../support/staff-auth.ts';

let sierraSite: Site;

beforeAll(async () => {
  await upsertStaffSeed();
  const [sierra] = await charterIdsOf(STAFF.user);
  if (!sierra) throw new Error('the seeded User has no charter');
  sierraSite = await siteOf(sierra);
});

const note = (interestId: string, notes = 'Left a voicemail.') => ({
  interestId,
  Username: 'Rosa Reyes',
  email: 'rosa@example.com',
  notes,
});

function addNote(who: string, body: unknown, headers: Record<string, string> = {}) {
  return callAs(who, '/api/interest-notes', { method: 'POST', body, headers });
}

describe('POST /api/interest-notes', () => {
  it('stores the note by the staff member and sets Follow up Required with lastContactDate now', async () => {
    const entry = await seedInterest(sierraSite);
    const before = Date.now();
    const { status, body } = await addNote(STAFF.admin, note(entry.id));
    expect(status).toBe(201);
    const stored = body as InterestNote;
    expect(stored).toMatchObject({
      interestId: entry.id,
      Username: 'Rosa Reyes',
      email: 'rosa@example.com',
      notes: 'Left a voicemail.',
      status: 'Follow up Required',
      createdBy: STAFF.admin,
    });
    expect(stored).not.toHaveProperty('requestHash');
    expect(Date.parse(stored.timestamp)).toBeGreaterThanOrEqual(before - 1000);
    const updated = await readStored(entry.id);
    expect(updated?.status).toBe('Follow up Required');
    expect(Date.parse(updated?.lastContactDate ?? '')).toBeGreaterThanOrEqual(before - 1000);
  });

  it('stores a repeat with the same Idempotency-Key once and answers the same note', async () => {
    const entry = await seedInterest(sierraSite);
    const key = `note-${randomUUID()}`;
    const first = await addNote(STAFF.admin, note(entry.id), { 'Idempotency-Key': key });
    const repeat = await addNote(STAFF.admin, note(entry.id), { 'Idempotency-Key': key });
    expect(first.status).toBe(201);
    expect(repeat.status).toBe(201);
    expect((repeat.body as InterestNote).id).toBe((first.body as InterestNote).id);
    expect(await notesOf(entry.id)).toHaveLength(1);
    const reused = await addNote(STAFF.admin, note(entry.id, 'Another text.'), { 'Idempotency-Key': key });
    expect(reused.status).toBe(422);
  });

  it('answers field errors (400) and writes nothing', async () => {
    const entry = await seedInterest(sierraSite);
    const { status, body } = await addNote(STAFF.admin, {
      interestId: entry.id,
      Username: '',
      email: 'not-an-email',
      notes: 'x'.repeat(2001),
    });
    expect(status).toBe(400);
    const codes = Object.fromEntries(
      (body as { errors: { field: string; code: string }[] }).errors.map((error) => [
        error.field,
        error.code,
      ]),
    );
    expect(codes).toMatchObject({
      Username: 'required',
      email: 'interestNote.email.invalid',
      notes: 'interestNote.notes.max',
    });
    expect(await notesOf(entry.id)).toHaveLength(0);
    expect((await readStored(entry.id))?._etag).toBe(entry._etag);
  });

  it('keeps the contact history of an enrolled entry: a note is stored and the entry stays enrolled', async () => {
    const enrolled = await seedInterest(sierraSite, { enrollstatus: 'Yes', status: 'Enrollment Submitted' });
    const added = await addNote(STAFF.admin, note(enrolled.id));
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ status: 'Enrollment Submitted' });
    expect(await notesOf(enrolled.id)).toHaveLength(1);
    expect(await readStored(enrolled.id)).toMatchObject({
      status: 'Enrollment Submitted',
      enrollstatus: 'Yes',
    });
  });

  it('refuses a User (403) and another charter (404)', async () => {
    const entry = await seedInterest(sierraSite);
    expect((await addNote(STAFF.user, note(entry.id))).status).toBe(403);
    expect((await addNote(STAFF.contributor, note(entry.id))).status).toBe(404);
    expect((await addNote(STAFF.admin, note(randomUUID()))).status).toBe(404);
    expect(await notesOf(entry.id)).toHaveLength(0);
  });
});

describe('GET /api/interest-notes/{id}', () => {
  it('lists the notes newest first, for a User of the charter too; another charter is 404', async () => {
    const entry = await seedInterest(sierraSite);
    for (const text of ['First call.', 'Second call.', 'Third call.']) {
      expect((await addNote(STAFF.admin, note(entry.id, text))).status).toBe(201);
    }
    const { status, body, headers } = await callAs(STAFF.user, `/api/interest-notes/${entry.id}`);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toContain('no-store');
    const notes = body as InterestNote[];
    expect(notes.map((item) => item.notes)).toEqual(['Third call.', 'Second call.', 'First call.']);
    expect(notes.every((item) => item.status === 'Follow up Required')).toBe(true);
    expect(notes[0]).not.toHaveProperty('_etag');
    expect((await callAs(STAFF.contributor, `/api/interest-notes/${entry.id}`)).status).toBe(404);
    expect((await callAs(STAFF.superAdmin, `/api/interest-notes/${entry.id}`)).status).toBe(200);
  });
});
