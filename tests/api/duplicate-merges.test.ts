import type {
  DuplicateMerge,
  DuplicateMergesResponse,
  DuplicateSetResponse,
  RecordRef,
} from '@enroll/domain';
import { describe, expect, it } from 'vitest';
import { expectSet, sameStudentTwice, setOf } from '../support/duplicate-records.ts';
import { exportThroughJob, recordsOf, worksheetOf } from '../support/exports.ts';
import { auditRecordsOf, editBodyOf, interestNotes, readStored } from '../support/interest-write-fixtures.ts';
import { ifMatchCall } from '../support/staff-api.ts';
import { callAs, STAFF } from '../support/staff-auth.ts';

/** The fields Cosmos writes itself, left out when a record is compared with what it was. */
function withoutSystemFields(document: object | null): Record<string, unknown> {
  const { _etag, _ts, _rid, _self, _attachments, _lsn, ...rest } = { ...document } as Record<string, unknown>;
  return rest;
}

async function storedInterest(id: string): Promise<Record<string, unknown>> {
  return withoutSystemFields(await readStored(id));
}

/** The 'Duplicate set' and 'Merged into' cells of each entry of the interest list's file found by `search`, by id. */
async function duplicateCellsOf(search: string, ids: string[]): Promise<Record<string, unknown>[]> {
  const response = await exportThroughJob(STAFF.admin, '/api/enrollment/export', { search });
  expect(response.status).toBe(200);
  const rows = recordsOf(await worksheetOf(await response.arrayBuffer(), 'Interest-Form'));
  const uuids = await Promise.all(ids.map(async (id) => (await readStored(id))?._uuid));
  return uuids.map((uuid) => {
    const row = rows.find((record) => record['Registration ID'] === uuid);
    return { set: row?.['Duplicate set'] ?? '', mergedInto: row?.['Merged into'] ?? '' };
  });
}

/** The notes stored in an entry's partition, as stored. */
async function notesIn(interestId: string): Promise<Record<string, unknown>[]> {
  const { resources } = await interestNotes.items
    .query({
      query: 'SELECT * FROM c WHERE c.interestId = @id',
      parameters: [{ name: '@id', value: interestId }],
    })
    .fetchAll();
  return resources.map(withoutSystemFields);
}

async function addNote(interestId: string, notes: string): Promise<void> {
  const note = await callAs(STAFF.admin, '/api/interest-notes', {
    method: 'POST',
    body: { interestId, Username: 'Rosa Reyes', email: 'rosa@example.com', notes },
  });
  expect(note.status).toBe(201);
}

async function openSet(ref: RecordRef): Promise<DuplicateSetResponse> {
  const { status, body } = await callAs(STAFF.admin, `/api/duplicates/${ref.kind}/${ref.id}`);
  expect(status).toBe(200);
  return body as DuplicateSetResponse;
}

const post = (who: string, path: string, body: unknown = {}) => callAs(who, path, { method: 'POST', body });

describe('merging duplicates (POST /api/duplicates/merges) and undoing a merge', () => {
  it('merges field by field, moves the notes, keeps the merged record linked, and an undo puts everything back', async () => {
    const { first, last, birthDate, a, b, other } = await sameStudentTwice(13);
    await addNote(b.id, 'Asked about the Lancaster center.');
    await addNote(b.id, 'Called back, left a message.');
    await expectSet(a, { records: [a, b], rules: ['strong'] });

    const view = await openSet(a);
    // The list's file names the set of both records.
    expect(await duplicateCellsOf(last, [a.id, b.id])).toEqual([
      { set: view.set?.id, mergedInto: '' },
      { set: view.set?.id, mergedInto: '' },
    ]);
    const versions = Object.fromEntries(
      view.records.map((record) => [`${record.kind}:${record.id}`, record.version]),
    );
    const before = { a: await storedInterest(a.id), b: await storedInterest(b.id) };
    const notesBefore = await notesIn(b.id);
    expect(notesBefore).toHaveLength(2);
    expect(before.a.parentFirstName).not.toBe('Rosa');

    // Refused: another charter's coordinator, a User, a record outside the set, a version no longer stored.
    const body = { survivor: a, merged: [b], keep: { parentFirstName: b }, versions };
    expect((await post(STAFF.contributor, '/api/duplicates/merges', body)).status).toBe(404);
    expect((await post(STAFF.user, '/api/duplicates/merges', body)).status).toBe(403);
    const outside = await post(STAFF.admin, '/api/duplicates/merges', {
      ...body,
      merged: [other],
      keep: {},
      versions: { ...versions, [`interest:${other.id}`]: '"x"' },
    });
    expect(outside.status).toBe(400);
    expect(outside.body).toMatchObject({
      errors: [
        { field: 'merged', message: 'These records are not all in the set of the record that stays.' },
      ],
    });
    const stale = await post(STAFF.admin, '/api/duplicates/merges', {
      ...body,
      versions: { ...versions, [`interest:${b.id}`]: '"stale"' },
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'duplicates.conflict' });
    expect(await storedInterest(b.id)).toEqual(before.b);

    // The merge: the survivor takes the parent's first name of the other record.
    const merged = await post(STAFF.admin, '/api/duplicates/merges', body);
    expect(merged.status).toBe(201);
    const merge = merged.body as DuplicateMerge;
    expect(merge).toMatchObject({
      survivor: a,
      merged: [b],
      survivorBefore: { parentFirstName: before.a.parentFirstName },
      survivorAfter: { parentFirstName: 'Rosa' },
      names: [
        { kind: 'interest', id: a.id, studentFirstName: first, studentLastName: last, birthDate },
        { kind: 'interest', id: b.id, studentFirstName: first, studentLastName: last, birthDate },
      ],
      state: 'merged',
      by: STAFF.admin.toLowerCase(),
    });
    expect(await storedInterest(a.id)).toEqual({ ...before.a, parentFirstName: 'Rosa' });
    expect(await storedInterest(b.id)).toEqual({
      ...before.b,
      mergedInto: { kind: 'interest', id: a.id, mergeId: merge.id, at: merge.at },
    });
    expect(await notesIn(b.id)).toEqual([]);
    expect(await notesIn(a.id)).toEqual(
      expect.arrayContaining(
        notesBefore.map((note) => ({ ...note, interestId: a.id, movedByMerge: merge.id, movedFrom: b.id })),
      ),
    );
    // The merged record is read-only: an edit, a note or a status change of it is refused.
    const mergedB = await readStored(b.id);
    if (!mergedB) throw new Error('the merged interest is not stored');
    const edit = await ifMatchCall(STAFF.admin, 'PUT', `/api/enrollment/${b.id}`, mergedB._etag, {
      ...editBodyOf(mergedB),
      city: 'Palmdale',
    });
    expect(edit.status).toBe(409);
    expect(edit.body).toMatchObject({ code: 'duplicates.mergedReadOnly' });
    const note = await callAs(STAFF.admin, '/api/interest-notes', {
      method: 'POST',
      body: { interestId: b.id, Username: 'Rosa Reyes', email: 'rosa@example.com', notes: 'Too late.' },
    });
    expect(note.status).toBe(409);
    expect(await notesIn(b.id)).toEqual([]);

    // The merged record leaves detection: the set is gone. A merged record is not merged again.
    await expect.poll(async () => setOf(STAFF.admin, a), { timeout: 20_000 }).toBeUndefined();
    expect((await post(STAFF.admin, '/api/duplicates/merges', body)).status).toBe(400);
    expect(await auditRecordsOf(merge.id)).toEqual([
      expect.objectContaining({ action: 'duplicates.merged' }),
    ]);
    const listed = await callAs(STAFF.admin, '/api/duplicates/merges');
    expect((listed.body as DuplicateMergesResponse).merges.map((item) => item.id)).toContain(merge.id);
    const elsewhere = await callAs(STAFF.contributor, '/api/duplicates/merges');
    expect((elsewhere.body as DuplicateMergesResponse).merges.map((item) => item.id)).not.toContain(merge.id);

    // Undo: an Admin's only, of their charters; then every field, record and note as it was.
    expect((await post(STAFF.contributor, `/api/duplicates/merges/${merge.id}/undo`)).status).toBe(403);
    expect((await post(STAFF.admin, '/api/duplicates/merges/no-such-merge/undo')).status).toBe(404);
    const undone = await post(STAFF.admin, `/api/duplicates/merges/${merge.id}/undo`);
    expect(undone.status).toBe(200);
    // Answered as the API's type, without the fields Cosmos adds.
    expect(Object.keys(undone.body as object).filter((key) => key.startsWith('_'))).toEqual([]);
    expect(undone.body).toMatchObject({
      id: merge.id,
      state: 'undone',
      undone: { by: STAFF.admin.toLowerCase() },
    });
    expect(await storedInterest(a.id)).toEqual(before.a);
    expect(await storedInterest(b.id)).toEqual(before.b);
    expect(await notesIn(a.id)).toEqual([]);
    expect(await notesIn(b.id)).toEqual(expect.arrayContaining(notesBefore));
    expect(await notesIn(b.id)).toHaveLength(notesBefore.length);
    await expectSet(a, { records: [a, b], rules: ['strong'] });
    const again = await post(STAFF.admin, `/api/duplicates/merges/${merge.id}/undo`);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: 'This merge was already undone.' });
    expect((await auditRecordsOf(merge.id)).map((record) => record.action).sort()).toEqual([
      'duplicates.mergeUndone',
      'duplicates.merged',
    ]);
  });
});
