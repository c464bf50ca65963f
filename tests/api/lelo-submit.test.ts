import { createHash, randomUUID } from 'node:crypto';
import type {
  CourseOfferingRecord,
  LeloConfirmation,
  LeloRegistrationRecord,
  LeloSessionRecord,
  LeloSubmissionInput,
  OfferedCourse,
} from '@enroll/domain';
import { businessToday, DEFAULT_CONFIRMATION_TEXTS, validationMessagesEn } from '@enroll/domain';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  blankPng,
  craftedPng,
  pngDataUrl as dataUrl,
  padPng,
  signaturePng,
} from '../../functions/test-support/png.ts';
import { birthDateYearsAgo } from '../support/dates.ts';
import { idForKey } from '../support/idempotency.ts';
import {
  ACTIVE_SESSION_ID as ACTIVE_SESSION,
  agreementBlobs,
  downloadSignedAgreement,
  leloEntriesByStudentEmail as entriesWithStudentEmail,
  insertPreRegistration,
  inspectPdfPage,
  LELO_NOTIFY_EMAIL as NOTIFY,
  offeredCourse,
  pdfTexts,
  readLeloEntry as readEntry,
  readLeloSession,
  readOffering,
  shownAgreementHash,
  shownAgreementParagraphs,
  signatureBlobsOf,
  signatureBlobs as signatures,
  waitForSignedAgreement as waitForAgreement,
} from '../support/lelo.ts';
import { minorSubmission, selfAdultAnswers } from '../support/lelo-submission.ts';
import { api, blobs, db, type OutboxMessage, postJson, waitForOutbox } from '../support/local-stack.ts';
import { KINGSPORT_ID as KINGSPORT, LANCASTER_ID as LANCASTER } from '../support/seeded-sites.ts';

// ── A real PNG as the signature canvas gives it (300 by 100, a black stroke on transparent) ──
const SIGNATURE = dataUrl(signaturePng());

// ── Seeded configuration, read from Cosmos ──
let session: LeloSessionRecord;
const offerings = new Map<string, CourseOfferingRecord>();

/** What the agreement step sends for each charter: the SHA-256 of the agreement paragraphs it shows. */
const shownHashes = new Map<string, string>();

beforeAll(async () => {
  session = await readLeloSession();
  for (const siteId of [LANCASTER, KINGSPORT]) {
    const offering = await readOffering(siteId);
    offerings.set(siteId, offering);
    shownHashes.set(offering.charter_id, await shownAgreementHash(offering.charter_id));
  }
});

function offeringOf(siteId: string): CourseOfferingRecord {
  const offering = offerings.get(siteId);
  if (!offering) throw new Error(`offering ${siteId} was not read`);
  return offering;
}

function highSchoolCourse(siteId: string, name: string): OfferedCourse {
  return offeredCourse(offeringOf(siteId), name);
}

const picked = (course: OfferedCourse) => ({ id: course._id, course_name: course.course_name });

/** The whole wizard body of a 16-year-old in grade 9 (English 9A, NCAA, and Health) at Lancaster. */
function minorBody(overrides: Partial<LeloSubmissionInput> = {}): LeloSubmissionInput {
  const parts = { permalink: session.permalink, offering: offeringOf(LANCASTER), signature: SIGNATURE };
  return minorSubmission(
    { ...parts, shownHashOf: (charterId) => shownHashes.get(charterId) ?? '' },
    overrides,
  );
}

/** A 19-year-old answering for themself at Kingsport (no template there). */
function adultBody(overrides: Partial<LeloSubmissionInput> = {}) {
  const offering = offeringOf(KINGSPORT);
  return minorBody({
    charter: offering.charter,
    charter_id: offering.charter_id,
    learningCenter: offering.learningCenterName,
    siteId: KINGSPORT,
    firstName: 'Ben',
    ...selfAdultAnswers(),
    courses: [
      picked(highSchoolCourse(KINGSPORT, 'Health')),
      picked(highSchoolCourse(KINGSPORT, 'Career Exploration')),
    ],
    // Not a PNG: ignored for a 'Self 18+' student, so it must not fail the submit.
    parentSignature: 'data:image/png;base64,AAAA',
    ...overrides,
  });
}

// ── Calls and reads ──
const USER_AGENT = 'LeloApiTest/1.0 (vitest)';

function newKey(): string {
  return `lelo-test-${randomUUID()}`;
}

/** The entry id of a POST with this Idempotency-Key. */
const entryIdOf = (key: string) => idForKey(key, 'lelo');
/** The folder of a signing's images: `lelo-signatures/{entryId}/{signingId}/` (the key's hash). */
const signingIdOf = (key: string) => idForKey(key, 'lelo-sign');

function submit(body: unknown, key: string = newKey()) {
  return postJson('/api/leloRegistration', body, { 'Idempotency-Key': key, 'User-Agent': USER_AGENT });
}

function sign(uuid: string, body: unknown, key?: string) {
  return api(`/api/leloRegistration/${uuid}`, {
    method: 'PUT',
    headers: {
      'Content-Type': 'application/json',
      'User-Agent': USER_AGENT,
      ...(key ? { 'Idempotency-Key': key } : {}),
    },
    body: JSON.stringify(body),
  });
}

async function expectNothingStored(key: string, studentEmail: string): Promise<void> {
  expect(await readEntry(entryIdOf(key))).toBeUndefined();
  expect(await entriesWithStudentEmail(studentEmail)).toHaveLength(0);
  expect(await signatureBlobsOf(entryIdOf(key))).toEqual([]);
}

/** Whether the submit asked for the entry's agreement PDF (`agreement-requests/{entryId}.json`). */
function agreementRequestExists(entryId: string): Promise<boolean> {
  return blobs.getContainerClient('agreement-requests').getBlobClient(`${entryId}.json`).exists();
}

function fieldErrors(body: unknown): { field: string; code: string; message: string }[] {
  return (body as { errors?: { field: string; code: string; message: string }[] }).errors ?? [];
}

// ── Tests ──
describe('POST /api/leloRegistration', () => {
  it('stores a minor at Lancaster signed, with signature blobs and evidence, and answers the filled confirmation', async () => {
    const body = minorBody();
    const key = newKey();
    const { status, body: answer } = await submit(body, key);
    expect(status).toBe(201);
    const confirmation = answer as LeloConfirmation;
    const id = entryIdOf(key);
    const signing = signingIdOf(key);
    const entry = await readEntry(id);
    if (!entry) throw new Error('the entry was not stored');
    expect(confirmation).toEqual({
      id,
      _uuid: entry._uuid,
      firstName: 'Ana',
      lastName: body.lastName ?? '',
      charter: offeringOf(LANCASTER).charter,
      learningCenter: 'Learn4Life - Lancaster',
      courses: [
        { _id: highSchoolCourse(LANCASTER, 'English 9A')._id, course_name: 'English 9A', credits: '5' },
        { _id: highSchoolCourse(LANCASTER, 'Health')._id, course_name: 'Health', credits: '5' },
      ],
      templateMessage: `<p>Thank you, Ana ${body.lastName}! Our Lancaster team looks forward to meeting you.</p>`,
      templateLanguage: 'en',
      familyEmailed: true,
    } satisfies LeloConfirmation);
    expect(entry).toMatchObject({
      status: 'Signed',
      LeloRegistrationProfile: ACTIVE_SESSION,
      permaLink: session.permalink,
      session_name: session.name,
      learningCenters: 'Learn4Life - Lancaster',
      siteId: LANCASTER,
      selectedCourseAgreements: ['5', '5'],
      studentSignatureBlob: `lelo-signatures/${id}/${signing}/student.png`,
      parentSignatureBlob: `lelo-signatures/${id}/${signing}/parent.png`,
      pgFirstName: 'Maria',
    });
    expect(entry.signedAt).toEqual(expect.any(String));
    expect(entry.courses.map((course) => course.ncaa)).toEqual([true, false]);
    const document = JSON.stringify(entry);
    expect(document).not.toContain('base64');
    expect(document).not.toContain('iVBOR');
    expect(entry).not.toHaveProperty('studentSignature');
    expect(entry).not.toHaveProperty('parentSignature');

    // The text signed is the one the agreement step shows, kept beside the signatures.
    const shown = await shownAgreementParagraphs(entry.charter_id);
    const shownHash = createHash('sha256').update(shown.join('\n\n'), 'utf8').digest('hex');
    expect(entry.evidence).toMatchObject({
      studentName: `Ana ${body.lastName}`,
      studentSignedAt: entry.signedAt,
      parentName: 'Maria Lopez',
      parentSignedAt: entry.signedAt,
      userAgent: USER_AGENT,
      agreementSha256: shownHash,
      agreementSha256Shown: shownHash,
      agreementLanguage: 'en',
      agreementUntranslated: false,
      agreementTextBlob: `lelo-signatures/${id}/${signing}/agreement.txt`,
    });
    // One signing day: the business day of the instant signed, on both signature lines.
    expect(entry.studentSignatureDate).toBe(businessToday(new Date(entry.signedAt ?? '')));
    expect(entry.parentSignatureDate).toBe(entry.studentSignatureDate);
    expect(entry).not.toHaveProperty('agreementSha256Shown');
    expect(entry.evidence?.ipAddress).not.toBe('');
    expect((await signatureBlobsOf(id)).sort()).toEqual([
      `${id}/${signing}/agreement.txt`,
      `${id}/${signing}/parent.png`,
      `${id}/${signing}/student.png`,
    ]);
    const keptText = await signatures.getBlobClient(`${id}/${signing}/agreement.txt`).downloadToBuffer();
    expect(keptText.toString('utf8')).toBe(shown.join('\n\n'));
    // Stored as decoded and encoded again (8-bit RGBA): the same pixels as drawn.
    const stored = await signatures.getBlobClient(`${id}/${signing}/student.png`).downloadToBuffer();
    expect(PNG.sync.read(stored).data.equals(PNG.sync.read(signaturePng()).data)).toBe(true);
  });

  it('records the address the edge saw as the signing IP, not one the client wrote in X-Forwarded-For or x-azure-clientip', async () => {
    const key = newKey();
    const { status } = await postJson('/api/leloRegistration', minorBody(), {
      'Idempotency-Key': key,
      'X-Forwarded-For': '6.6.6.6',
      'X-Client-IP': '6.6.6.6',
      'x-azure-clientip': '6.6.6.6',
    });
    expect(status).toBe(201);
    const entry = await readEntry(entryIdOf(key));
    // The test reaches the edge over loopback: the socket's address, whichever family it uses.
    expect(['127.0.0.1', '::1']).toContain(entry?.evidence?.ipAddress);
  });

  it('e-mails the student and the parent, notifies the template address, and builds the signed agreement PDF', async () => {
    const body = minorBody();
    const key = newKey();
    expect((await submit(body, key)).status).toBe(201);
    const id = entryIdOf(key);
    const entry = await readEntry(id);
    const uuid = entry?._uuid ?? '';

    // The confirmations (the signed agreement copy, with its PDF attached, is tested in lelo-agreement-copy).
    const confirmationTo = (to: string | undefined) => (message: OutboxMessage) =>
      message.to === to && message.attachments === undefined;
    const [toStudent] = await waitForOutbox(confirmationTo(body.studentEmail));
    const [toParent] = await waitForOutbox(confirmationTo(body.pgPrimaryEmail));
    const notices = await waitForOutbox((message) => message.to === NOTIFY && message.text.includes(uuid));
    for (const family of [toStudent, toParent]) {
      expect(family?.subject).toBe('Your course registration with Learn4Life - Lancaster');
      expect(family?.text).toContain(`Registration ID: ${uuid}`);
      expect(family?.text).toContain('Learning Center: Learn4Life - Lancaster');
      expect(family?.text).toContain('1. English 9A (5 credits)\n2. Health (5 credits)');
      expect(family?.text).toContain(
        `Thank you, Ana ${body.lastName}! Our Lancaster team looks forward to meeting you.`,
      );
    }
    expect(notices).toHaveLength(1);
    expect(notices[0]?.subject).toBe(`New secondary enrollment: Ana ${body.lastName}`);
    expect(notices[0]?.text).toContain(`/lelo-forms/${id}`);

    const signed = await waitForAgreement(id);
    expect(signed.uploadedUrl).toBe(`master-agreements/${session.name}/${signed.fileName}`);
    expect(signed.fileName).toMatch(
      new RegExp(`^${session.permalink}_${body.lastName}_Ana_\\d{6}_\\d{4}_${id}\\.pdf$`),
    );
    expect(signed.agreementGeneratedAt).toEqual(expect.any(String));
    const { doc, contentType } = await downloadSignedAgreement(signed);
    expect(contentType).toBe('application/pdf');
    // The first page, the agreement text (one page here), the signatures.
    expect(doc.getPageCount()).toBe(3);
    const texts = pdfTexts(doc);
    for (const expected of [
      `Ana ${body.lastName}`,
      'Maria Lopez',
      'English 9A',
      'Health',
      'Learn4Life - Lancaster',
    ])
      expect(texts).toContain(expected);
    const shown = await shownAgreementParagraphs(signed.charter_id);
    expect(shown.length).toBeGreaterThan(1);
    // Every paragraph the step showed is on the agreement's page, word for word (lines wrap at spaces).
    const printed = inspectPdfPage(doc, 1).texts.join(' ');
    for (const paragraph of shown) expect(printed).toContain(paragraph);
    expect(texts).toContain(`Registration ID: ${uuid}`);
    expect(texts).toContain(`Agreement text SHA-256: ${signed.evidence?.agreementSha256}`);
    expect(texts).toContain(`SHA-256 of the text shown: ${signed.evidence?.agreementSha256}`);
    expect(texts).toContain('Language of the agreement text: English');
  });

  it('stores a Self 18+ student at Kingsport with one signature and answers the default text (templateMessage null)', async () => {
    const body = adultBody();
    const key = newKey();
    const { status, body: answer } = await submit(body, key);
    expect(status).toBe(201);
    expect((answer as LeloConfirmation).templateMessage).toBeNull();
    expect((answer as LeloConfirmation).learningCenter).toBe('Holston - Kingsport');
    const id = entryIdOf(key);
    const entry = await readEntry(id);
    expect(entry).toMatchObject({
      status: 'Signed',
      pgRelationshipToStudent: 'Self 18+',
      parentSignatureBlob: null,
      studentSignatureBlob: `lelo-signatures/${id}/${signingIdOf(key)}/student.png`,
      selectedCourseAgreements: ['5', '2.5'],
    });
    expect(entry?.evidence).toMatchObject({ parentName: null, parentSignedAt: null });
    expect(await signatureBlobsOf(id)).toEqual([
      `${id}/${signingIdOf(key)}/agreement.txt`,
      `${id}/${signingIdOf(key)}/student.png`,
    ]);
    const [mail] = await waitForOutbox(
      (message) => message.to === body.studentEmail && message.attachments === undefined,
    );
    expect(mail?.text).toContain(DEFAULT_CONFIRMATION_TEXTS.en);
    const signed = await waitForAgreement(id);
    expect(signed.uploadedUrl?.startsWith(`master-agreements/${session.name}/`)).toBe(true);
  });

  it('stores one entry for a repeated Idempotency-Key and answers the same confirmation', async () => {
    const body = minorBody();
    const key = newKey();
    const first = await submit(body, key);
    const second = await submit(body, key);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(await entriesWithStudentEmail(body.studentEmail ?? '')).toHaveLength(1);
  });

  it("needs no 'I Understand' for an NCAA course where the offering's includeNCAA is 'No'", async () => {
    // A learning center like Lancaster (same charter and courses) whose staff chose includeNCAA 'No'.
    const lancaster = offeringOf(LANCASTER);
    const high = lancaster.highSchoolDetails;
    if (!high) throw new Error('Lancaster has no high school offering');
    const siteId = `ncaa${randomUUID().replace(/-/g, '').slice(0, 20)}`;
    const offering: CourseOfferingRecord = {
      ...lancaster,
      id: `${ACTIVE_SESSION}_${siteId}`,
      siteId,
      learningCenterName: 'Learn4Life - No NCAA Notice',
      highSchoolDetails: { ...high, includeNCAA: 'No' },
    };
    const courses = db.container('courses');
    await courses.items.create(offering);
    try {
      const english = highSchoolCourse(LANCASTER, 'English 9A');
      expect(english.ncaa).toBe(true);
      const body = minorBody({
        siteId,
        learningCenter: offering.learningCenterName,
        courses: [{ ...picked(english), ncaa: true }],
        understood1: false,
      });
      const key = newKey();
      const { status, body: answer } = await submit(body, key);
      expect(status, JSON.stringify(answer)).toBe(201);
      const entry = await readEntry(entryIdOf(key));
      expect(entry).toMatchObject({ status: 'Signed', siteId, understood1: false });
      expect(entry?.courses.map((course) => [course.course_name, course.ncaa])).toEqual([
        ['English 9A', true],
      ]);
    } finally {
      await courses.item(offering.id, offering.id).delete();
    }
  });

  it("refuses typed signer names that are not the student's and the parent's, storing nothing", async () => {
    const body = minorBody({ studentName: 'Ana Smith', parentName: 'Pedro Lopez' });
    const key = newKey();
    const { status, body: answer } = await submit(body, key);
    expect(status).toBe(400);
    expect(fieldErrors(answer)).toEqual([
      {
        field: 'studentName',
        code: 'lelo.studentName.mismatch',
        message: "Please type the student's first and last name as given in Student Information.",
      },
      {
        field: 'parentName',
        code: 'lelo.parentName.mismatch',
        message:
          "Please type the parent's or guardian's first and last name as given in Parent or Guardian Information.",
      },
    ]);
    await expectNothingStored(key, body.studentEmail ?? '');

    // Case, accents and the middle name's initial do not matter: stored exactly as typed.
    const typed = minorBody({ middleName: 'Sofía', pgFirstName: 'María' });
    const relaxed = {
      ...typed,
      studentName: `ana s. ${typed.lastName?.toUpperCase()}`,
      parentName: 'maria lopez',
    };
    const relaxedKey = newKey();
    expect((await submit(relaxed, relaxedKey)).status).toBe(201);
    expect((await readEntry(entryIdOf(relaxedKey)))?.evidence).toMatchObject({
      studentName: relaxed.studentName,
      parentName: 'maria lopez',
    });
  });

  it('takes only the choices for the living status, the state (its code) and a California county', async () => {
    const choose = {
      code: 'registration.option.invalid',
      message: validationMessagesEn['registration.option.invalid'],
    };
    for (const [overrides, fields] of [
      [{ state: 'California' }, ['state']],
      [{ livingStatus: 'Home', state: 'ca' }, ['livingStatus', 'state']],
      [{ country: 'Los Angeles County' }, ['country']],
      [
        {
          isMailingAddressTheSame: 'No',
          mailingStreet: 'PO Box 12',
          mailingCity: 'Lancaster',
          mailingState: 'California',
          mailingZip: '93535',
        },
        ['mailingState'],
      ],
    ] as const) {
      const body = minorBody(overrides);
      const key = newKey();
      const { status, body: answer } = await submit(body, key);
      expect(status, JSON.stringify(overrides)).toBe(400);
      expect(fieldErrors(answer)).toEqual(fields.map((field) => ({ field, ...choose })));
      await expectNothingStored(key, body.studentEmail ?? '');
    }
    // The codes the address step's lists send; outside California the county is typed.
    const key = newKey();
    const body = minorBody({ state: 'NV', country: 'Clark', livingStatus: 'Shelter' });
    expect((await submit(body, key)).status).toBe(201);
    expect(await readEntry(entryIdOf(key))).toMatchObject({
      state: 'NV',
      country: 'Clark',
      livingStatus: 'Shelter',
    });
  });

  it("refuses a signature date that is not today (±1 day) with 'Please use today's date.'", async () => {
    const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
    const body = minorBody({ parentSignatureDate: threeDaysAgo });
    const key = newKey();
    const { status, body: answer } = await submit(body, key);
    expect(status).toBe(400);
    expect(fieldErrors(answer)).toEqual([
      {
        field: 'parentSignatureDate',
        code: 'lelo.signatureDate.today',
        message: "Please use today's date.",
      },
    ]);
    await expectNothingStored(key, body.studentEmail ?? '');
  });

  it('refuses a signing whose shown-text hash is missing or not that of the text it would store, storing nothing', async () => {
    const changed = validationMessagesEn['lelo.agreement.changed'];
    for (const body of [
      (({ agreementSha256Shown: _shown, ...older }) => older)(minorBody()),
      minorBody({ agreementSha256Shown: createHash('sha256').update('another text').digest('hex') }),
    ]) {
      const key = newKey();
      const answer = await submit(body, key);
      expect(answer.status).toBe(400);
      expect(fieldErrors(answer.body)).toEqual([
        { field: 'agreementSha256Shown', code: 'lelo.agreement.changed', message: changed },
      ]);
      await expectNothingStored(key, body.studentEmail ?? '');
    }

    const malformed = minorBody({ agreementSha256Shown: 'not-a-hash' });
    const badKey = newKey();
    const { status, body } = await submit(malformed, badKey);
    expect(status).toBe(400);
    expect(fieldErrors(body)).toEqual([expect.objectContaining({ field: 'agreementSha256Shown' })]);
    await expectNothingStored(badKey, malformed.studentEmail ?? '');
  });

  it.each([
    ['fall-intersession-2027', 'not yet open'],
    ['spring-intersession-2026', 'expired'],
    ['winter-intersession-2026', 'inactive'],
  ])('refuses a submit to %s (%s) and stores nothing', async (permalink) => {
    const body = minorBody({ permalink });
    const key = newKey();
    const { status, body: answer } = await submit(body, key);
    expect(status).toBe(400);
    expect(fieldErrors(answer)).toEqual([
      {
        field: 'permalink',
        code: 'lelo.session.closed',
        message: validationMessagesEn['lelo.session.closed'],
      },
    ]);
    await expectNothingStored(key, body.studentEmail ?? '');
  });

  it("stores a minor without their own e-mail and phone (the parent's are given) and e-mails the parent", async () => {
    const body = minorBody({ studentEmail: '', studentPrimaryPhone: '', studentPrimaryPhoneType: '' });
    const key = newKey();
    const { status } = await submit(body, key);
    expect(status).toBe(201);
    const entry = await readEntry(entryIdOf(key));
    expect(entry).toMatchObject({
      status: 'Signed',
      studentEmail: '',
      studentPrimaryPhone: '',
      studentPrimaryPhoneType: '',
      pgPrimaryEmail: body.pgPrimaryEmail,
      pgPrimaryPhone: body.pgPrimaryPhone,
    });
    const [mail] = await waitForOutbox(
      (message) => message.to === body.pgPrimaryEmail && message.attachments === undefined,
    );
    expect(mail?.text).toContain(entry?._uuid ?? 'no entry');
  });

  it("refuses an 18-year-old's own e-mail and phone missing, and a birth date outside 1 to 100, storing nothing", async () => {
    const noOwnContact = { studentEmail: '', studentPrimaryPhone: '', studentPrimaryPhoneType: '' };
    const adult = adultBody({ ...noOwnContact, birthDate: birthDateYearsAgo(18) });
    const key = newKey();
    const missing = await submit(adult, key);
    expect(missing.status).toBe(400);
    expect(fieldErrors(missing.body)).toEqual(
      ['studentEmail', 'studentPrimaryPhone', 'studentPrimaryPhoneType'].map((field) => ({
        field,
        code: 'lelo.fields.required',
        message: 'Please fill out all required fields',
      })),
    );
    expect(await readEntry(entryIdOf(key))).toBeUndefined();

    const old = minorBody({ birthDate: '1925-01-01' });
    const oldKey = newKey();
    const outside = await submit(old, oldKey);
    expect(outside.status).toBe(400);
    expect(fieldErrors(outside.body)).toContainEqual({
      field: 'birthDate',
      code: 'birthDate.range.1to100',
      message: 'The student must be 1 to 100 years old. Please check the date of birth.',
    });
    await expectNothingStored(oldKey, old.studentEmail ?? '');
  });

  it('answers missing fields with field errors', async () => {
    const { status, body } = await submit({ permalink: session.permalink });
    expect(status).toBe(400);
    const errors = fieldErrors(body);
    expect(errors).toContainEqual({
      field: 'charter',
      code: 'lelo.charter.required',
      message: 'Validation failed: Charter is required',
    });
    expect(errors).toContainEqual({
      field: 'firstName',
      code: 'lelo.fields.required',
      message: 'Please fill out all required fields',
    });
    expect(errors.map((error) => error.field)).toEqual(
      expect.arrayContaining(['siteId', 'studentSignature', 'courses', 'gradeLevel', 'understood2']),
    );
  });

  it.each([
    [
      'a course not offered for the grade',
      () => ({ courses: [picked(highSchoolCourse(LANCASTER, 'U.S. History A'))] }),
      { field: 'courses', code: 'lelo.course.unknown' },
    ],
    [
      'more courses than the level allows',
      () => ({
        courses: ['English 9A', 'Health', 'Career Exploration'].map((name) =>
          picked(highSchoolCourse(LANCASTER, name)),
        ),
      }),
      { field: 'courses', code: 'lelo.course.tooMany' },
    ],
    [
      'an NCAA course without the notice understood',
      () => ({ courses: [picked(highSchoolCourse(LANCASTER, 'English 9A'))], understood1: false }),
      { field: 'understood1', code: 'lelo.ncaa.required' },
    ],
    [
      "'Self 18+' for a 16-year-old",
      () => ({ pgRelationshipToStudent: 'Self 18+' }),
      { field: 'pgRelationshipToStudent', code: 'registration.parent2.selfAdultOnly' },
    ],
    [
      'a site without an offering for the charter',
      () => ({ siteId: KINGSPORT }),
      { field: 'siteId', code: 'invalid' },
    ],
  ])('refuses %s and stores nothing', async (_case, overrides, expected) => {
    const body = minorBody(overrides());
    const key = newKey();
    const { status, body: answer } = await submit(body, key);
    expect(status).toBe(400);
    expect(fieldErrors(answer)).toEqual([expect.objectContaining(expected)]);
    await expectNothingStored(key, body.studentEmail ?? '');
  });

  it.each([
    [
      'a JPEG',
      'studentSignature',
      dataUrl(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, ...Array(64).fill(0)])),
      'lelo.signature.invalid',
    ],
    [
      'text',
      'parentSignature',
      dataUrl(Buffer.from('this is not an image, only text')),
      'lelo.signature.invalid',
    ],
    [
      'over 200 kB',
      'parentSignature',
      dataUrl(padPng(signaturePng(), 200 * 1024 + 1)),
      'lelo.signature.tooLarge',
    ],
    // Well-formed chunks with a broken image inside: each got 201 before, then failed the PDF job.
    ['colour type 5', 'studentSignature', dataUrl(craftedPng({ colorType: 5 })), 'lelo.signature.invalid'],
    [
      'a cut image stream',
      'parentSignature',
      dataUrl(craftedPng({ idat: (data) => data.subarray(0, data.length - 6) })),
      'lelo.signature.invalid',
    ],
    ['a bad CRC', 'studentSignature', dataUrl(craftedPng({ badCrc: true })), 'lelo.signature.invalid'],
    [
      'a header of the wrong size',
      'studentSignature',
      dataUrl(craftedPng({ width: 400 })),
      'lelo.signature.invalid',
    ],
    // An empty drawing is no signature: the pad's 300 by 100 untouched, a 1 by 1 dot, a tick.
    ['a transparent 300 by 100 PNG', 'studentSignature', dataUrl(blankPng()), 'lelo.signature.tooSmall'],
    ['a 1 by 1 PNG', 'parentSignature', dataUrl(blankPng(1, 1, [0, 0, 0, 255])), 'lelo.signature.tooSmall'],
    [
      'a 300 by 100 PNG of 119 inked pixels',
      'studentSignature',
      dataUrl(blankPng(300, 100, [0, 0, 0, 0], 119)),
      'lelo.signature.tooSmall',
    ],
  ])('refuses %s as %s and stores no document and no blob', async (_case, field, signature, code) => {
    const body = minorBody({ [field]: signature });
    const key = newKey();
    const { status, body: answer } = await submit(body, key);
    expect(status).toBe(400);
    expect(fieldErrors(answer)).toEqual([
      { field, code, message: validationMessagesEn[code as 'lelo.signature.invalid'] },
    ]);
    await expectNothingStored(key, body.studentEmail ?? '');
    expect(await agreementRequestExists(entryIdOf(key))).toBe(false);
  });
});

describe('PUT /api/leloRegistration/{uuid}', () => {
  const OTHER_CENTER =
    'This registration belongs to another learning center; its charter and learning center cannot be changed.';

  function preRegistration(status: LeloRegistrationRecord['status'] = 'Active') {
    return insertPreRegistration({ status, extra: { staffNote: 'kept' } });
  }

  it('signs an Active pre-registration, keeps its id, _uuid and createdAt, then locks it', async () => {
    const pre = await preRegistration();
    const body = minorBody({ studentEmail: pre.studentEmail, lastName: 'Prereg' });
    const key = newKey();
    const first = await sign(pre._uuid, body, key);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      id: pre.id,
      _uuid: pre._uuid,
      lastName: 'Prereg',
      templateMessage: '<p>Thank you, Ana Prereg! Our Lancaster team looks forward to meeting you.</p>',
    });
    const entry = await readEntry(pre.id);
    expect(entry).toMatchObject({
      id: pre.id,
      _uuid: pre._uuid,
      createdAt: pre.createdAt,
      status: 'Signed',
      staffNote: 'kept',
      studentSignatureBlob: `lelo-signatures/${pre.id}/${signingIdOf(key)}/student.png`,
      parentSignatureBlob: `lelo-signatures/${pre.id}/${signingIdOf(key)}/parent.png`,
      selectedCourseAgreements: ['5', '5'],
    });
    expect(await entriesWithStudentEmail(pre.studentEmail)).toHaveLength(1);

    const repeat = await sign(pre._uuid, body, key);
    expect(repeat.status).toBe(200);
    expect(repeat.body).toEqual(first.body);

    const other = await sign(pre._uuid, body, newKey());
    expect(other.status).toBe(409);
    expect(other.body).toEqual({
      message: validationMessagesEn['lelo.entry.locked'],
      code: 'lelo.entry.locked',
    });
    expect((await sign(pre._uuid, body)).status).toBe(409);
    expect((await readEntry(pre.id))?.signedAt).toBe(entry?.signedAt);
    await waitForAgreement(pre.id);
  });

  it("keeps two racing signings' images apart: the entry points at the winner's own PNGs", async () => {
    const pre = await preRegistration();
    const [keyA, keyB] = [newKey(), newKey()];
    const [pngA, pngB] = [signaturePng(300, 100), signaturePng(300, 120)];
    const body = (image: Buffer) =>
      minorBody({
        studentEmail: pre.studentEmail,
        studentSignature: dataUrl(image),
        parentSignature: dataUrl(image),
      });
    const [a, b] = await Promise.all([sign(pre._uuid, body(pngA), keyA), sign(pre._uuid, body(pngB), keyB)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const [winnerKey, winnerPng] = a.status === 200 ? [keyA, pngA] : [keyB, pngB];
    const entry = await readEntry(pre.id);
    const folder = `lelo-signatures/${pre.id}/${signingIdOf(winnerKey)}`;
    expect(entry).toMatchObject({
      status: 'Signed',
      studentSignatureBlob: `${folder}/student.png`,
      parentSignatureBlob: `${folder}/parent.png`,
    });
    for (const who of ['student', 'parent']) {
      const stored = await signatures
        .getBlobClient(`${pre.id}/${signingIdOf(winnerKey)}/${who}.png`)
        .downloadToBuffer();
      // Stored re-encoded: the winner's pixels (its own height), not the loser's.
      expect(PNG.sync.read(stored).data.equals(PNG.sync.read(winnerPng).data)).toBe(true);
    }
    await waitForAgreement(pre.id);
  });

  it('refuses to sign a pre-registration whose site has no offering at another learning center, storing nothing', async () => {
    const pre = await insertPreRegistration({
      extra: { siteId: '000000000000000000000000', charter_id: '' },
    });
    const { status, body } = await sign(pre._uuid, minorBody({ studentEmail: pre.studentEmail }), newKey());
    expect(status).toBe(400);
    expect(fieldErrors(body)).toEqual([{ field: 'siteId', code: 'invalid', message: OTHER_CENTER }]);
    expect(await readEntry(pre.id)).toMatchObject({ status: 'Active', siteId: '000000000000000000000000' });
    expect(await signatureBlobsOf(pre.id)).toEqual([]);
    expect(await entriesWithStudentEmail(pre.studentEmail)).toHaveLength(1);
  });

  it('answers 404 for an unknown or Inactive entry and 400 for a malformed uuid', async () => {
    expect((await sign(randomUUID(), minorBody())).status).toBe(404);
    const inactive = await preRegistration('Inactive');
    expect((await sign(inactive._uuid, minorBody())).status).toBe(404);
    expect((await readEntry(inactive.id))?.status).toBe('Inactive');
    expect((await sign('not-a-uuid', minorBody())).status).toBe(400);
  });

  it('refuses a bad signature on an Active entry and leaves it unsigned without blobs', async () => {
    const pre = await preRegistration();
    const { status, body } = await sign(
      pre._uuid,
      minorBody({ studentSignature: dataUrl(Buffer.from('text')) }),
    );
    expect(status).toBe(400);
    expect(fieldErrors(body)).toEqual([
      expect.objectContaining({ field: 'studentSignature', code: 'lelo.signature.invalid' }),
    ]);
    expect((await readEntry(pre.id))?.status).toBe('Active');
    expect(await signatureBlobsOf(pre.id)).toEqual([]);
  });

  it('refuses an empty drawing on an Active entry: staff never see a blank signature image', async () => {
    const pre = await preRegistration();
    const { status, body } = await sign(pre._uuid, minorBody({ parentSignature: dataUrl(blankPng()) }));
    expect(status).toBe(400);
    expect(fieldErrors(body)).toEqual([
      {
        field: 'parentSignature',
        code: 'lelo.signature.tooSmall',
        message: 'The signature is too small. Please sign your name across the box.',
      },
    ]);
    expect((await readEntry(pre.id))?.status).toBe('Active');
    expect(await signatureBlobsOf(pre.id)).toEqual([]);
  });

  it('refuses a submit for another learning center than the pre-registration', async () => {
    const pre = await preRegistration();
    const { status, body } = await sign(pre._uuid, adultBody());
    expect(status).toBe(400);
    expect(fieldErrors(body)).toEqual([{ field: 'siteId', code: 'invalid', message: OTHER_CENTER }]);
    expect((await readEntry(pre.id))?.status).toBe('Active');
    expect(await signatureBlobsOf(pre.id)).toEqual([]);
  });
});

describe('the signed agreement file of each entry', () => {
  /** Submits one entry per body at once and waits for each one's PDF. */
  async function signAll(bodies: LeloSubmissionInput[]) {
    const keys = bodies.map(() => newKey());
    const answers = await Promise.all(bodies.map((body, index) => submit(body, keys[index])));
    expect(answers.map((answer) => answer.status)).toEqual(bodies.map(() => 201));
    return Promise.all(keys.map((key) => waitForAgreement(entryIdOf(key), 40_000)));
  }

  it('gives 张伟 and 李娜, signing in the same minute, a file each named by their entry, showing their names', async () => {
    const signed = await signAll([
      minorBody({ firstName: '伟', lastName: '张', studentName: '张伟' }),
      minorBody({ firstName: '娜', lastName: '李', studentName: '李娜' }),
    ]);
    const [first, second] = signed;
    expect(first?.uploadedUrl).not.toBe(second?.uploadedUrl);
    for (const [entry, name, last, given] of [
      [first, '张伟', '张', '伟'],
      [second, '李娜', '李', '娜'],
    ] as const) {
      if (!entry) throw new Error('no entry');
      expect(entry.fileName).toMatch(
        new RegExp(`^${session.permalink}_${last}_${given}_\\d{6}_\\d{4}_${entry.id}\\.pdf$`),
      );
      expect(entry.uploadedUrl).toBe(`master-agreements/${session.name}/${entry.fileName}`);
      const texts = pdfTexts((await downloadSignedAgreement(entry)).doc).join('|');
      expect(texts).toContain(name);
      expect(texts).toContain(`Registration ID: ${entry._uuid}`);
    }
  });

  it('prints Spanish, Vietnamese, Armenian and Arabic names as typed', async () => {
    const [latin, other] = await signAll([
      minorBody({
        firstName: 'An',
        middleName: 'Văn',
        lastName: 'Nguyễn',
        studentName: 'Nguyễn Văn An',
        pgFirstName: 'Sofía',
        pgLastName: 'Núñez',
        parentName: 'Sofía Núñez',
      }),
      minorBody({
        firstName: 'Արամ',
        lastName: 'Սարգսյան',
        pgFirstName: 'محمد',
        pgLastName: 'علي',
        parentName: 'محمد علي',
      }),
    ]);
    if (!latin || !other) throw new Error('no entries');
    const latinTexts = pdfTexts((await downloadSignedAgreement(latin)).doc).join('|');
    expect(latinTexts).toContain('Nguyễn Văn An');
    expect(latinTexts).toContain('Sofía Núñez');
    const otherTexts = pdfTexts((await downloadSignedAgreement(other)).doc).join('|');
    expect(otherTexts).toContain('Արամ Սարգսյան');
    // Arabic is drawn shaped, right to left: its text layer holds the letters in visual order.
    expect(otherTexts).toContain([...'محمد علي'].reverse().join(''));
    expect(otherTexts).not.toContain('?');
  });

  it('regenerating makes a new file for the same entry and leaves the earlier one', async () => {
    const [entry] = await signAll([minorBody()]);
    if (!entry?.uploadedUrl) throw new Error('no entry');
    const first = entry.uploadedUrl;
    await blobs
      .getContainerClient('agreement-requests')
      .getBlockBlobClient(`${entry.id}.json`)
      .upload(JSON.stringify({ entryId: entry.id, requestedAt: new Date().toISOString() }), 60);
    const deadline = Date.now() + 40_000;
    let again = entry;
    while (again.uploadedUrl === first && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      again = (await readEntry(entry.id)) ?? again;
    }
    expect(again.uploadedUrl).not.toBe(first);
    expect(again.fileName).toContain(entry.id);
    const prefix = 'master-agreements/';
    expect(await agreementBlobs.getBlobClient(first.slice(prefix.length)).exists()).toBe(true);
    expect(await agreementBlobs.getBlobClient(again.uploadedUrl?.slice(prefix.length) ?? '').exists()).toBe(
      true,
    );
  });
});
