import { randomUUID } from 'node:crypto';
import { businessToday, type InterestEntry } from '@enroll/domain';
import { describe, expect, it } from 'vitest';
import { db, postJson } from '../support/local-stack.ts';

// The stack runs with the default business zone (ENROLLMENT_TIME_ZONE unset: America/Los_Angeles). The
// edge cases at midnight are the domain's unit tests (domain/src/shared/business-today.test.ts); here the
// server must count an age from today in Los Angeles, which differs from the UTC day every evening there.
const LA_TODAY = businessToday(new Date(), 'America/Los_Angeles');

/** The date `years` years before a YYYY-MM-DD day, plus `days` days. */
function yearsBefore(day: string, years: number, days = 0): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year - years, month - 1, date + days)).toISOString().slice(0, 10);
}

function interestBody(birthDate: string) {
  return {
    studentFirstName: 'Noa',
    studentLastName: 'Kim',
    birthDate,
    primaryEmail: `zone.${randomUUID().slice(0, 8)}@example.com`,
    phone: '661-555-0142',
    zipCode: '93534',
  };
}

describe('POST /api/enrollment/public counts the age on the business day (Los Angeles)', () => {
  it('takes a student whose 18th birthday is today in Los Angeles as an adult, without parent fields', async () => {
    const { status, body } = await postJson(
      '/api/enrollment/public',
      interestBody(yearsBefore(LA_TODAY, 18)),
    );
    expect(status).toBe(201);
    const { id } = body as { id: string };
    const { resource } = await db.container('interests').item(id, id).read<InterestEntry>();
    expect(resource).toMatchObject({ age: 18, parentFirstName: '', parentLastName: '' });
  });

  it('asks for the parent of a student who turns 18 tomorrow in Los Angeles', async () => {
    const { status, body } = await postJson(
      '/api/enrollment/public',
      interestBody(yearsBefore(LA_TODAY, 18, 1)),
    );
    expect(status).toBe(400);
    const fields = (body as { errors: { field: string; message: string }[] }).errors;
    expect(fields).toEqual([
      { field: 'parentRelationship', code: 'required', message: 'This field is required.' },
      { field: 'parentFirstName', code: 'required', message: 'This field is required.' },
      { field: 'parentLastName', code: 'required', message: 'This field is required.' },
    ]);
  });
});
