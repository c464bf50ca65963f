import { randomUUID } from 'node:crypto';
import type { DuplicateSetResponse, NotDuplicatesResponse, RecordRef } from '@enroll/domain';
import { describe, expect, it } from 'vitest';
import { birthDateYearsAgo } from '../support/dates.ts';
import {
  duplicatesAs,
  expectSet,
  sameStudentTwice,
  setOf,
  submitInterest,
  uniqueName,
  uniquePhone,
} from '../support/duplicate-records.ts';
import { minorRegistrationDraft } from '../support/family-forms.ts';
import { auditRecordsOf, editBodyOf, readStored } from '../support/interest-write-fixtures.ts';
import { db, postJson } from '../support/local-stack.ts';
import { LANCASTER_ID } from '../support/seeded-sites.ts';
import { ifMatchCall } from '../support/staff-api.ts';
import { callAs, STAFF } from '../support/staff-auth.ts';

describe('duplicate flags (GET /api/duplicates)', () => {
  it('flags a family that asks twice as one set, shown only in its charter, and follows an edit', async () => {
    const first = uniqueName();
    const last = uniqueName();
    const birthDate = birthDateYearsAgo(15);
    const a = await submitInterest({ studentFirstName: first, studentLastName: last, birthDate });
    // The second time from another device: the name typed in capitals, another e-mail.
    const b = await submitInterest({
      studentFirstName: first.toUpperCase(),
      studentLastName: ` ${last.toLowerCase()} `,
      birthDate,
    });
    const set = await expectSet(a, { records: [a, b], rules: ['strong'] });
    expect(set?.charterId).toBeTruthy();
    // Another charter's coordinator never sees it.
    expect(await setOf(STAFF.contributor, a)).toBeUndefined();
    expect((await callAs(STAFF.user, '/api/duplicates')).status).toBe(403);

    // A coordinator corrects one letter of the first name: still likely the same student.
    const stored = await readStored(b.id);
    if (!stored) throw new Error('the second interest is not stored');
    const typo = `${first.slice(0, -1)}q`;
    const edited = await ifMatchCall(STAFF.admin, 'PUT', `/api/enrollment/${b.id}`, stored._etag, {
      ...editBodyOf(stored),
      studentFirstName: typo,
    });
    expect(edited.status).toBe(200);
    await expectSet(a, { records: [a, b], rules: ['likely-typo'] });

    // Another birth date and another name: a different student, the flag goes.
    const again = await readStored(b.id);
    if (!again) throw new Error('the second interest is not stored');
    const other = await ifMatchCall(STAFF.admin, 'PUT', `/api/enrollment/${b.id}`, again._etag, {
      ...editBodyOf(again),
      studentFirstName: uniqueName(),
      birthDate: birthDateYearsAgo(12),
      primaryEmail: `other.${randomUUID().slice(0, 8)}@example.com`,
      phone: '661-555-0199',
    });
    expect(other.status).toBe(200);
    await expectSet(a, null);
  });

  it('compares across kinds: a registration of the same student joins the set, but not the interest it came from', async () => {
    const first = uniqueName();
    const last = uniqueName();
    const birthDate = birthDateYearsAgo(16);
    const interest = await submitInterest({ studentFirstName: first, studentLastName: last, birthDate });
    const { status, body } = await postJson('/api/registration/public', {
      ...minorRegistrationDraft({
        firstName: first,
        lastName: last,
        birthDate,
        pgPrimaryPhone: uniquePhone(),
      }),
      site: LANCASTER_ID,
    });
    expect(status).toBe(201);
    const registration: RecordRef = { kind: 'registration', id: (body as { id: string }).id };
    await expectSet(interest, { records: [interest, registration], rules: ['strong'] });

    // A registration made from an interest's link is linked to it by design: no flag between them.
    const linkedInterest = await submitInterest({
      studentFirstName: uniqueName(),
      studentLastName: uniqueName(),
      birthDate,
    });
    const stored = await readStored(linkedInterest.id);
    if (!stored) throw new Error('the interest is not stored');
    const made = await postJson('/api/registration/public', {
      ...minorRegistrationDraft({
        firstName: stored.studentFirstName,
        lastName: stored.studentLastName,
        birthDate,
        pgPrimaryPhone: uniquePhone(),
      }),
      site: LANCASTER_ID,
      uuid: stored._uuid,
    });
    expect(made.status).toBe(201);
    const fromLink: RecordRef = { kind: 'registration', id: (made.body as { id: string }).id };
    // A third record of the same student is flagged with both; the interest and the registration made
    // from its link are not flagged with each other: two pairs, not three.
    const third = await submitInterest({
      studentFirstName: stored.studentFirstName,
      studentLastName: stored.studentLastName,
      birthDate,
    });
    await expectSet(third, { records: [linkedInterest, fromLink, third], rules: ['strong', 'strong'] });
  });

  it('opens a set side by side, and keeps a Not duplicates answer until a compared field changes', async () => {
    const { first, last, birthDate, a, b, other: unrelated } = await sameStudentTwice(14);
    await expectSet(a, { records: [a, b], rules: ['strong'] });

    // The list names each record of the set.
    const { names } = await duplicatesAs(STAFF.admin);
    expect(names.filter((name) => name.id === a.id || name.id === b.id)).toEqual(
      expect.arrayContaining([
        { kind: 'interest', id: a.id, studentFirstName: first, studentLastName: last, birthDate },
        { kind: 'interest', id: b.id, studentFirstName: first, studentLastName: last, birthDate },
      ]),
    );

    // Side by side: every record's compared fields as entered.
    const opened = await callAs(STAFF.admin, `/api/duplicates/interest/${b.id}`);
    expect(opened.status).toBe(200);
    const view = opened.body as DuplicateSetResponse;
    expect(view.set?.records).toHaveLength(2);
    expect(
      view.records.map((record) => [record.id, record.fields.studentFirstName, record.fields.birthDate]),
    ).toEqual(
      expect.arrayContaining([
        [a.id, first, birthDate],
        [b.id, first, birthDate],
      ]),
    );
    expect(view.records.find((record) => record.id === b.id)?.fields.parentFirstName).toBe('Rosa');
    // Another charter's coordinator, and a kind that is not one, find nothing; a User may not look.
    expect((await callAs(STAFF.contributor, `/api/duplicates/interest/${b.id}`)).status).toBe(404);
    expect((await callAs(STAFF.admin, `/api/duplicates/student/${b.id}`)).status).toBe(404);
    expect((await callAs(STAFF.user, `/api/duplicates/interest/${b.id}`)).status).toBe(403);

    // Bad answers are refused with the field's message, and nothing is stored.
    const answer = (who: string, body: unknown) =>
      callAs(who, '/api/duplicates/not-duplicates', { method: 'POST', body });
    const noReason = await answer(STAFF.admin, { records: [a, b], reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body).toMatchObject({
      errors: [{ field: 'reason', message: 'Please say why these records are not duplicates.' }],
    });
    const one = await answer(STAFF.admin, { records: [a], reason: 'Twins' });
    expect(one.body).toMatchObject({
      errors: [{ field: 'records', message: 'Please choose at least two records.' }],
    });
    const notPaired = await answer(STAFF.admin, { records: [a, unrelated], reason: 'Twins' });
    expect(notPaired.status).toBe(400);
    expect(notPaired.body).toMatchObject({
      errors: [{ field: 'records', message: 'These records are not flagged as duplicates of each other.' }],
    });
    expect((await answer(STAFF.contributor, { records: [a, b], reason: 'Twins' })).status).toBe(404);
    expect((await answer(STAFF.user, { records: [a, b], reason: 'Twins' })).status).toBe(403);
    expect(await setOf(STAFF.admin, a)).toBeDefined();

    // The coordinator's answer: the set leaves the list, and the audit trail says who.
    const pair = [`interest:${a.id}`, `interest:${b.id}`].sort().join('|');
    const answered = await answer(STAFF.admin, { records: [b, a], reason: 'Twins, checked with the mother' });
    expect(answered.status).toBe(200);
    expect(answered.body as NotDuplicatesResponse).toEqual({ answered: [pair] });
    expect(await setOf(STAFF.admin, a)).toBeUndefined();
    expect(
      ((await callAs(STAFF.admin, `/api/duplicates/interest/${a.id}`)).body as DuplicateSetResponse).set,
    ).toBeNull();
    const { resource: flag } = await db
      .container('duplicateFlags')
      .item(pair, view.set?.charterId ?? '')
      .read();
    expect(flag?.decision).toMatchObject({
      reason: 'Twins, checked with the mother',
      by: STAFF.admin.toLowerCase(),
    });
    expect(await auditRecordsOf(pair)).toEqual([
      expect.objectContaining({
        action: 'duplicates.markedNotDuplicates',
        by: expect.objectContaining({ email: STAFF.admin.toLowerCase() }),
      }),
    ]);

    // An edit of a field no rule compared (the city) keeps the answer: the check ran, the set stays away.
    const subjects = db.container('duplicateSubjects');
    const checkedAt = async () =>
      (await subjects.item(`interest:${b.id}`, view.set?.charterId ?? '').read()).resource?.updatedAt;
    const before = await checkedAt();
    const stored = await readStored(b.id);
    if (!stored) throw new Error('the second interest is not stored');
    const moved = await ifMatchCall(STAFF.admin, 'PUT', `/api/enrollment/${b.id}`, stored._etag, {
      ...editBodyOf(stored),
      city: 'Lancaster',
    });
    expect(moved.status).toBe(200);
    await expect.poll(checkedAt, { timeout: 20_000 }).not.toBe(before);
    expect(await setOf(STAFF.admin, a)).toBeUndefined();

    // A compared field edited (a typo in the first name): the pair is asked about again.
    const again = await readStored(b.id);
    if (!again) throw new Error('the second interest is not stored');
    const typo = await ifMatchCall(STAFF.admin, 'PUT', `/api/enrollment/${b.id}`, again._etag, {
      ...editBodyOf(again),
      studentFirstName: `${first}x`,
    });
    expect(typo.status).toBe(200);
    await expectSet(a, { records: [a, b], rules: ['likely-typo'] });
  });
});
