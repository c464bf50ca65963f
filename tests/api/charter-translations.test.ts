import { createHash } from 'node:crypto';
import {
  type AgreementTranslation,
  agreementSignedText,
  type CourseNamesSetup,
  type CourseNameTranslation,
  type CourseOfferingRecord,
  htmlParagraphs,
  type LeloConfirmation,
} from '@enroll/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACTIVE_SESSION_ID,
  downloadSignedAgreement,
  offeredCourse,
  pdfTexts,
  readOffering,
  waitForSignedAgreement,
} from '../support/lelo.ts';
import { minorLancasterSubmission, selfAdultAnswers, submitLelo } from '../support/lelo-submission.ts';
import { api, db, seededNamed, waitForOutbox } from '../support/local-stack.ts';
import { KINGSPORT_ID } from '../support/seeded-sites.ts';
import { fieldErrorsOf } from '../support/staff-api.ts';
import { callAs, STAFF, upsertStaffSeed } from '../support/staff-auth.ts';

/*
 * A charter's Spanish texts, in one file because both live on the Holston charter's document.
 *
 * The Spanish text of its master agreement: GET and PUT of
 * /api/charters/{charter_id}/agreement-translation by role and charter, If-Match (428, 409), the
 * sanitised HTML stored with the digest of the English text it translates, and what families get
 * from GET /api/v1/config/master_agreement_description: the Spanish text while the English one stays
 * the same, else the English text marked untranslated.
 *
 * The Spanish names of its catalog's courses: GET and PUT of /api/charters/{charter_id}/course-names,
 * and where a Spanish-speaking family meets them: the public offering, the stored entry, the
 * confirmation, the e-mail and the signed PDF.
 *
 * Uses Holston Valley Academy (the Contributor's charter), whose document is put back as it was at
 * the end.
 */

interface CharterDocument {
  id: string;
  name: string;
  masterAgreementDescription?: string;
  masterAgreementTranslations?: { es?: AgreementTranslation };
  courseNamesEs?: { names: CourseNameTranslation[]; updatedAt: string; updatedBy: string };
  _etag?: string;
  [field: string]: unknown;
}

interface MasterAgreementBody {
  data: { master_agreement_description: string; language: string; untranslated: boolean }[];
}

const charters = db.container('charters');
let original: CharterDocument;
let english = '';
let path = '';

const withoutSystemFields = ({ _rid, _self, _etag, _attachments, _ts, ...rest }: CharterDocument) => rest;

async function storedCharter(): Promise<CharterDocument> {
  const { resource } = await charters.item(original.id, original.id).read<CharterDocument>();
  if (!resource) throw new Error('Holston is gone');
  return resource;
}

/** SHA-256 of the English text's paragraphs, as the signing record takes it. */
const digestOf = (html: string) =>
  createHash('sha256')
    .update(agreementSignedText(htmlParagraphs(html)), 'utf8')
    .digest('hex');

const put = (who: string, body: unknown, etag?: string) =>
  callAs(who, path, { method: 'PUT', body, headers: etag ? { 'If-Match': etag } : {} });

const familyAgreement = async (language: 'en' | 'es') => {
  const { status, body } = await api(
    `/api/v1/config/master_agreement_description?charter_id=${original.id}&language=${language}`,
  );
  expect(status).toBe(200);
  return (body as MasterAgreementBody).data;
};

beforeAll(async () => {
  await upsertStaffSeed();
  const holston = await seededNamed<CharterDocument>('charters', 'Holston Valley Academy');
  if (!holston.masterAgreementDescription) throw new Error('Holston Valley Academy has no agreement');
  original = holston;
  english = holston.masterAgreementDescription;
  path = `/api/charters/${holston.id}/agreement-translation`;
  // Each run starts from no translation, whatever an earlier run left.
  const {
    masterAgreementTranslations: _left,
    courseNamesEs: _names,
    ...clean
  } = withoutSystemFields(holston);
  await charters.items.upsert(clean);
});

afterAll(async () => {
  if (original) await charters.items.upsert(withoutSystemFields(original));
});

describe('GET /api/charters/{charter_id}/agreement-translation', () => {
  it("answers the charter's staff (Contributor and up) with the English text, no translation yet and the charter's ETag", async () => {
    const read = await callAs(STAFF.contributor, path);
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ english, spanish: '', outdated: false, updatedAt: null, updatedBy: null });
    expect(read.headers.get('etag')).toBe((await storedCharter())._etag);
    expect(read.headers.get('cache-control')).toBe('private, no-store');
    expect((await callAs(STAFF.superAdmin, path)).status).toBe(200);
  });

  it("is 404 for another charter's staff and an unknown charter, 403 below Contributor", async () => {
    // The Admin works for Sierra Valley and Pacific Coast, not Holston.
    expect((await callAs(STAFF.admin, path)).status).toBe(404);
    expect(
      (await callAs(STAFF.contributor, '/api/charters/000000000000000000000000/agreement-translation'))
        .status,
    ).toBe(404);
    expect((await callAs(STAFF.user, path)).status).toBe(403);
    expect((await callAs(STAFF.general, path)).status).toBe(403);
    expect((await callAs(null, path)).status).toBe(401);
  });
});

describe('PUT /api/charters/{charter_id}/agreement-translation', () => {
  const written =
    '<h2>Acuerdo maestro</h2><p onclick="steal()">El estudiante se compromete a completar el trabajo.' +
    '<script>alert(1)</script></p><p><a href="javascript:alert(1)">malo</a> <strong>Gracias.</strong></p>';
  const clean =
    '<h2>Acuerdo maestro</h2><p>El estudiante se compromete a completar el trabajo.</p>' +
    '<p><a>malo</a> <strong>Gracias.</strong></p>';

  it('needs If-Match (428), refuses a stale one (409), a bad body (400) and another charter (404), writing nothing', async () => {
    const { _etag: etag = '' } = await storedCharter();
    const missing = await put(STAFF.contributor, { spanish: clean });
    expect(missing.status).toBe(428);
    expect(missing.body).toMatchObject({
      code: 'agreementTranslation.ifMatch.required',
      message: 'This change needs the version of the translation you edited. Please reload it and try again.',
    });
    const stale = await put(STAFF.contributor, { spanish: clean }, '"stale"');
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      code: 'agreementTranslation.conflict',
      message: 'This translation was changed by someone else. Please reload it and try again.',
    });
    const tooLong = await put(STAFF.contributor, { spanish: `<p>${'a'.repeat(50_000)}</p>` }, etag);
    expect(tooLong.status).toBe(400);
    expect(fieldErrorsOf(tooLong.body).spanish).toMatchObject({
      code: 'agreementTranslation.max',
      message: 'The translation can be at most 50,000 characters.',
    });
    const notText = await put(STAFF.contributor, { spanish: 5 }, etag);
    expect(notText.status).toBe(400);
    expect(Object.keys(fieldErrorsOf(notText.body))).toEqual(['spanish']);
    expect((await put(STAFF.admin, { spanish: clean }, etag)).status).toBe(404);
    expect((await put(STAFF.user, { spanish: clean }, etag)).status).toBe(403);
    const after = await storedCharter();
    expect(after._etag).toBe(etag);
    expect(after.masterAgreementTranslations).toBeUndefined();
  });

  it('stores the sanitised Spanish text tied to the English one; families get it until the English text changes', async () => {
    const { _etag: etag = '' } = await storedCharter();
    const before = Date.now();
    const saved = await put(STAFF.contributor, { spanish: written }, etag);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      english,
      spanish: clean,
      outdated: false,
      updatedBy: STAFF.contributor,
    });
    const newEtag = saved.headers.get('etag');
    expect(newEtag).not.toBe(etag);

    const stored = await storedCharter();
    expect(stored._etag).toBe(newEtag);
    expect(stored.masterAgreementTranslations).toEqual({
      es: {
        html: clean,
        englishSha256: digestOf(english),
        updatedAt: (saved.body as { updatedAt: string }).updatedAt,
        updatedBy: STAFF.contributor,
      },
    });
    expect(Date.parse(stored.masterAgreementTranslations?.es?.updatedAt ?? '')).toBeGreaterThanOrEqual(
      before - 1000,
    );
    // The rest of the charter is as it was.
    const { masterAgreementTranslations: _added, ...rest } = withoutSystemFields(stored);
    const { masterAgreementTranslations: _none, ...originalRest } = withoutSystemFields(original);
    expect(rest).toEqual(originalRest);

    expect(await familyAgreement('es')).toEqual([
      { master_agreement_description: clean, language: 'es', untranslated: false },
    ]);
    expect(await familyAgreement('en')).toEqual([
      { master_agreement_description: english, language: 'en', untranslated: false },
    ]);
    const read = await callAs(STAFF.contributor, path);
    expect(read.body).toMatchObject({ spanish: clean, outdated: false });
    expect(read.headers.get('etag')).toBe(newEtag);

    // The school changes its English agreement (the local catalog serves the charter's own text).
    const changedEnglish = `${english}<p>The student brings a signed calendar each week.</p>`;
    await charters.items.upsert({
      ...withoutSystemFields(stored),
      masterAgreementDescription: changedEnglish,
    });
    expect(await familyAgreement('es')).toEqual([
      { master_agreement_description: changedEnglish, language: 'en', untranslated: true },
    ]);
    const outdated = await callAs(STAFF.contributor, path);
    expect(outdated.body).toMatchObject({ english: changedEnglish, spanish: clean, outdated: true });

    // Saved again after review, it is current for the new English text.
    const reviewed = await put(STAFF.contributor, { spanish: clean }, outdated.headers.get('etag') ?? '');
    expect(reviewed.status).toBe(200);
    expect(reviewed.body).toMatchObject({ english: changedEnglish, spanish: clean, outdated: false });
    expect((await storedCharter()).masterAgreementTranslations?.es?.englishSha256).toBe(
      digestOf(changedEnglish),
    );
    expect(await familyAgreement('es')).toEqual([
      { master_agreement_description: clean, language: 'es', untranslated: false },
    ]);
  });

  it('removes the translation when the text is blank (an empty editor), so families get the English text', async () => {
    const { _etag: etag = '' } = await storedCharter();
    const removed = await put(STAFF.contributor, { spanish: '<p><br></p>' }, etag);
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ spanish: '', outdated: false, updatedAt: null, updatedBy: null });
    expect((await storedCharter()).masterAgreementTranslations).toEqual({});
    const [shown] = await familyAgreement('es');
    expect(shown).toMatchObject({ language: 'en', untranslated: true });
    expect(shown?.master_agreement_description).not.toContain('Acuerdo');
  });
});

describe('/api/charters/{charter_id}/course-names', () => {
  const namesPath = () => `/api/charters/${original.id}/course-names`;
  const putNames = (who: string, body: unknown, etag?: string) =>
    callAs(who, namesPath(), { method: 'PUT', body, headers: etag ? { 'If-Match': etag } : {} });

  it("lists every course name of the charter's catalog once, A-Z, for its staff only", async () => {
    const catalog = await api(`/api/v1/config/course_catalog?charter_id=${original.id}`);
    const catalogNames = (catalog.body as { data: { data: { course_name: string }[] } }).data.data.map(
      (course) => course.course_name,
    );
    const read = await callAs(STAFF.contributor, namesPath());
    expect(read.status).toBe(200);
    const setup = read.body as CourseNamesSetup;
    expect(setup.names.map((name) => name.english)).toEqual(
      [...new Set(catalogNames)].sort((a, b) => a.localeCompare(b, 'en')),
    );
    expect(setup.names.every((name) => name.spanish === '')).toBe(true);
    expect(setup).toMatchObject({ updatedAt: null, updatedBy: null });
    expect(read.headers.get('etag')).toBe((await storedCharter())._etag);
    expect((await callAs(STAFF.admin, namesPath())).status).toBe(404);
    expect((await callAs(STAFF.user, namesPath())).status).toBe(403);
  });

  it('needs If-Match (428), refuses a stale one (409), a long name (400) and another charter (404), writing nothing', async () => {
    const { _etag: etag = '' } = await storedCharter();
    const body = { names: [{ english: 'Health', spanish: 'Salud' }] };
    const missing = await putNames(STAFF.contributor, body);
    expect(missing.status).toBe(428);
    expect(missing.body).toMatchObject({ code: 'courseNames.ifMatch.required' });
    const stale = await putNames(STAFF.contributor, body, '"stale"');
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      code: 'courseNames.conflict',
      message: 'These course names were changed by someone else. Please reload them and try again.',
    });
    const tooLong = await putNames(
      STAFF.contributor,
      { names: [{ english: 'Health', spanish: 's'.repeat(101) }] },
      etag,
    );
    expect(tooLong.status).toBe(400);
    expect(fieldErrorsOf(tooLong.body)['names.0.spanish']).toMatchObject({
      code: 'courseNames.max',
      message: 'A Spanish course name can be at most 100 characters.',
    });
    expect((await putNames(STAFF.admin, body, etag)).status).toBe(404);
    const after = await storedCharter();
    expect(after._etag).toBe(etag);
    expect(after.courseNamesEs).toBeUndefined();
  });

  it('stores the names as typed (tidied); a Spanish family is offered, signs for and is sent them', async () => {
    const { _etag: etag = '' } = await storedCharter();
    const saved = await putNames(
      STAFF.contributor,
      {
        names: [
          { english: 'Health', spanish: '  Salud   y bienestar ' },
          { english: 'Career Exploration', spanish: 'Exploración de carreras' },
          { english: 'Biology A', spanish: '' },
        ],
      },
      etag,
    );
    expect(saved.status).toBe(200);
    expect((await storedCharter()).courseNamesEs).toMatchObject({
      names: [
        { english: 'Health', spanish: 'Salud y bienestar' },
        { english: 'Career Exploration', spanish: 'Exploración de carreras' },
      ],
      updatedBy: STAFF.contributor,
    });
    const setup = saved.body as CourseNamesSetup;
    expect(setup.names.find((name) => name.english === 'Health')?.spanish).toBe('Salud y bienestar');
    expect(setup.names.find((name) => name.english === 'Biology A')?.spanish).toBe('');

    // The wizard's offering carries the Spanish name beside the English one.
    const offered = await api(`/api/courses/${KINGSPORT_ID}/${original.id}/${ACTIVE_SESSION_ID}`);
    const health = (offered.body as CourseOfferingRecord).highSchoolDetails?.courses.find(
      (course) => course.course_name === 'Health',
    );
    expect(health).toMatchObject({ course_name: 'Health', course_name_es: 'Salud y bienestar' });

    // A 19-year-old at Kingsport signs in Spanish for Health and Career Exploration.
    const offering = await readOffering(KINGSPORT_ID);
    const picked = ['Health', 'Career Exploration'].map((name) => {
      const course = offeredCourse(offering, name);
      return { id: course._id, course_name: course.course_name };
    });
    const body = await minorLancasterSubmission({
      charter: offering.charter,
      charter_id: offering.charter_id,
      learningCenter: offering.learningCenterName,
      siteId: KINGSPORT_ID,
      ...selfAdultAnswers(),
      parentSignature: '',
      courses: picked,
      language: 'es',
    });
    const submitted = await submitLelo(body);
    expect(submitted.status).toBe(201);
    const confirmation = submitted.body as LeloConfirmation;
    expect(confirmation.courses.map((course) => course.course_name_es)).toEqual([
      'Salud y bienestar',
      'Exploración de carreras',
    ]);
    const entry = await waitForSignedAgreement(confirmation.id, 30_000);
    expect(entry.courses.map((course) => [course.course_name, course.course_name_es])).toEqual([
      ['Health', 'Salud y bienestar'],
      ['Career Exploration', 'Exploración de carreras'],
    ]);
    const [mail] = await waitForOutbox(
      (message) =>
        message.to === body.studentEmail &&
        message.attachments === undefined &&
        message.text.includes(entry._uuid),
      1,
    );
    expect(mail?.text).toContain('1. Salud y bienestar');
    expect(mail?.text).toContain('2. Exploración de carreras');
    expect(mail?.text).not.toContain('Health');
    const texts = pdfTexts((await downloadSignedAgreement(entry)).doc).join('|');
    expect(texts).toContain('Salud y bienestar');
    expect(texts).toContain('Exploración de carreras');
    expect(texts).not.toContain('Career Exploration');
  });

  it('removes the names when every field is blank', async () => {
    const { _etag: etag = '' } = await storedCharter();
    const removed = await putNames(STAFF.contributor, { names: [{ english: 'Health', spanish: ' ' }] }, etag);
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ updatedAt: null, updatedBy: null });
    expect((await storedCharter()).courseNamesEs).toBeUndefined();
    const offered = await api(`/api/courses/${KINGSPORT_ID}/${original.id}/${ACTIVE_SESSION_ID}`);
    const courses = (offered.body as CourseOfferingRecord).highSchoolDetails?.courses ?? [];
    expect(courses.some((course) => course.course_name_es !== undefined)).toBe(false);
  });
});
