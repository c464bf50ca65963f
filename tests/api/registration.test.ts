import { randomUUID } from 'node:crypto';
import type { RegistrationDraft, RegistrationRecord, Site } from '@enroll/domain';
import { describe, expect, it } from 'vitest';
import {
  completeDraft,
  NO_PARENT_2,
  SELF_ADULT_PARENTS,
} from '../../domain/test-support/registration-drafts.ts';
import { birthDateYearsAgo } from '../support/dates.ts';
import { minorRegistrationDraft } from '../support/family-forms.ts';
import { api, countWhere, db, postJson, storedDocument, waitForOutbox } from '../support/local-stack.ts';

const registrations = db.container('registrations');

async function siteNamed(brand: string, name: string): Promise<Site> {
  const { body } = await api(
    `/api/sites?brand=${encodeURIComponent(brand)}&q=${encodeURIComponent(name.split(' - ')[1] ?? name)}`,
  );
  const found = (body as Site[]).find((candidate) => candidate.name === name);
  if (!found) throw new Error(`${name} is not seeded`);
  // The stored site: the public answer has no notification e-mails, which the checks below need.
  return storedDocument<Site>(db.container('sites'), found.id);
}

function adultShortDraft(overrides: Partial<RegistrationDraft> = {}): RegistrationDraft {
  const tag = randomUUID().slice(0, 8);
  return completeDraft({
    birthDate: birthDateYearsAgo(19),
    studentEmail: `adult.${tag}@example.com`,
    ...SELF_ADULT_PARENTS,
    pgHighestLevelOfEducation: '',
    ...overrides,
  });
}

function readRecord(id: string): Promise<RegistrationRecord> {
  return storedDocument<RegistrationRecord>(registrations, id);
}

function countByLastName(lastName: string): Promise<number> {
  return countWhere(registrations, 'lastName', lastName);
}

function countByStudentEmail(email: string): Promise<number> {
  return countWhere(registrations, 'studentEmail', email);
}

describe('POST /api/registration/public', () => {
  it('stores a long-flow registration of a minor with a different mailing address and queues both e-mails', async () => {
    const site = await siteNamed('Learn4Life', 'Learn4Life - Lancaster');
    const draft = minorRegistrationDraft({
      isMailingAddressTheSame: 'no',
      mailingStreet: 'PO Box 12',
      mailingCity: 'Lancaster',
      mailingState: 'California',
      mailingZip: '93535',
    });
    const { status, body } = await postJson('/api/registration/public', { ...draft, site: site.id });
    expect(status).toBe(201);
    const { id, _uuid } = body as { id: string; _uuid: string };
    const record = await readRecord(id);
    expect(record).toMatchObject({
      _uuid,
      status: 'Enrollment Submitted',
      progressLevel: 0,
      processingLevel: 0,
      registerForIntercession: false,
      learningCenterId: site.id,
      learningCenterName: site.name,
      learningCenterCharter: site.charter.name,
      firstName: 'Ana',
      mailingStreet: 'PO Box 12',
      age: 16,
    });
    expect(record.haveSuffix).toEqual({ yes: false, no: true });
    const familyMails = await waitForOutbox((message) => message.to === draft.pgPrimaryEmail);
    expect(familyMails[0]?.subject).toContain(site.name);
    expect(familyMails[0]?.text).toContain(`Registration ID: ${_uuid}`);
    const staff = site.enrollment_info?.registrationEmail ?? [];
    if (staff.length > 0) {
      const notices = await waitForOutbox(
        (message) => message.text.includes(_uuid) && message.subject.startsWith('New registration'),
      );
      expect(notices.map((notice) => notice.to).sort()).toEqual(
        staff.map((address) => address.toLowerCase()).sort(),
      );
    }
  });

  it('stores a short-flow registration (Holston) of an adult with Self 18+ and no emergency contacts', async () => {
    const site = await siteNamed('Holston', 'Holston - Kingsport');
    const draft = adultShortDraft({
      emergencyContact1FirstName: '',
      emergencyContact1LastName: '',
      emergencyContact1Phone: '',
      emergencyContact1Relationship: '',
      authorizedForPickup1: '',
    });
    const { status, body } = await postJson('/api/registration/public', { ...draft, site: site.id });
    expect(status).toBe(201);
    const record = await readRecord((body as { id: string }).id);
    expect(record.pg2RelationshipToStudent).toBe('Self 18+');
    expect(record.age).toBe(19);
    expect(record.learningCenterName).toBe('Holston - Kingsport');
  });

  it("stores a minor's short-flow registration (Holston) without a second parent, refusing one without either", async () => {
    const site = await siteNamed('Holston', 'Holston - Kingsport');
    const withoutParent2 = NO_PARENT_2;
    // Neither a second parent nor 'no second parent': the Parent 2 step's rule refuses it.
    const refused = await postJson('/api/registration/public', {
      ...minorRegistrationDraft(withoutParent2),
      site: site.id,
    });
    expect(refused.status).toBe(400);
    expect((refused.body as { errors: { field: string }[] }).errors.map((error) => error.field)).toEqual([
      'pg2RelationshipToStudent',
      'pg2FirstName',
      'pg2LastName',
      'pg2PrimaryEmail',
      'pg2PrimaryPhone',
      'pg2PrimaryPhoneType',
    ]);

    const draft = minorRegistrationDraft({ ...withoutParent2, noSecondParent: 'yes' });
    const { status, body } = await postJson('/api/registration/public', {
      ...draft,
      site: site.id,
      language: 'es',
    });
    expect(status).toBe(201);
    const record = await readRecord((body as { id: string }).id);
    expect(record).toMatchObject({
      noSecondParent: true,
      pg2RelationshipToStudent: '',
      pg2FirstName: '',
      pg2LastName: '',
      pg2PrimaryEmail: '',
      pg2PrimaryPhone: '',
      language: 'es',
      age: 16,
      learningCenterName: 'Holston - Kingsport',
    });
    expect(record.pgFirstName).toBe(draft.pgFirstName);
  });

  it('asks the long flow for all ten emergency-contact fields and the short flow for the custody answers', async () => {
    const longSite = await siteNamed('Learn4Life', 'Learn4Life - Lancaster');
    const noContact = minorRegistrationDraft({ emergencyContact2Phone: '' });
    const long = await postJson('/api/registration/public', { ...noContact, site: longSite.id });
    expect(long.status).toBe(400);
    expect((long.body as { errors: { field: string }[] }).errors.map((error) => error.field)).toContain(
      'emergencyContact2Phone',
    );

    const shortSite = await siteNamed('Holston', 'Holston - Kingsport');
    const noCustody = adultShortDraft({ custodyIssueExists: '' });
    const short = await postJson('/api/registration/public', { ...noCustody, site: shortSite.id });
    expect(short.status).toBe(400);
    expect((short.body as { errors: { field: string }[] }).errors.map((error) => error.field)).toContain(
      'custodyIssueExists',
    );
    expect(await countByStudentEmail(noCustody.studentEmail)).toBe(0);
  });

  it.each([
    ['student: no last name', { lastName: '' }, 'lastName'],
    ['student: a bad e-mail', { studentEmail: 'not-an-email' }, 'studentEmail'],
    ['student: born tomorrow', { birthDate: '2999-01-01' }, 'birthDate'],
    ['student: suffix yes without a suffix', { haveSuffix: 'yes', suffix: '' }, 'suffix'],
    ['parent: a bad phone', { pgPrimaryPhone: '12345' }, 'pgPrimaryPhone'],
    ['address: a four-digit US ZIP', { zip: '9353' }, 'zip'],
    ['mailing: different but empty', { isMailingAddressTheSame: 'no' }, 'mailingStreet'],
    ['ethnicity: no race', { primaryRaceCategory: '' }, 'primaryRaceCategory'],
    ['DASS: expelled without the school', { beenExpelled: 'yes' }, 'expelledFromWhichSchool'],
    [
      'health: hearing yes without the hearing aid answer',
      { knownHearingConditions: 'yes' },
      'wearsHearingAid',
    ],
    ['custody: yes without notes', { custodyIssueExists: 'yes' }, 'custodyIssueNotes'],
  ] as const)('refuses %s with 400 on that field and stores nothing', async (_label, change, field) => {
    const site = await siteNamed('Learn4Life', 'Learn4Life - Lancaster');
    const draft = minorRegistrationDraft(change);
    const { status, body } = await postJson('/api/registration/public', { ...draft, site: site.id });
    expect(status).toBe(400);
    const errors = (body as { errors: { field: string; message: string }[] }).errors;
    expect(errors).toContainEqual(expect.objectContaining({ field }));
    expect(errors.every((error) => error.message.length > 0)).toBe(true);
    expect(await countByStudentEmail(draft.studentEmail)).toBe(0);
  });

  it("stores a minor's registration without the student's own e-mail and phone (the parent's are given)", async () => {
    const site = await siteNamed('Learn4Life', 'Learn4Life - Lancaster');
    const draft = minorRegistrationDraft({
      studentEmail: '',
      studentPrimaryPhone: '',
      studentPrimaryPhoneType: '',
    });
    const { status, body } = await postJson('/api/registration/public', { ...draft, site: site.id });
    expect(status).toBe(201);
    const record = await readRecord((body as { id: string }).id);
    expect(record).toMatchObject({
      age: 16,
      studentEmail: '',
      studentPrimaryPhone: '',
      studentPrimaryPhoneType: '',
      pgPrimaryEmail: draft.pgPrimaryEmail,
      pgPrimaryPhone: draft.pgPrimaryPhone,
    });
    // The family e-mail goes to the parent, the contact.
    const [mail] = await waitForOutbox((message) => message.to === draft.pgPrimaryEmail);
    expect(mail?.text).toContain((body as { _uuid: string })._uuid);
  });

  it("refuses an 18-year-old's registration without their own e-mail and phone, naming each field", async () => {
    const site = await siteNamed('Holston', 'Holston - Kingsport');
    const lastName = `Adult${randomUUID().slice(0, 8)}`;
    const draft = adultShortDraft({
      lastName,
      birthDate: birthDateYearsAgo(18),
      studentEmail: '',
      studentPrimaryPhone: '',
      studentPrimaryPhoneType: '',
    });
    const { status, body } = await postJson('/api/registration/public', { ...draft, site: site.id });
    expect(status).toBe(400);
    const errors = (body as { errors: { field: string; message: string }[] }).errors;
    for (const field of ['studentEmail', 'studentPrimaryPhone', 'studentPrimaryPhoneType'])
      expect(errors).toContainEqual(expect.objectContaining({ field, message: 'This field is required.' }));
    expect(await countByLastName(lastName)).toBe(0);
  });

  it.each([
    ['1925', '1925-01-01'],
    ['a three-year-old', birthDateYearsAgo(3)],
    ['a 51-year-old', birthDateYearsAgo(51)],
  ])(
    'refuses a birth date outside 4 to 50 years (%s) with its message and stores nothing',
    async (_label, birthDate) => {
      const site = await siteNamed('Learn4Life', 'Learn4Life - Lancaster');
      const draft = minorRegistrationDraft({ birthDate });
      const { status, body } = await postJson('/api/registration/public', { ...draft, site: site.id });
      expect(status).toBe(400);
      expect((body as { errors: { field: string; message: string }[] }).errors).toContainEqual({
        field: 'birthDate',
        code: 'birthDate.range.4to50',
        message: 'The student must be 4 to 50 years old. Please check the date of birth.',
      });
      expect(await countByStudentEmail(draft.studentEmail)).toBe(0);
    },
  );

  it('refuses an unknown site and a missing site', async () => {
    const draft = minorRegistrationDraft();
    const unknown = await postJson('/api/registration/public', {
      ...draft,
      site: '0123456789abcdef01234567',
    });
    expect(unknown.status).toBe(400);
    const missing = await postJson('/api/registration/public', draft);
    expect(missing.status).toBe(400);
  });

  it('stores one registration for a repeated Idempotency-Key', async () => {
    const site = await siteNamed('Learn4Life', 'Learn4Life - Lancaster');
    const draft = minorRegistrationDraft();
    const key = randomUUID();
    const body = { ...draft, site: site.id };
    const [first, second] = await Promise.all([
      postJson('/api/registration/public', body, { 'Idempotency-Key': key }),
      postJson('/api/registration/public', body, { 'Idempotency-Key': key }),
    ]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body).toEqual(first.body);
    expect(await countByStudentEmail(draft.studentEmail)).toBe(1);
  });
});

describe('registration from an interest e-mail link', () => {
  it('prefills from the interest and marks it enrolled after the registration', async () => {
    const site = await siteNamed('Learn4Life', 'Learn4Life - Lancaster');
    const email = `link.${randomUUID().slice(0, 8)}@example.com`;
    const interest = await postJson('/api/enrollment/public', {
      studentFirstName: 'Nina',
      studentLastName: 'Park',
      birthDate: birthDateYearsAgo(15),
      parentRelationship: 'Guardian',
      parentFirstName: 'June',
      parentLastName: 'Park',
      primaryEmail: email,
      phone: '661-555-0150',
      zipCode: '93534',
      site: site.id,
    });
    const { id: interestId, _uuid: uuid } = interest.body as { id: string; _uuid: string };

    const prefill = await api(`/api/enrollment/public/${uuid}`);
    expect(prefill.status).toBe(200);
    expect(prefill.body).toEqual({
      studentFirstName: 'Nina',
      studentLastName: 'Park',
      birthDate: birthDateYearsAgo(15),
      primaryEmail: email,
      phone: '661-555-0150',
      parentFirstName: 'June',
      parentLastName: 'Park',
      parentRelationship: 'Guardian',
      zipCode: '93534',
      learningCenterId: site.id,
    });

    const draft = minorRegistrationDraft({ firstName: 'Nina', lastName: 'Park', pgPrimaryEmail: email });
    const { status, body } = await postJson('/api/registration/public', { ...draft, site: site.id, uuid });
    expect(status).toBe(201);
    const registrationId = (body as { id: string }).id;
    const { resource } = await db
      .container('interests')
      .item(interestId, interestId)
      .read<{ enrollstatus: string; status: string; registrationId?: string }>();
    // The interest and the registration name each other: the staff list opens the registration.
    expect(resource).toMatchObject({ enrollstatus: 'Yes', status: 'Enrollment Submitted', registrationId });
    const { resource: registration } = await db
      .container('registrations')
      .item(registrationId, registrationId)
      .read<{ interestUuid?: string; interestId?: string }>();
    expect(registration).toMatchObject({ interestUuid: uuid, interestId });
  });

  it('answers an unknown uuid with 404 and a malformed one with 400', async () => {
    expect((await api(`/api/enrollment/public/${randomUUID()}`)).status).toBe(404);
    expect((await api('/api/enrollment/public/not-a-uuid')).status).toBe(400);
  });
});
