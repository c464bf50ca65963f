import { randomUUID } from 'node:crypto';
import type { InterestEntry } from '@enroll/domain';
import { describe, expect, it } from 'vitest';
import { birthDateYearsAgo } from '../support/dates.ts';
import { minorInterestForm } from '../support/family-forms.ts';
import { api, countWhere, db, postJson, storedDocument, waitForOutbox } from '../support/local-stack.ts';
import { learn4LifeSiteMailingFamilyAndStaff, storedLearn4LifeSites } from '../support/seeded-sites.ts';

const interests = db.container('interests');

function readEntry(id: string): Promise<InterestEntry> {
  return storedDocument<InterestEntry>(interests, id);
}

function countByEmail(email: string): Promise<number> {
  return countWhere(interests, 'primaryEmail', email);
}

describe('POST /api/enrollment/public', () => {
  it('stores a minor’s request with the site fields and queues the e-mail', async () => {
    const site = (await storedLearn4LifeSites()).find(
      (candidate) => candidate.enrollment_info?.primaryEmailstatus === 'Yes',
    );
    if (!site) throw new Error('no seeded site sends to the family');
    const form = minorInterestForm({ site: site.id, campaign: 'spring-flyer' });
    const { status, body } = await postJson('/api/enrollment/public', form);
    expect(status).toBe(201);
    const { id, _uuid } = body as { id: string; _uuid: string };
    expect(_uuid).toMatch(/^[0-9a-f-]{36}$/);

    const entry = await readEntry(id);
    expect(entry).toMatchObject({
      _uuid,
      status: 'New Interest',
      enrollstatus: 'No',
      submissionType: 'interest',
      hasCharterPreselection: true,
      campaign: 'spring-flyer',
      learningCenterId: site.id,
      learningCenterName: site.name,
      learningCenterCharter: site.charter.name,
      parentFirstName: 'Maria',
      primaryEmail: form.primaryEmail,
      age: 15,
    });
    expect(Date.parse(entry.submittedAt)).not.toBeNaN();

    const [mail] = await waitForOutbox((message) => message.to === form.primaryEmail);
    expect(mail?.text).toContain(site.name);
    expect(mail?.text).toContain(`/register-interest?uuid=${_uuid}`);
    expect(mail?.html).toContain(site.name);
  });

  it('without a site stores learningCenterId "0" and sends the generic e-mail', async () => {
    const form = minorInterestForm();
    const { status, body } = await postJson('/api/enrollment/public', form);
    expect(status).toBe(201);
    const entry = await readEntry((body as { id: string }).id);
    expect(entry.learningCenterId).toBe('0');
    expect(entry.hasCharterPreselection).toBe(false);
    const [mail] = await waitForOutbox((message) => message.to === form.primaryEmail);
    expect(mail?.text).toContain('Principal: Enrollment Team');
    expect(mail?.text).toContain('Contact us for details');
  });

  it('sends to the family and to each interest address when both statuses are Yes', async () => {
    const site = await learn4LifeSiteMailingFamilyAndStaff();
    const form = minorInterestForm({ site: site.id });
    const { body } = await postJson('/api/enrollment/public', form);
    const uuid = (body as { _uuid: string })._uuid;
    const expected = [
      form.primaryEmail,
      ...site.enrollment_info.interestEmail.map((address) => address.toLowerCase()),
    ];
    const mails = await waitForOutbox((message) => message.text.includes(uuid), expected.length);
    expect(mails.map((mail) => mail.to).sort()).toEqual([...expected].sort());
  });

  it('sends nothing when both e-mail statuses are No', async () => {
    const all = await storedLearn4LifeSites();
    const site = all.find(
      (candidate) =>
        candidate.enrollment_info?.primaryEmailstatus === 'No' &&
        candidate.enrollment_info.addtionalEmailstatus === 'No',
    );
    if (!site) throw new Error('no seeded Learn4Life site with both statuses No');
    const form = minorInterestForm({ site: site.id });
    const control = minorInterestForm();
    const { body } = await postJson('/api/enrollment/public', form);
    const uuid = (body as { _uuid: string })._uuid;
    await postJson('/api/enrollment/public', control);
    // The control mail, queued after, proves the job ran before we look.
    await waitForOutbox((message) => message.to === control.primaryEmail);
    expect(await waitForOutbox((message) => message.text.includes(uuid), 1, 1500)).toEqual([]);
  });

  it('stores one entry and sends one e-mail for a repeated Idempotency-Key', async () => {
    const form = minorInterestForm();
    const key = randomUUID();
    const [first, second] = await Promise.all([
      postJson('/api/enrollment/public', form, { 'Idempotency-Key': key }),
      postJson('/api/enrollment/public', form, { 'Idempotency-Key': key }),
    ]);
    const third = await postJson('/api/enrollment/public', form, { 'Idempotency-Key': key });
    expect([first.status, second.status, third.status]).toEqual([201, 201, 201]);
    expect(second.body).toEqual(first.body);
    expect(third.body).toEqual(first.body);
    expect(await countByEmail(form.primaryEmail)).toBe(1);
    await waitForOutbox((message) => message.to === form.primaryEmail);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(await waitForOutbox((message) => message.to === form.primaryEmail, 2, 500)).toHaveLength(1);
  });

  it('stores names exactly as sent, a pasted phone as XXX-XXX-XXXX, without invisible characters', async () => {
    const form = minorInterestForm({
      studentFirstName: 'María José',
      studentLastName: '  de la Cruz   McDonald ',
      parentFirstName: "O'Brien-Vega",
      parentLastName: 'ROSA\u202E\r\n',
      phone: '+1 (661) 555-0134',
    });
    const { status, body } = await postJson('/api/enrollment/public', form);
    expect(status).toBe(201);
    const entry = await readEntry((body as { id: string }).id);
    expect(entry).toMatchObject({
      studentFirstName: 'María José',
      studentLastName: 'de la Cruz McDonald',
      parentFirstName: "O'Brien-Vega",
      parentLastName: 'ROSA',
      phone: '661-555-0134',
    });
  });

  it('drops the parent fields of an adult', async () => {
    const form = minorInterestForm({ birthDate: birthDateYearsAgo(20) });
    const { status, body } = await postJson('/api/enrollment/public', form);
    expect(status).toBe(201);
    const entry = await readEntry((body as { id: string }).id);
    expect(entry.age).toBe(20);
    expect(entry.parentFirstName).toBe('');
  });

  it.each([
    ['a missing first name', { studentFirstName: '' }, 'studentFirstName', 'This field is required.'],
    [
      'a bad e-mail',
      { primaryEmail: 'not-an-email' },
      'primaryEmail',
      'Please provide a valid email address',
    ],
    [
      'a bad phone',
      { phone: '5551234' },
      'phone',
      'Please Provide a Valid Phone Number in the Following Format XXX-XXX-XXXX',
    ],
    [
      'a bad ZIP',
      { zipCode: '9353' },
      'zipCode',
      'Please Provide a Valid Zip/Postal Code in the Following Format XXXXX',
    ],
    [
      'a three-year-old',
      { birthDate: birthDateYearsAgo(3) },
      'birthDate',
      'The student must be 4 to 50 years old. Please check the date of birth.',
    ],
    [
      'a 51-year-old',
      { birthDate: birthDateYearsAgo(51) },
      'birthDate',
      'The student must be 4 to 50 years old. Please check the date of birth.',
    ],
    [
      'a birth date in 1925',
      { birthDate: '1925-01-01' },
      'birthDate',
      'The student must be 4 to 50 years old. Please check the date of birth.',
    ],
    [
      'a birth date in the future',
      { birthDate: '2999-01-01' },
      'birthDate',
      'The date of birth cannot be after today.',
    ],
    ['no birth date', { birthDate: '' }, 'birthDate', 'Please Provide a Valid Date of Birth'],
    ['a minor without a parent', { parentFirstName: '' }, 'parentFirstName', 'This field is required.'],
    [
      'a name with a character names do not have',
      { studentFirstName: 'Ana<b>' },
      'studentFirstName',
      'Use letters, spaces, apostrophes, hyphens and periods only.',
    ],
    [
      'a name over 50 characters',
      { studentLastName: 'x'.repeat(51) },
      'studentLastName',
      'Must be 50 characters or fewer.',
    ],
    [
      'an unknown site',
      { site: '0123456789abcdef01234567' },
      'site',
      'The site ID "0123456789abcdef01234567" is not valid.',
    ],
  ])('refuses %s with 400, the exact message, and stores nothing', async (_label, change, field, message) => {
    const form = minorInterestForm(change);
    const { status, body } = await postJson('/api/enrollment/public', form);
    expect(status).toBe(400);
    const errors = (body as { errors: { field: string; message: string }[] }).errors;
    expect(errors).toContainEqual(expect.objectContaining({ field, message }));
    expect(await countByEmail(form.primaryEmail)).toBe(0);
  });

  it('refuses a body that is not JSON, a bad Idempotency-Key and an oversized body', async () => {
    const notJson = await api('/api/enrollment/public', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{',
    });
    expect(notJson.status).toBe(400);
    const badKey = await postJson('/api/enrollment/public', minorInterestForm(), {
      'Idempotency-Key': 'a b',
    });
    expect(badKey.status).toBe(400);
    const huge = await postJson(
      '/api/enrollment/public',
      minorInterestForm({ campaign: 'x'.repeat(20_000) }),
    );
    expect(huge.status).toBe(413);
  });
});

describe('POST /api/log-error', () => {
  it('stores a client error report in errorLog', async () => {
    const marker = `e2e-${randomUUID()}`;
    const { status, body } = await postJson('/api/log-error', {
      timestamp: new Date().toISOString(),
      context: 'test',
      errorMessage: marker,
      errorName: 'TypeError',
      stackTrace: 'at test',
      errorLocation: '/interest',
      requestData: 'POST /api/enrollment/public',
      responseData: 'status 500',
    });
    expect(status).toBe(202);
    const id = (body as { id: string }).id;
    const { resource } = await db.container('errorLog').item(id, id).read<{ errorMessage: string }>();
    expect(resource?.errorMessage).toBe(marker);
    expect((await postJson('/api/log-error', { nope: true })).status).toBe(400);
  });
});
