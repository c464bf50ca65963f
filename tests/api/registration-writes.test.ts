import { randomUUID } from 'node:crypto';
import {
  draftFromRecord,
  enrollmentTypeOf,
  type RegistrationRecord,
  type RegistrationTransferResult,
  type Site,
  type StaffRegistrationValues,
} from '@enroll/domain';
import { describe, expect, it } from 'vitest';
import { birthDateYearsAgo } from '../support/dates.ts';
import {
  auditRecordsOf,
  letterMarker,
  readStored,
  seedInterest,
  siteOfNobody,
  transferInterest,
} from '../support/interest-write-fixtures.ts';
import { countWhere } from '../support/local-stack.ts';
import {
  readRegistration,
  registrationDraft,
  registrations,
  type StoredRegistrationDocument,
  seedRegistration,
} from '../support/registration-fixtures.ts';
import { expectFieldError, fieldErrorsOf, ifMatchCall, staffWriteSitesOfFile } from '../support/staff-api.ts';
import { callAs, STAFF } from '../support/staff-auth.ts';

/**
 * The staff registration writes: POST /api/registration (the Add Registration Form),
 * GET/PUT/DELETE /api/registration/{id}, against the real local stack.
 */

const sites = staffWriteSitesOfFile();

/** What the staff form asks besides the long wizard's answers (Parent 2's education and home). */
const STAFF_ANSWERS = { pg2HighestLevelOfEducation: 'High School Graduate', liveWithPg2: 'yes' } as const;

/** A stored registration the staff edit form accepts unchanged. */
function seedComplete(site: Site, overrides: Partial<RegistrationRecord> = {}) {
  return seedRegistration(site, letterMarker(), overrides, STAFF_ANSWERS);
}

/** A complete staff form of a 15-year-old at `site` (the wizard's answers plus Parent 2's). */
function staffBody(
  site: Site,
  marker: string,
  overrides: Partial<StaffRegistrationValues> & { transferId?: string } = {},
) {
  return {
    ...registrationDraft(marker, STAFF_ANSWERS),
    site: site.id,
    enrollmentType: 'REGULAR',
    generalRegistrationNotes: 'Called the family on Monday.',
    ...overrides,
  };
}

/** The edit form's body of a stored registration, sent back unchanged unless `overrides` say so. */
function editBodyOf(record: RegistrationRecord, overrides: Partial<StaffRegistrationValues> = {}) {
  return {
    ...draftFromRecord(record),
    site: record.learningCenterId,
    enrollmentType: enrollmentTypeOf(record),
    generalRegistrationNotes: record.generalRegistrationNotes,
    ...overrides,
  };
}

function create(who: string, body: unknown, key?: string) {
  return callAs(who, '/api/registration', {
    method: 'POST',
    body,
    headers: key ? { 'Idempotency-Key': key } : {},
  });
}

function edit(who: string, id: string, body: unknown, etag?: string) {
  return ifMatchCall(who, 'PUT', `/api/registration/${id}`, etag, body);
}

/** The coordinator (the Contributor) saves the record's answers with `changes`, at its stored version. */
function editAsCoordinator(
  stored: StoredRegistrationDocument,
  changes: Partial<StaffRegistrationValues> = {},
) {
  return edit(STAFF.contributor, stored.id, editBodyOf(stored, changes), stored._etag);
}

function remove(who: string, id: string, etag?: string) {
  return ifMatchCall(who, 'DELETE', `/api/registration/${id}`, etag);
}

async function createdId(who: string, body: unknown): Promise<string> {
  const { status, body: answer } = await create(who, body);
  expect(status).toBe(201);
  return (answer as { id: string }).id;
}

function registrationCount(lastName: string): Promise<number> {
  return countWhere(registrations, 'lastName', lastName);
}

describe('POST /api/registration (staff Add Registration Form)', () => {
  it('stores a submitted registration of every level from Contributor up, with the site fields and list keys', async () => {
    for (const [who, site, type] of [
      [STAFF.contributor, sites.flexSite, 'REGULAR'],
      [STAFF.admin, sites.sierraSite, 'INTERSESSION'],
      [STAFF.superAdmin, sites.flexSite2, 'REGULAR'],
    ] as const) {
      const marker = letterMarker();
      const { status, body } = await create(who, staffBody(site, marker, { enrollmentType: type }));
      expect(status, who).toBe(201);
      const { id, _uuid } = body as { id: string; _uuid: string };
      expect(_uuid).toMatch(/^[0-9a-f-]{36}$/);
      const stored = await readRegistration(id);
      expect(stored, who).toMatchObject({
        id,
        _uuid,
        status: 'Enrollment Submitted',
        progressLevel: 1,
        processingLevel: 0,
        registerForIntercession: type !== 'REGULAR',
        charter_id: site.charter.id,
        learningCenterId: site.id,
        learningCenterName: site.name,
        learningCenterCharter: site.charter.name,
        createdBy: who,
        lastName: `Reg${marker}`,
        age: 15,
        generalRegistrationNotes: 'Called the family on Monday.',
        pgFirstName: 'Maria',
        studentEmail: 'ana@example.com',
      });
      expect(stored).toHaveProperty('listKeys');
      expect((stored as unknown as { listKeys: { enrollmentType: string } }).listKeys.enrollmentType).toBe(
        type === 'REGULAR' ? 'regular' : 'intersession',
      );
      // Intercession skips the regular-only sections: their answers are not stored.
      if (type === 'INTERSESSION') expect(stored?.beenExpelled).toEqual({ yes: '', no: '' });
      else expect(stored?.beenExpelled).toEqual({ yes: false, no: true });
    }
  });

  it('answers the Idempotency-Key repeat with the same registration, and refuses the key with another body (422)', async () => {
    const marker = letterMarker();
    const body = staffBody(sites.flexSite, marker);
    const key = `staff-registration-${randomUUID()}`;
    const first = await create(STAFF.contributor, body, key);
    expect(first.status).toBe(201);
    const repeat = await create(STAFF.contributor, body, key);
    expect(repeat.status).toBe(201);
    expect(repeat.body).toEqual(first.body);
    const reused = await create(STAFF.contributor, { ...body, city: 'Palmdale' }, key);
    expect(reused.status).toBe(422);
    expect(await registrationCount(`Reg${marker}`)).toBe(1);
  });

  it("refuses a User (403) and another charter's site (400 on site, like an unknown one), storing nothing", async () => {
    const marker = letterMarker();
    expect((await create(STAFF.user, staffBody(sites.sierraSite, marker))).status).toBe(403);
    const other = await create(STAFF.contributor, staffBody(sites.sierraSite, marker));
    expectFieldError(other, 'site', 'registration.site.invalid', 'Invalid Site ID');
    const unknown = await create(
      STAFF.contributor,
      staffBody(sites.sierraSite, marker, { site: 'ffffffffffffffffffffffff' }),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual(other.body);
    const none = await create(STAFF.contributor, staffBody(sites.flexSite, marker, { site: '' }));
    expect(fieldErrorsOf(none.body).site?.message).toBe('Please select a learning center.');
    expect(await registrationCount(`Reg${marker}`)).toBe(0);
  });

  it('refuses an incomplete form with the field errors of the completeness rules (400), storing nothing', async () => {
    const marker = letterMarker();
    const regular = await create(
      STAFF.admin,
      staffBody(sites.sierraSite, marker, {
        beenExpelled: '',
        droppedOutOfSchool: 'yes',
        knownHealthConditions: 'yes',
        emergencyContact1Phone: '555',
        studentPrimaryPhone: '123',
      }),
    );
    expect(regular.status).toBe(400);
    const errors = fieldErrorsOf(regular.body);
    expect(errors.beenExpelled?.message).toBe('This field is required.');
    expect(Object.keys(errors)).toEqual(
      expect.arrayContaining([
        'droppedOutFromWhichSchool',
        'droppedOutFromWhatYear',
        'asthma',
        'emergencyContact1Phone',
        'studentPrimaryPhone',
      ]),
    );
    expect(errors.studentPrimaryPhone?.message).toBe(
      'Please provide a valid phone number in the following format XXX-XXX-XXXX',
    );

    // Intercession: the grade is required, the DASS answers are not.
    const intercession = await create(
      STAFF.admin,
      staffBody(sites.sierraSite, marker, {
        enrollmentType: 'INTERSESSION',
        gradeLevel: '',
        beenExpelled: '',
      }),
    );
    expect(intercession.status).toBe(400);
    expect(Object.keys(fieldErrorsOf(intercession.body))).toEqual(['gradeLevel']);

    // Mailing address only when it is not the same.
    const mailing = await create(
      STAFF.admin,
      staffBody(sites.sierraSite, marker, {
        isMailingAddressTheSame: 'no',
        mailingStreet: '',
        mailingCity: '',
      }),
    );
    expect(Object.keys(fieldErrorsOf(mailing.body))).toEqual(
      expect.arrayContaining(['mailingStreet', 'mailingCity']),
    );

    // Parent fields: a minor needs them; an adult without permission does not.
    const minor = await create(
      STAFF.admin,
      staffBody(sites.sierraSite, marker, { pgFirstName: '', pg2LastName: '' }),
    );
    expect(Object.keys(fieldErrorsOf(minor.body))).toEqual(
      expect.arrayContaining(['pgFirstName', 'pg2LastName']),
    );
    expect(await registrationCount(`Reg${marker}`)).toBe(0);

    const adult = staffBody(sites.sierraSite, marker, {
      // 25 on the business time zone's date too (a day's margin: its date can be a day behind UTC's).
      birthDate: birthDateYearsAgo(25),
      permissionParentContact: 'no',
      pgFirstName: '',
      pg2LastName: '',
    });
    const adultId = await createdId(STAFF.admin, adult);
    expect(await readRegistration(adultId)).toMatchObject({ pgFirstName: '', pgLastName: '', age: 25 });
  });

  it('from a transfer: stores the interest uuid and id, marks the interest enrolled with the registration id, and takes the transfer once', async () => {
    const entry = await seedInterest(sites.flexSite);
    const transfer = await transferInterest(STAFF.contributor, entry.id);
    expect(transfer.status).toBe(201);
    const { transferId } = transfer.body as RegistrationTransferResult;
    const marker = letterMarker();
    const key = `staff-registration-${randomUUID()}`;
    const body = staffBody(sites.flexSite, marker, { transferId });
    const first = await create(STAFF.contributor, body, key);
    expect(first.status).toBe(201);
    const { id } = first.body as { id: string };
    expect(await readRegistration(id)).toMatchObject({ interestUuid: entry._uuid, interestId: entry.id });
    expect(await readStored(entry.id)).toMatchObject({
      status: 'Enrollment Submitted',
      enrollstatus: 'Yes',
      registrationId: id,
    });

    // The repeat answers the same registration; another registration cannot take the transfer.
    expect((await create(STAFF.contributor, body, key)).body).toEqual(first.body);
    const second = await create(STAFF.contributor, staffBody(sites.flexSite, letterMarker(), { transferId }));
    expectFieldError(
      second,
      'transferId',
      'registration.transfer.invalid',
      'This transfer is no longer available. Please transfer the interest again.',
    );
    expect(await registrationCount(`Reg${marker}`)).toBe(1);
  });

  it("refuses an unknown transfer and another charter's transfer (400 on transferId), leaving the interest as it was", async () => {
    const entry = await seedInterest(sites.sierraSite);
    const transfer = await transferInterest(STAFF.admin, entry.id);
    const { transferId } = transfer.body as RegistrationTransferResult;
    const marker = letterMarker();
    const outOfScope = await create(STAFF.contributor, staffBody(sites.flexSite, marker, { transferId }));
    expect(outOfScope.status).toBe(400);
    expect(fieldErrorsOf(outOfScope.body).transferId?.code).toBe('registration.transfer.invalid');
    const unknown = await create(
      STAFF.contributor,
      staffBody(sites.flexSite, marker, { transferId: randomUUID() }),
    );
    expect(unknown.body).toEqual(outOfScope.body);
    expect(await registrationCount(`Reg${marker}`)).toBe(0);
    expect(await readStored(entry.id)).toMatchObject({ status: 'New Interest', enrollstatus: 'No' });
  });
});

describe('GET /api/registration/{id}', () => {
  it('answers the record with its ETag to every level in scope, 404 elsewhere', async () => {
    const stored = await seedRegistration(sites.sierraSite, letterMarker());
    for (const who of [STAFF.user, STAFF.admin, STAFF.superAdmin]) {
      const { status, body, headers } = await callAs(who, `/api/registration/${stored.id}`);
      expect(status, who).toBe(200);
      expect(headers.get('etag')).toBe(stored._etag);
      expect(headers.get('cache-control')).toBe('private, no-store');
      expect(body).toMatchObject({
        id: stored.id,
        lastName: stored.lastName,
        charter_id: sites.sierraSite.charter.id,
      });
      expect(body).not.toHaveProperty('_etag');
      expect(body).not.toHaveProperty('_rid');
      expect(body).not.toHaveProperty('listKeys');
    }
    const other = await callAs(STAFF.contributor, `/api/registration/${stored.id}`);
    expect(other.status).toBe(404);
    const unknown = await callAs(STAFF.contributor, `/api/registration/${randomUUID()}`);
    expect(unknown.body).toEqual(other.body);
    expect((await callAs(STAFF.contributor, '/api/registration/not%20an%20id')).status).toBe(404);
    const nobody = await seedRegistration(await siteOfNobody(), letterMarker());
    for (const who of [STAFF.user, STAFF.contributor, STAFF.admin]) {
      expect((await callAs(who, `/api/registration/${nobody.id}`)).status, who).toBe(404);
    }
    expect((await callAs(STAFF.superAdmin, `/api/registration/${nobody.id}`)).status).toBe(200);
  });
});

describe('PUT /api/registration/{id} (the admin edit form)', () => {
  it('stores the edit with the new site and type, keeps the process state and answers a new ETag', async () => {
    const stored = await seedComplete(sites.flexSite, {
      status: 'Orientation Scheduled',
      progressLevel: 2,
      processingLevel: 2,
    });
    const body = editBodyOf(stored, {
      firstName: 'Anna',
      site: sites.flexSite2.id,
      enrollmentType: 'INTERSESSION',
      generalRegistrationNotes: 'Moved to intersession.',
      pg2HighestLevelOfEducation: '',
      liveWithPg2: 'yes',
    });
    const { status, body: answer, headers } = await edit(STAFF.contributor, stored.id, body, stored._etag);
    expect(status).toBe(200);
    expect(answer).toMatchObject({
      id: stored.id,
      firstName: 'Anna',
      registerForIntercession: true,
      learningCenterId: sites.flexSite2.id,
      learningCenterName: sites.flexSite2.name,
      status: 'Orientation Scheduled',
      progressLevel: 2,
      processingLevel: 2,
      generalRegistrationNotes: 'Moved to intersession.',
    });
    expect(answer).not.toHaveProperty('listKeys');
    const after = await readRegistration(stored.id);
    expect(headers.get('etag')).toBe(after?._etag);
    expect(after?._etag).not.toBe(stored._etag);
    expect((after as unknown as { listKeys: { enrollmentType: string } }).listKeys.enrollmentType).toBe(
      'intersession',
    );
  });

  it('needs If-Match (428) and a current one (409 registration.conflict)', async () => {
    const stored = await seedComplete(sites.flexSite);
    const first = await editAsCoordinator(stored, { city: 'Palmdale' });
    expect(first.status).toBe(200);
    const stale = await editAsCoordinator(stored, { city: 'Mojave' });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({
      message: 'This registration was changed by someone else. Please reload it and try again.',
      code: 'registration.conflict',
    });
    const missing = await edit(STAFF.contributor, stored.id, editBodyOf(stored));
    expect(missing.status).toBe(428);
    expect(missing.body).toMatchObject({
      code: 'registration.ifMatch.required',
      message:
        'This change needs the version of the registration you edited. Please reload it and try again.',
    });
    expect((await readRegistration(stored.id))?.city).toBe('Palmdale');
  });

  it('refuses a completed or terminated registration (409 registration.notEditable)', async () => {
    for (const status of ['Enrollment Complete', 'Enrollment Terminated'] as const) {
      const stored = await seedComplete(sites.flexSite, { status });
      const answer = await editAsCoordinator(stored);
      expect(answer.status, status).toBe(409);
      expect(answer.body).toEqual({
        message: 'A completed or terminated registration can no longer be edited.',
        code: 'registration.notEditable',
      });
      expect((await readRegistration(stored.id))?._etag).toBe(stored._etag);
    }
  });

  it('answers field errors (a bad phone) and an out-of-scope site with 400, changing nothing', async () => {
    const stored = await seedComplete(sites.flexSite);
    const phone = await editAsCoordinator(stored, { studentPrimaryPhone: '661555' });
    expectFieldError(
      phone,
      'studentPrimaryPhone',
      'phone.invalid',
      'Please provide a valid phone number in the following format XXX-XXX-XXXX',
    );
    const site = await editAsCoordinator(stored, { site: sites.sierraSite.id });
    expect(site.status).toBe(400);
    expect(fieldErrorsOf(site.body).site?.code).toBe('registration.site.invalid');
    expect((await readRegistration(stored.id))?._etag).toBe(stored._etag);
  });

  it("refuses a User (403) and answers another charter's registration as unknown (404)", async () => {
    const stored = await seedComplete(sites.sierraSite);
    expect((await edit(STAFF.user, stored.id, editBodyOf(stored), stored._etag)).status).toBe(403);
    const other = await editAsCoordinator(stored);
    expect(other.status).toBe(404);
    expect((await readRegistration(stored.id))?._etag).toBe(stored._etag);
  });
});

describe('DELETE /api/registration/{id}', () => {
  it('is for Admin and up: writes an audit record, then removes the registration (204)', async () => {
    for (const who of [STAFF.admin, STAFF.superAdmin]) {
      const stored: StoredRegistrationDocument = await seedRegistration(sites.sierraSite, letterMarker());
      expect((await remove(who, stored.id)).status).toBe(428);
      expect((await remove(who, stored.id, '"stale"')).status).toBe(409);
      expect(await auditRecordsOf(stored.id)).toHaveLength(0);
      expect((await remove(who, stored.id, stored._etag)).status, who).toBe(204);
      expect(await readRegistration(stored.id)).toBeNull();
      const audit = await auditRecordsOf(stored.id);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        action: 'registration.deleted',
        entryId: stored.id,
        charter_id: sites.sierraSite.charter.id,
        by: { email: who },
      });
      expect(JSON.stringify(audit[0])).not.toContain(stored.lastName);
      expect((await remove(who, stored.id, stored._etag)).status).toBe(404);
    }
  });

  it("refuses a User and a Contributor (403) and answers another charter's registration as 404", async () => {
    const stored = await seedRegistration(sites.flexSite, letterMarker());
    expect((await remove(STAFF.user, stored.id, stored._etag)).status).toBe(403);
    expect((await remove(STAFF.contributor, stored.id, stored._etag)).status).toBe(403);
    expect((await remove(STAFF.admin, stored.id, stored._etag)).status).toBe(404);
    expect(await readRegistration(stored.id)).not.toBeNull();
    expect(await auditRecordsOf(stored.id)).toHaveLength(0);
  });
});
