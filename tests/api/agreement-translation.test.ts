import { createHash } from 'node:crypto';
import { type AgreementTranslation, agreementSignedText, htmlParagraphs } from '@enroll/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, db } from '../support/local-stack.ts';
import { fieldErrorsOf } from '../support/staff-api.ts';
import { callAs, STAFF, upsertStaffSeed } from '../support/staff-auth.ts';

/*
 * The Spanish text of a charter's master agreement: GET and PUT of
 * /api/charters/{charter_id}/agreement-translation by role and charter, If-Match (428, 409), the
 * sanitised HTML stored with the digest of the English text it translates, and what families get
 * from GET /api/v1/config/master_agreement_description: the Spanish text while the English one stays
 * the same, else the English text marked untranslated. Uses Holston Valley Academy (the Contributor's
 * charter), whose document is put back as it was at the end.
 */

interface CharterDocument {
  id: string;
  name: string;
  masterAgreementDescription?: string;
  masterAgreementTranslations?: { es?: AgreementTranslation };
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
  const { resources } = await charters.items
    .query<CharterDocument>({
      query: 'SELECT * FROM c WHERE c.name = @name',
      parameters: [{ name: '@name', value: 'Holston Valley Academy' }],
    })
    .fetchAll();
  const [holston] = resources;
  if (!holston?.masterAgreementDescription) throw new Error('Holston Valley Academy is not seeded');
  original = holston;
  english = holston.masterAgreementDescription;
  path = `/api/charters/${holston.id}/agreement-translation`;
  // Each run starts from no translation, whatever an earlier run left.
  const { masterAgreementTranslations: _left, ...clean } = withoutSystemFields(holston);
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
