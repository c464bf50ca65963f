import { randomUUID } from 'node:crypto';
import type { CharterDuplicateSet, DuplicatesResponse, RecordRef } from '@enroll/domain';
import { expect } from 'vitest';
import { birthDateYearsAgo } from './dates.ts';
import { minorInterestForm } from './family-forms.ts';
import { postJson } from './local-stack.ts';
import { LANCASTER_ID } from './seeded-sites.ts';
import { callAs, STAFF } from './staff-auth.ts';

/*
 * Duplicate flags are made by a queue job after each write: the tests wait for the set they expect in
 * GET /api/duplicates. Each test's student has a name no other test uses. Lancaster is a Sierra
 * Valley center: the Admin holds that charter, the Contributor does not.
 */

/** A student name of this test only: letters, as a family types it. */
export function uniqueName(): string {
  const letters = randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 6);
  return `Zed${letters}`;
}

/** A phone number of this test only (the forms' default is shared by every test's family). */
export function uniquePhone(): string {
  const digits = String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0');
  return `212-${digits.slice(0, 3)}-${digits.slice(3)}`;
}

export async function duplicatesAs(who: string): Promise<DuplicatesResponse> {
  const { status, body } = await callAs(who, '/api/duplicates');
  expect(status).toBe(200);
  return body as DuplicatesResponse;
}

/** The set holding `ref`, as `who` sees it (undefined when none). */
export async function setOf(who: string, ref: RecordRef): Promise<CharterDuplicateSet | undefined> {
  const { sets } = await duplicatesAs(who);
  return sets.find((set) => set.records.some((record) => record.kind === ref.kind && record.id === ref.id));
}

/** Waits until the set of `ref` is exactly `expected` (a pair's key and rule), or gone (null). */
export async function expectSet(
  ref: RecordRef,
  expected: { records: RecordRef[]; rules: string[] } | null,
): Promise<CharterDuplicateSet | undefined> {
  const summary = (set: CharterDuplicateSet | undefined) =>
    set
      ? {
          records: [...set.records].sort((x, y) => `${x.kind}:${x.id}`.localeCompare(`${y.kind}:${y.id}`)),
          rules: set.pairs.map((pair) => pair.rule).sort(),
        }
      : null;
  const sorted = expected && {
    records: [...expected.records].sort((x, y) => `${x.kind}:${x.id}`.localeCompare(`${y.kind}:${y.id}`)),
    rules: [...expected.rules].sort(),
  };
  await expect.poll(async () => summary(await setOf(STAFF.admin, ref)), { timeout: 20_000 }).toEqual(sorted);
  return setOf(STAFF.admin, ref);
}

export async function submitInterest(fields: Record<string, unknown>): Promise<RecordRef> {
  const form = minorInterestForm({ site: LANCASTER_ID, phone: uniquePhone(), ...fields });
  const { status, body } = await postJson('/api/enrollment/public', form);
  expect(status).toBe(201);
  return { kind: 'interest', id: (body as { id: string }).id };
}

/**
 * The same student asked about twice (the second time with another parent first name, 'Rosa'), and
 * an interest of another student: what the review and merge tests start from.
 */
export async function sameStudentTwice(years: number) {
  const first = uniqueName();
  const last = uniqueName();
  const birthDate = birthDateYearsAgo(years);
  const a = await submitInterest({ studentFirstName: first, studentLastName: last, birthDate });
  const b = await submitInterest({
    studentFirstName: first,
    studentLastName: last,
    birthDate,
    parentFirstName: 'Rosa',
  });
  const other = await submitInterest({
    studentFirstName: uniqueName(),
    studentLastName: uniqueName(),
    birthDate: birthDateYearsAgo(years - 5),
  });
  return { first, last, birthDate, a, b, other };
}
