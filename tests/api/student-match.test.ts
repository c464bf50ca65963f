import type { RegistrationRecord, Site, StudentMatchResponse } from '@enroll/domain';
import { describe, expect, it } from 'vitest';
import { letterMarker } from '../support/interest-write-fixtures.ts';
import { readRegistration, seedRegistration } from '../support/registration-fixtures.ts';
import { seedSisStudent, sisStudentOf, uniqueStudentAnswers } from '../support/sis-fixtures.ts';
import { fieldErrorsOf, staffWriteSitesOfFile } from '../support/staff-api.ts';
import { callAs, STAFF } from '../support/staff-auth.ts';

/**
 * POST /api/sql/student-match against the real local stack, whose SIS adapter is the local one (the
 * `sisStudents` container): each test writes its own SIS students for a registration of its own.
 */

const sites = staffWriteSitesOfFile();

function findMatches(who: string | null, body: unknown) {
  return callAs(who, '/api/sql/student-match', { method: 'POST', body });
}

/** A registration at `site` whose student nobody else's test shares. */
function seedStudentRegistration(site: Site): Promise<RegistrationRecord & { _etag: string }> {
  return seedRegistration(site, letterMarker(), {}, uniqueStudentAnswers(letterMarker()));
}

async function recordsetFor(who: string, registrationId: string): Promise<StudentMatchResponse['recordset']> {
  const { status, body, headers } = await findMatches(who, { registrationId });
  expect(status, JSON.stringify(body)).toBe(200);
  expect(headers.get('cache-control')).toBe('private, no-store');
  return (body as StudentMatchResponse).recordset;
}

/** Year `back` years before this one, as a start date (YYYY-08-14). */
function startDate(back: number): string {
  return `${new Date().getUTCFullYear() - back}-08-14`;
}

describe('POST /api/sql/student-match', () => {
  it('answers the exact match first, then the partial ones, newest start date first, without the non-matches', async () => {
    const registration = await seedStudentRegistration(sites.flexSite);
    const exact = await seedSisStudent(
      sisStudentOf(registration, { startDate: startDate(0), finishDate: '', localId: `E${letterMarker()}` }),
    );
    const [birthYear, month] = registration.birthDate.split('-');
    const otherDay = registration.birthDate.endsWith('-01')
      ? `${registration.birthDate.slice(0, 8)}02`
      : `${registration.birthDate.slice(0, 8)}01`;
    const nickname = await seedSisStudent(
      sisStudentOf(registration, {
        firstName: `Nick${letterMarker()}`,
        email: '',
        street: '',
        startDate: startDate(1),
        finishDate: `${new Date().getUTCFullYear()}-06-05`,
      }),
    );
    const elsewhere = await seedSisStudent(
      sisStudentOf(registration, {
        sisCharter: 'Pacific Coast Learning Academy',
        birthDate: otherDay,
        phone: '',
        street: '',
        startDate: startDate(2),
        finishDate: startDate(1),
      }),
    );
    const sameYear = await seedSisStudent(
      sisStudentOf(registration, {
        birthDate: `${birthYear}-${month === '12' ? '01' : '12'}-15`,
        phone: '',
        email: '',
        street: '',
        startDate: startDate(3),
      }),
    );
    const sibling = await seedSisStudent(
      sisStudentOf(registration, {
        firstName: `Sib${letterMarker()}`,
        birthDate: '2001-01-01',
        email: '',
        startDate: '',
      }),
    );
    // Shares the last name only (another year, no contact), and the name at another charter with two
    // contacts but another birth date: neither is a match.
    await seedSisStudent(
      sisStudentOf(registration, {
        firstName: 'Other',
        birthDate: '1999-05-05',
        phone: '',
        email: '',
        street: '',
      }),
    );
    await seedSisStudent(
      sisStudentOf(registration, {
        firstName: `Far${letterMarker()}`,
        birthDate: '1998-02-02',
        sisCharter: 'Pacific Coast Learning Academy',
      }),
    );

    // Every charter's students for a Super Admin.
    const all = await recordsetFor(STAFF.superAdmin, registration.id);
    expect(all.map((match) => [match.match_type, match.sis_local_id])).toEqual([
      ['Exact', exact.localId],
      ['Birth Date and Contact', nickname.localId],
      ['Name and Contact', elsewhere.localId],
      ['Name and Birth Year', sameYear.localId],
      ['Contact Only', sibling.localId],
    ]);
    // The Contributor works for neither Pacific Coast: that match is counted, never shown.
    const scoped = await findMatches(STAFF.contributor, { registrationId: registration.id });
    expect((scoped.body as StudentMatchResponse).otherCharterMatches).toBe(1);
    const recordset = await recordsetFor(STAFF.contributor, registration.id);
    expect(recordset.map((match) => [match.match_type, match.sis_local_id])).toEqual([
      ['Exact', exact.localId],
      ['Birth Date and Contact', nickname.localId],
      ['Name and Birth Year', sameYear.localId],
      ['Contact Only', sibling.localId],
    ]);
    expect(JSON.stringify(scoped.body)).not.toContain(elsewhere.localId);
    const [year, mm, dd] = registration.birthDate.split('-');
    expect(recordset[0]).toEqual({
      match_type: 'Exact',
      sis_charter: sites.flexSite.charter.name,
      sis_student_first_name: registration.firstName,
      sis_student_last_name: registration.lastName,
      sis_student_dob: `${mm}/${dd}/${year}`,
      sis_local_id: exact.localId,
      sis_district_id: exact.districtId,
      start_date: `08/14/${new Date().getUTCFullYear()}`,
      finish_date: '',
      sis_school_email: exact.schoolEmail,
      url: exact.url,
    });
    expect(recordset[1]?.finish_date).toBe(`06/05/${new Date().getUTCFullYear()}`);
    expect(recordset[3]?.start_date).toBe('');
  });

  it('orders by start date even when a partial match started after the exact one', async () => {
    const registration = await seedStudentRegistration(sites.flexSite2);
    const exact = await seedSisStudent(sisStudentOf(registration, { startDate: startDate(4) }));
    const recent = await seedSisStudent(
      sisStudentOf(registration, { firstName: `New${letterMarker()}`, startDate: startDate(0) }),
    );
    const recordset = await recordsetFor(STAFF.contributor, registration.id);
    expect(recordset.map((match) => [match.match_type, match.sis_local_id])).toEqual([
      ['Birth Date and Contact', recent.localId],
      ['Exact', exact.localId],
    ]);
  });

  it('answers an empty recordset when no SIS student matches, and changes nothing', async () => {
    const registration = await seedStudentRegistration(sites.flexSite);
    expect(await recordsetFor(STAFF.contributor, registration.id)).toEqual([]);
    expect((await readRegistration(registration.id))?._etag).toBe(registration._etag);
  });

  it('reads the criteria from the stored registration, never from the body', async () => {
    const registration = await seedStudentRegistration(sites.flexSite);
    const other = await seedStudentRegistration(sites.flexSite);
    const student = await seedSisStudent(sisStudentOf(other));
    const { status, body } = await findMatches(STAFF.contributor, {
      registrationId: registration.id,
      firstName: other.firstName,
      lastName: other.lastName,
      birthDate: other.birthDate,
    });
    expect(status).toBe(200);
    expect(body).toEqual({ recordset: [], otherCharterMatches: 0 });
    expect((await recordsetFor(STAFF.contributor, other.id)).map((match) => match.sis_local_id)).toEqual([
      student.localId,
    ]);
  });

  it('lets Contributors and up of the charter look up; a User reads but may not (403)', async () => {
    const registration = await seedStudentRegistration(sites.sierraSite);
    const student = await seedSisStudent(sisStudentOf(registration));
    for (const who of [STAFF.admin, STAFF.superAdmin]) {
      expect(
        (await recordsetFor(who, registration.id)).map((match) => match.sis_local_id),
        who,
      ).toEqual([student.localId]);
    }
    const asUser = await findMatches(STAFF.user, { registrationId: registration.id });
    expect(asUser.status).toBe(403);
    expect(JSON.stringify(asUser.body)).not.toContain(student.localId);
    expect((await findMatches(null, { registrationId: registration.id })).status).toBe(401);
  });

  it("answers 404 for another charter's registration and an unknown id, alike", async () => {
    const registration = await seedStudentRegistration(sites.sierraSite);
    await seedSisStudent(sisStudentOf(registration));
    const otherCharter = await findMatches(STAFF.contributor, { registrationId: registration.id });
    const unknown = await findMatches(STAFF.contributor, { registrationId: '0123456789abcdef01234567' });
    expect(otherCharter.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(otherCharter.body).toEqual(unknown.body);
  });

  it('answers 400 with a field error for a missing or malformed id, and for a body that is not an object', async () => {
    for (const body of [
      {},
      { registrationId: '' },
      { registrationId: "x' OR 1=1 --" },
      { registrationId: 42 },
    ]) {
      const { status, body: answer } = await findMatches(STAFF.contributor, body);
      expect(status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(fieldErrorsOf(answer))).toEqual(['registrationId']);
    }
    const notObject = await callAs(STAFF.contributor, '/api/sql/student-match', {
      method: 'POST',
      body: 'registrationId=1',
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(notObject.status).toBe(400);
  });
});
