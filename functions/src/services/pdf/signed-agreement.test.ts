import fontkit from '@pdf-lib/fontkit';
import { decodePDFRawStream, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { adultTestRecord, signedTestRecord, TEST_SESSION } from '../../../test-support/lelo-fixtures.ts';
import { danglingReferences, documentTexts, inspectPage } from '../../../test-support/pdf-inspect.ts';
import { signaturePng } from '../../../test-support/png.ts';
import { buildMasterAgreementTemplate } from './master-agreement-template.ts';
import { fillSignedAgreement, type SignedAgreementInput } from './signed-agreement.ts';

let template: Uint8Array;
const generatedAt = new Date('2026-05-04T17:31:00.000Z');

beforeAll(async () => {
  template = await buildMasterAgreementTemplate();
});

/** The agreement text signed, as the agreement step showed it. */
const AGREEMENT = [
  'Master Agreement',
  'The student agrees to complete the coursework.',
  '• Attend each meeting.',
];

function minorInput(overrides: Partial<SignedAgreementInput> = {}): SignedAgreementInput {
  return {
    template,
    record: signedTestRecord(),
    session: TEST_SESSION,
    studentSignaturePng: signaturePng(),
    parentSignaturePng: signaturePng(),
    agreementParagraphs: AGREEMENT,
    generatedAt,
    ...overrides,
  };
}

async function fill(input: SignedAgreementInput): Promise<PDFDocument> {
  return PDFDocument.load(await fillSignedAgreement(input));
}

describe('fillSignedAgreement', () => {
  it('leaves no reference to a removed field behind (a strict reader finds no invalid xref entry)', async () => {
    const doc = await fill(minorInput());
    expect(danglingReferences(doc)).toEqual([]);
  });

  it('fills and flattens every field of a minor: names, center, charter, courses, credits, dates', async () => {
    const doc = await fill(minorInput());
    // The template's first page, the agreement text, the signature page.
    expect(doc.getPageCount()).toBe(3);
    expect(doc.getForm().getFields()).toHaveLength(0);
    const texts = inspectPage(doc, 0).texts;
    for (const value of [
      'Ana Lopez',
      'Maria Lopez',
      '07-01-2026 to 06-30-2027',
      'Learn4Life - Lancaster',
      'Learn4Life Charter',
      'English 9A',
      '5',
      'Art History',
      '2.5',
    ])
      expect(texts).toContain(value);
    const signaturePage = inspectPage(doc, 2).texts;
    expect(signaturePage.filter((text) => text === '05-04-2026')).toHaveLength(2);
  });

  it('prints the agreement text signed after the first page, each paragraph as shown', async () => {
    const doc = await fill(minorInput());
    // Under the pages' heading, the paragraphs as the agreement step showed them.
    expect(inspectPage(doc, 1).texts).toEqual(['Master Agreement', ...AGREEMENT]);
    expect(inspectPage(doc, 0).texts).toContain('The text of the agreement follows on the next page.');
  });

  it('runs a long agreement text over as many pages as it needs, the signatures after it', async () => {
    const paragraph = 'The student agrees to complete the assigned coursework for each course. '
      .repeat(12)
      .trim();
    const long = Array.from({ length: 40 }, (_, index) => `${index + 1}. ${paragraph}`);
    const doc = await fill(minorInput({ agreementParagraphs: long }));
    const pages = doc.getPageCount();
    expect(pages).toBeGreaterThan(4);
    const printed = Array.from({ length: pages - 2 }, (_, index) => inspectPage(doc, index + 1).texts)
      .flat()
      .join(' ');
    for (const text of long) expect(printed).toContain(text);
    expect(inspectPage(doc, pages - 1).images).toHaveLength(2);
    expect(inspectPage(doc, pages - 1).texts).toContain('Electronic signature record');
  });

  it('notes in Spanish above the English text a Spanish reader signed for want of a translation', async () => {
    const base = signedTestRecord({ language: 'es' });
    const record = {
      ...base,
      evidence: base.evidence && {
        ...base.evidence,
        agreementLanguage: 'en' as const,
        agreementUntranslated: true,
      },
    };
    const texts = inspectPage(await fill(minorInput({ record })), 1).texts;
    expect(texts[0]).toBe('Acuerdo general');
    expect(texts.slice(1, 3).join(' ')).toBe(
      'La escuela no proporcionó una traducción al español de este acuerdo; este es el texto en inglés que se firmó.',
    );
    expect(texts).toContain('The student agrees to complete the coursework.');
    expect(documentTexts(await fill(minorInput({ record })))).toContain(
      'Idioma del texto del acuerdo: inglés',
    );
  });

  it('says so where an entry signed before the text was kept has no text', async () => {
    const doc = await fill(minorInput({ agreementParagraphs: null }));
    expect(inspectPage(doc, 1).texts.join(' ')).toContain(
      'The agreement text signed was not kept with this entry; its SHA-256 is in the record below.',
    );
  });

  it('draws both signatures on the signature page at x 70, y 590 and y 470, scaled by half', async () => {
    const doc = await fill(minorInput());
    const images = inspectPage(doc, 2).images;
    expect(images).toHaveLength(2);
    const [student, parent] = [...images].sort((a, b) => b.y - a.y);
    expect(student).toMatchObject({ x: 70, y: 590, width: 150, height: 50 });
    expect(parent).toMatchObject({ x: 70, y: 470, width: 150, height: 50 });
    expect(inspectPage(doc, 0).images).toHaveLength(0);
  });

  it('draws only the student signature of an adult and leaves the parent fields empty', async () => {
    const doc = await fill(minorInput({ record: adultTestRecord(), parentSignaturePng: null }));
    const images = inspectPage(doc, 2).images;
    expect(images).toHaveLength(1);
    expect(images[0]).toMatchObject({ x: 70, y: 590 });
    const texts = documentTexts(doc);
    expect(texts).toContain('Ben Carter');
    expect(texts.some((text) => text.includes('Maria'))).toBe(false);
    expect(texts.some((text) => text.startsWith('Parent/guardian signature'))).toBe(false);
    expect(texts.filter((text) => text === '05-04-2026')).toHaveLength(1);
  });

  it('keeps a wide signature at most 400 wide, with its proportions', async () => {
    const doc = await fill(minorInput({ studentSignaturePng: signaturePng(1000, 200) }));
    const student = inspectPage(doc, 2).images.find((image) => image.y === 590);
    expect(student?.width).toBe(400);
    expect(student?.height).toBeCloseTo(80);
  });

  it('writes the evidence block on the signature page: signers on the day of the signature lines with the instant, IP, user agent, hash, id', async () => {
    const doc = await fill(minorInput());
    const texts = inspectPage(doc, 2).texts;
    expect(texts).toEqual(
      expect.arrayContaining([
        'Electronic signature record',
        'Registration ID: 6f1f0c1e-2a4b-4c5d-8e9f-0a1b2c3d4e5f',
        'Student signature: Ana Lopez, signed 05-04-2026 (2026-05-04 17:30:00 UTC)',
        'Parent/guardian signature: Maria Lopez, signed 05-04-2026 (2026-05-04 17:30:00 UTC)',
        'IP address: 203.0.113.7',
        'User agent: Mozilla/5.0 (X11; Linux x86_64) TestBrowser/1.0',
        `Agreement text SHA-256: ${'a'.repeat(64)}`,
        `SHA-256 of the text shown: ${'c'.repeat(64)}`,
        'Generated: 2026-05-04 17:31:00 UTC',
      ]),
    );
  });

  it('says when the browser sent no hash of the text it showed (an older draft)', async () => {
    const record = signedTestRecord();
    const evidence = record.evidence && { ...record.evidence, agreementSha256Shown: '' };
    const doc = await fill(minorInput({ record: { ...record, evidence } }));
    expect(inspectPage(doc, 2).texts).toContain('SHA-256 of the text shown: not sent by the browser');
  });

  it('appends a page for the evidence when the last page is not the signature page', async () => {
    const longer = await PDFDocument.load(template);
    longer.addPage([612, 792]);
    const doc = await fill(minorInput({ template: await longer.save() }));
    expect(doc.getPageCount()).toBe(5);
    expect(inspectPage(doc, 4).texts).toContain('Electronic signature record');
    expect(inspectPage(doc, 2).images).toHaveLength(2);
  });

  it.each([
    ['Spanish accents', 'José Peña Núñez'],
    ['Chinese', '张伟'],
    ['Vietnamese', 'Nguyễn Thị Minh Khai'],
    ['Armenian', 'Արամ Խաչատրյան'],
  ])('prints a name in %s as typed, in the fields and in the evidence', async (_script, name) => {
    const base = signedTestRecord();
    const record = signedTestRecord({
      studentName: name,
      parentName: `${name} Sr`,
      evidence: base.evidence ? { ...base.evidence, studentName: name } : undefined,
    });
    const doc = await fill(minorInput({ record }));
    const page1 = inspectPage(doc, 0).texts.join('|');
    expect(page1).toContain(name);
    expect(documentTexts(doc).join('')).toContain(`Student signature: ${name}, signed`);
    expect(documentTexts(doc).join('')).not.toContain('?');
  });

  it('prints an Arabic name shaped, right to left: its text reads back in visual order', async () => {
    const record = signedTestRecord({ studentName: 'محمد', parentName: 'Maria محمد' });
    const texts = inspectPage(await fill(minorInput({ record })), 0).texts;
    const visual = [...'محمد'].reverse().join('');
    expect(texts).toContain(visual);
    expect(texts.join('|')).toContain(`Maria |${visual}`);
    expect(texts).toContain('Maria ');
  });

  it('embeds subset Noto fonts whose every glyph outline decodes (no broken glyph offsets)', async () => {
    const record = signedTestRecord({ studentName: 'José 张伟 Nguyễn', parentName: 'Արամ محمد' });
    const doc = await fill(minorInput({ record }));
    const fontFiles = [...doc.context.enumerateIndirectObjects()].flatMap(([, object]) =>
      object instanceof PDFRawStream && object.dict.get(PDFName.of('Subtype')) === undefined
        ? (() => {
            try {
              return [fontkit.create(Buffer.from(decodePDFRawStream(object).decode()))];
            } catch {
              return [];
            }
          })()
        : [],
    );
    expect(fontFiles.length).toBeGreaterThanOrEqual(4);
    for (const font of fontFiles) {
      for (let glyph = 0; glyph < font.numGlyphs; glyph += 1)
        expect(() => font.getGlyph(glyph).path).not.toThrow();
    }
  });

  it('prints a character no font has as ?', async () => {
    const record = signedTestRecord({ studentName: 'Zoë \u{1F600}' });
    expect(inspectPage(await fill(minorInput({ record })), 0).texts).toContain('Zoë ?');
  });

  it('fills a template that lacks some fields', async () => {
    const bare = await PDFDocument.create();
    bare.addPage([612, 792]);
    bare.addPage([612, 792]);
    const doc = await fill(minorInput({ template: await bare.save() }));
    expect(doc.getPageCount()).toBe(3);
    expect(inspectPage(doc, 2).images).toHaveLength(2);
  });
});

describe('fillSignedAgreement in the family language', () => {
  let spanishTemplate: Uint8Array;
  beforeAll(async () => {
    spanishTemplate = await buildMasterAgreementTemplate('es');
  });

  it("lays out a Spanish entry's agreement in Spanish: title, labels, dates written out, the record", async () => {
    const record = signedTestRecord({ language: 'es', studentName: 'José Peña Núñez' });
    const doc = await fill(minorInput({ template: spanishTemplate, record }));
    const page1 = inspectPage(doc, 0).texts;
    for (const text of [
      'Acuerdo general de estudio independiente /',
      'cursos de aprendizaje ampliado',
      'Nombre del estudiante',
      'Nombre del padre/tutor',
      'Vigencia del acuerdo',
      'Centro de aprendizaje',
      'Escuela chárter',
      'Créditos',
      'José Peña Núñez',
      'del 1 de julio de 2026 al 30 de junio de 2027',
    ])
      expect(page1).toContain(text);
    const page2 = inspectPage(doc, 2).texts;
    for (const text of [
      'Firmas',
      'Firma del estudiante',
      'Firma del padre/tutor',
      'Fecha',
      'Registro de la firma electrónica',
      'Número de inscripción: 6f1f0c1e-2a4b-4c5d-8e9f-0a1b2c3d4e5f',
      'Firma del padre/tutor: Maria Lopez, firmada el 4 de mayo de 2026 (2026-05-04 17:30:00 UTC)',
      'Dirección IP: 203.0.113.7',
      `SHA-256 del texto mostrado: ${'c'.repeat(64)}`,
      'Generado: 2026-05-04 17:31:00 UTC',
    ])
      expect(page2).toContain(text);
    expect(page2.filter((text) => text === '4 de mayo de 2026')).toHaveLength(2);
    expect(inspectPage(doc, 1).texts[0]).toBe('Acuerdo general');
    expect(documentTexts(doc).join('|')).toContain('Al firmar a continuación');
    expect(documentTexts(doc).join('|')).not.toContain('Electronic signature record');
  });

  it('keeps an English entry (and one stored before the language field) in English', async () => {
    for (const record of [signedTestRecord({ language: 'en' }), signedTestRecord()]) {
      const texts = documentTexts(await fill(minorInput({ record })));
      for (const text of [
        'Master Agreement for Independent Study /',
        'Student name',
        '07-01-2026 to 06-30-2027',
        'Electronic signature record',
        'Registration ID: 6f1f0c1e-2a4b-4c5d-8e9f-0a1b2c3d4e5f',
      ])
        expect(texts).toContain(text);
      expect(texts.filter((text) => text === '05-04-2026')).toHaveLength(2);
      expect(texts.join('|')).not.toContain('Firma');
    }
  });

  it('fills the English template in Spanish values when no Spanish template is stored', async () => {
    const doc = await fill(minorInput({ record: signedTestRecord({ language: 'es' }) }));
    const texts = documentTexts(doc);
    expect(texts).toContain('Student name');
    expect(texts).toContain('del 1 de julio de 2026 al 30 de junio de 2027');
    expect(texts).toContain('Registro de la firma electrónica');
  });
});
