// POST /api/leloRegistration/pre-registration (staff's New Pre Registration): Contributor and up, the
// caller's charters only, every field checked (400 with field errors, nothing stored), the Active entry
// as stored, its list keys, the family's e-mail with the /forms/{permalink}/{uuid} link, the
// Idempotency-Key repeat, and the public pre-fill reading the entry back.
import { randomUUID } from 'node:crypto';
import { businessToday, type LeloPrefill } from '@enroll/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { birthDateYearsAgo } from '../support/dates.ts';
import {
  ACTIVE_SESSION_ID,
  leloEntriesByStudentEmail,
  offeredCourse,
  readLeloEntry,
  readLeloSession,
  readOffering,
} from '../support/lelo.ts';
import { APP_URL, api, waitForOutbox } from '../support/local-stack.ts';
import { KINGSPORT_ID, LANCASTER_ID } from '../support/seeded-sites.ts';
import { fieldErrorsOf } from '../support/staff-api.ts';
import { type ApiResult, callAs, STAFF, upsertStaffSeed } from '../support/staff-auth.ts';

const PATH = '/api/leloRegistration/pre-registration';
let permalink = '';

interface Created {
  id: string;
  _uuid: string;
  formPath: string;
}

/** A filled form for Kingsport (the Contributor's Holston charter): grade 11, Health then Financial Literacy. */
async function kingsportBody(overrides: Record<string, unknown> = {}) {
  const offering = await readOffering(KINGSPORT_ID);
  return {
    permalink,
    LeloRegistrationProfile: ACTIVE_SESSION_ID,
    charter_id: offering.charter_id,
    siteId: KINGSPORT_ID,
    firstName: 'pia',
    lastName: 'prereg',
    birthDate: birthDateYearsAgo(15),
    gradeLevel: '11',
    courses: [
      offeredCourse(offering, 'Health')._id,
      offeredCourse(offering, 'Financial Literacy')._id,
      '',
      '',
    ],
    studentEmail: `pia.prereg.${randomUUID().slice(0, 8)}@example.com`,
    studentPrimaryPhone: '423-555-0199',
    ...overrides,
  };
}

function post(who: string, body: unknown, key: string = randomUUID()): Promise<ApiResult> {
  return callAs(who, PATH, { method: 'POST', body, headers: { 'Idempotency-Key': key } });
}

beforeAll(async () => {
  await upsertStaffSeed();
  permalink = (await readLeloSession()).permalink;
});

describe('who may pre-register', () => {
  it('refuses a User (403) and an anonymous caller (401), and stores nothing', async () => {
    const body = await kingsportBody();
    expect((await post(STAFF.user, body)).status).toBe(403);
    expect((await callAs(null, PATH, { method: 'POST', body })).status).toBe(401);
    expect(await leloEntriesByStudentEmail(body.studentEmail)).toEqual([]);
  });

  it('is staff-only at the edge as well (the public /api/leloRegistration rules do not open it)', async () => {
    const body = await kingsportBody();
    // Without a sign-in the edge answers its 401 as the redirect to the staff login.
    const response = await fetch(`${APP_URL}${PATH}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toContain('/admin-login');
    expect(await leloEntriesByStudentEmail(body.studentEmail)).toEqual([]);
  });

  it("answers 400 on siteId for a site of another charter, and for a charter that is not the site's", async () => {
    const lancaster = await readOffering(LANCASTER_ID);
    const other = await kingsportBody({
      charter_id: lancaster.charter_id,
      siteId: LANCASTER_ID,
      courses: [offeredCourse(lancaster, 'Health')._id],
    });
    const answer = await post(STAFF.contributor, other);
    expect(answer.status).toBe(400);
    expect(fieldErrorsOf(answer.body).siteId).toMatchObject({
      code: 'preRegistration.site.invalid',
      message: 'This learning center does not offer courses in this session.',
    });
    expect(await leloEntriesByStudentEmail(other.studentEmail)).toEqual([]);
    // The Admin (Sierra Valley) may pre-register Lancaster.
    expect((await post(STAFF.admin, other)).status).toBe(201);
    // A charter id that is not the site's: the same 400.
    const mismatched = await post(
      STAFF.superAdmin,
      await kingsportBody({ charter_id: lancaster.charter_id }),
    );
    expect(fieldErrorsOf(mismatched.body).siteId?.code).toBe('preRegistration.site.invalid');
  });
});

describe('the fields', () => {
  it("answers 'Please fill out the required fields' on each missing required field", async () => {
    const answer = await post(STAFF.contributor, {});
    expect(answer.status).toBe(400);
    const errors = fieldErrorsOf(answer.body);
    for (const field of [
      'permalink',
      'LeloRegistrationProfile',
      'charter_id',
      'siteId',
      'firstName',
      'lastName',
      'birthDate',
      'gradeLevel',
      'courses.0',
    ])
      expect(errors[field], field).toMatchObject({
        code: 'preRegistration.fields.required',
        message: 'Please fill out the required fields',
      });
  });

  it('checks the birth date (age 1 to 100, not in the future), the e-mail and the phone', async () => {
    const tomorrow = new Date(`${businessToday()}T12:00:00Z`);
    tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
    for (const [birthDate, message] of [
      [tomorrow.toISOString().slice(0, 10), 'The date of birth cannot be after today.'],
      [birthDateYearsAgo(101), 'The student must be 1 to 100 years old. Please check the date of birth.'],
      ['1925-01-01', 'The student must be 1 to 100 years old. Please check the date of birth.'],
      ['2010-13-01', 'Please provide a valid date of birth'],
    ]) {
      const answer = await post(STAFF.contributor, await kingsportBody({ birthDate }));
      expect(answer.status, birthDate).toBe(400);
      expect(fieldErrorsOf(answer.body).birthDate?.message, birthDate).toBe(message);
    }
    const answer = await post(
      STAFF.contributor,
      await kingsportBody({ studentEmail: 'pia@', studentPrimaryPhone: '423-555-019' }),
    );
    const errors = fieldErrorsOf(answer.body);
    expect(errors.studentEmail?.message).toBe('Please provide a valid email address.');
    expect(errors.studentPrimaryPhone?.message).toBe(
      'Please provide a valid phone number in the format XXX-XXX-XXXX.',
    );
  });

  it('takes only courses the site offers for the grade, and a session the page names correctly', async () => {
    const lancaster = await readOffering(LANCASTER_ID);
    const notOffered = await post(
      STAFF.contributor,
      await kingsportBody({ courses: [offeredCourse(lancaster, 'English 9A')._id] }),
    );
    expect(fieldErrorsOf(notOffered.body).courses?.code).toBe('lelo.course.unknown');
    const middle = await post(STAFF.contributor, await kingsportBody({ gradeLevel: '6' }));
    expect(fieldErrorsOf(middle.body).gradeLevel?.message).toBe('No courses available for this grade level');
    const session = await post(STAFF.contributor, await kingsportBody({ permalink: 'no-such-session' }));
    expect(fieldErrorsOf(session.body).LeloRegistrationProfile?.code).toBe('preRegistration.session.invalid');
  });
});

describe('the created entry', () => {
  it('stores an Active entry named by the offering, e-mails the family the link, and the wizard pre-fills it', async () => {
    const body = await kingsportBody();
    const key = randomUUID();
    const answer = await post(STAFF.contributor, body, key);
    expect(answer.status).toBe(201);
    const created = answer.body as Created;
    expect(created.formPath).toBe(`/forms/${permalink}/${created._uuid}`);

    const offering = await readOffering(KINGSPORT_ID);
    const stored = (await readLeloEntry(created.id)) as unknown as Record<string, unknown>;
    expect(stored).toMatchObject({
      id: created.id,
      _uuid: created._uuid,
      status: 'Active',
      charter: offering.charter,
      charter_id: offering.charter_id,
      name: offering.learningCenterName,
      learningCenters: offering.learningCenterName,
      siteId: KINGSPORT_ID,
      LeloRegistrationProfile: ACTIVE_SESSION_ID,
      permaLink: permalink,
      // As typed: a name is never re-cased.
      firstName: 'pia',
      lastName: 'prereg',
      birthDate: body.birthDate,
      gradeLevel: '11',
      studentEmail: body.studentEmail,
      studentPrimaryPhone: '423-555-0199',
      courses: [offeredCourse(offering, 'Health'), offeredCourse(offering, 'Financial Literacy')],
      selectedCourseAgreements: [
        offeredCourse(offering, 'Health').credits,
        offeredCourse(offering, 'Financial Literacy').credits,
      ],
      signedAt: null,
      createdBy: STAFF.contributor,
    });
    expect((stored.listKeys as Record<string, string>).studentName).toBe('pia prereg');

    const [mail] = await waitForOutbox((message) => message.to === body.studentEmail);
    expect(mail?.subject).toBe(`Complete your course registration with ${offering.learningCenterName}`);
    expect(mail?.text).toContain(`/forms/${permalink}/${created._uuid}`);
    expect(mail?.html).toContain(`/forms/${permalink}/${created._uuid}`);

    // The repeat answers the same entry; the same key with another body is refused.
    const repeat = await post(STAFF.contributor, body, key);
    expect(repeat.status).toBe(201);
    expect(repeat.body).toEqual(created);
    expect((await post(STAFF.contributor, { ...body, lastName: 'Other' }, key)).status).toBe(422);
    expect(await leloEntriesByStudentEmail(body.studentEmail)).toHaveLength(1);

    const prefill = await api(`/api/leloRegistration/${created._uuid}`);
    expect(prefill.status).toBe(200);
    expect(prefill.body as LeloPrefill).toMatchObject({
      _uuid: created._uuid,
      permaLink: permalink,
      siteId: KINGSPORT_ID,
      firstName: 'pia',
      gradeLevel: '11',
      locationResolved: true,
      courses: [
        { id: offeredCourse(offering, 'Health')._id, course_name: 'Health' },
        { id: offeredCourse(offering, 'Financial Literacy')._id, course_name: 'Financial Literacy' },
      ],
    });
  });

  it('stores an entry without an e-mail address (the e-mail is optional)', async () => {
    const lastName = `Nomail${randomUUID()
      .replace(/[^a-f]/g, '')
      .slice(0, 6)}`;
    const answer = await post(STAFF.contributor, await kingsportBody({ studentEmail: '', lastName }));
    expect(answer.status).toBe(201);
    const { id } = answer.body as Created;
    expect((await readLeloEntry(id))?.studentEmail).toBe('');
  });
});
