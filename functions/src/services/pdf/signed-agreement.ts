import {
  courseNameIn,
  type FamilyLanguage,
  type LeloRegistrationRecord,
  type LeloSessionRecord,
  languageOf,
} from '@enroll/domain';
import {
  PDFDocument,
  PDFName,
  type PDFPage,
  PDFRef,
  PDFTextField,
  type PDFWidgetAnnotation,
  rgb,
} from 'pdf-lib';
import { reencodePng } from '../lelo/signature-image.ts';
import { AGREEMENT_TEXTS, agreementDate, agreementDatesLabel } from './agreement-texts.ts';
import { MASTER_AGREEMENT_FIELDS, SIGNATURE_PLACEMENT } from './master-agreement-layout.ts';
import { UnicodeFonts } from './unicode-fonts.ts';

export interface SignedAgreementInput {
  /** The master-agreement template with the AcroForm fields of MASTER_AGREEMENT_FIELDS. */
  template: Uint8Array;
  record: LeloRegistrationRecord;
  session: Pick<LeloSessionRecord, 'schoolYearStartDate' | 'schoolYearEndDate'>;
  studentSignaturePng: Uint8Array;
  /** Null for a 'Self 18+' student. */
  parentSignaturePng: Uint8Array | null;
  /** The agreement text signed as its paragraphs; null on an entry signed before the text was kept. */
  agreementParagraphs: readonly string[] | null;
  generatedAt: Date;
}

/** The pages of the agreement text: the template's margins and a reading size. */
const TEXT_LAYOUT = { x: 70, top: 722, bottom: 60, width: 472, size: 10, leading: 14, gap: 6 } as const;

/** The evidence block: below the parent signature area of the signature page, or on a page of its own. */
export const EVIDENCE_LAYOUT = {
  x: 70,
  /** First baseline on the signature page: under the parent signature's label and date. */
  topOnSignaturePage: SIGNATURE_PLACEMENT.parentY - 45,
  topOnNewPage: 720,
  bottom: 40,
  width: 472,
  size: 8,
  leading: 11,
} as const;

/** The fields' values; the dates and course names in the family's language (names and centers as stored). */
function fieldValues(
  record: LeloRegistrationRecord,
  session: SignedAgreementInput['session'],
  language: FamilyLanguage,
) {
  const fields = MASTER_AGREEMENT_FIELDS;
  const values: [string, string][] = [
    [fields.studentName, record.studentName],
    [fields.parentName, record.parentName],
    [
      fields.agreementDates,
      agreementDatesLabel(session.schoolYearStartDate, session.schoolYearEndDate, language),
    ],
    [fields.learningCenter, record.learningCenters],
    [fields.charter, record.charter],
    [
      fields.studentSignatureDate,
      record.studentSignatureDate ? agreementDate(record.studentSignatureDate, language) : '',
    ],
    [
      fields.parentSignatureDate,
      record.parentSignatureDate ? agreementDate(record.parentSignatureDate, language) : '',
    ],
  ];
  fields.courses.forEach((name, index) => {
    const course = record.courses[index];
    values.push([name, course ? courseNameIn(course, language).text : '']);
    values.push([
      fields.credits[index] ?? '',
      course ? (record.selectedCourseAgreements[index] ?? course.credits) : '',
    ]);
  });
  return values;
}

/** The page that shows a field's widget (its /P entry, else the page whose annotations hold it). */
function pageOfWidget(doc: PDFDocument, widget: PDFWidgetAnnotation): PDFPage | undefined {
  const ref = doc.context.getObjectRef(widget.dict);
  const pages = doc.getPages();
  const byParent = widget.P();
  return (
    pages.find((page) => byParent !== undefined && page.ref === byParent) ??
    pages.find((page) => ref !== undefined && page.node.Annots()?.asArray().includes(ref))
  );
}

/** The font size of a field's default appearance ('/Helv 10 Tf'); 0 or none means "fit the box". */
function appearanceSize(field: PDFTextField): number {
  const size = Number(/([\d.]+)\s+Tf/.exec(field.acroField.getDefaultAppearance() ?? '')?.[1] ?? 0);
  return size > 0 ? size : 10;
}

/**
 * Fills the template's text fields that exist (a staff-made template may lack some): each value is
 * drawn where the field's widget sits, in the Noto font of each script (a field's own appearance can
 * hold one font only, and a name may mix scripts), shrunk to fit its box; then the fields are removed
 * and whatever else the form holds is flattened.
 */
async function fillForm(doc: PDFDocument, values: [string, string][], fonts: UnicodeFonts): Promise<void> {
  const form = doc.getForm();
  for (const [name, value] of values) {
    const field = form.getFieldMaybe(name);
    if (!(field instanceof PDFTextField)) continue;
    const max = field.getMaxLength();
    const text = max === undefined ? value : [...value].slice(0, max).join('');
    if (text.trim() !== '')
      for (const widget of field.acroField.getWidgets()) {
        const page = pageOfWidget(doc, widget);
        if (!page) continue;
        const box = widget.getRectangle();
        let size = Math.min(appearanceSize(field), box.height * 0.7);
        while (size > 6 && (await fonts.widthOf(text, size)) > box.width - 4) size -= 0.5;
        const y = box.y + (box.height - size * 0.7) / 2;
        await fonts.draw(page, text, { x: box.x + 2, y, size, color: rgb(0, 0, 0) });
      }
    form.removeField(field);
  }
  form.flatten();
  dropRemovedAnnotations(doc);
}

/**
 * Removing a field deletes its widget objects but can leave their references in a page's /Annots; a
 * strict reader (poppler) then reports an invalid xref entry for each. Only annotations that still
 * exist are kept.
 */
function dropRemovedAnnotations(doc: PDFDocument): void {
  for (const page of doc.getPages()) {
    const annots = page.node.Annots();
    if (!annots) continue;
    const kept = annots.asArray().filter((item) => !(item instanceof PDFRef) || doc.context.lookup(item));
    if (kept.length === annots.size()) continue;
    if (kept.length === 0) page.node.delete(PDFName.of('Annots'));
    else page.node.set(PDFName.of('Annots'), doc.context.obj(kept));
  }
}

/** Scaled by half, no wider than 400, at x 70 on the signature page. */
async function drawSignature(doc: PDFDocument, page: PDFPage, png: Uint8Array, y: number): Promise<void> {
  // Decoded by pngjs first: pdf-lib's decoder loops forever on a broken image stream, and an entry
  // signed before the submit re-encoded its signatures may hold one.
  const safe = reencodePng(Buffer.from(png));
  if (!safe) throw new Error('A signature image of the entry does not decode');
  const image = await doc.embedPng(safe);
  const half = image.scale(SIGNATURE_PLACEMENT.scale);
  const fit = Math.min(1, SIGNATURE_PLACEMENT.maxWidth / half.width);
  page.drawImage(image, { x: SIGNATURE_PLACEMENT.x, y, width: half.width * fit, height: half.height * fit });
}

function readableTime(iso: string | null | undefined): string {
  if (!iso) return '';
  return iso
    .replace('T', ' ')
    .replace(/\.\d+Z$/, ' UTC')
    .replace(/Z$/, ' UTC');
}

/** Splits a line at spaces to fit the width; a word longer than the width is cut. */
async function wrap(text: string, fonts: UnicodeFonts, size: number, width: number): Promise<string[]> {
  const fits = async (candidate: string) => (await fonts.widthOf(candidate, size)) <= width;
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (await fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    let rest = [...word];
    while (!(await fits(rest.join('')))) {
      let cut = rest.length - 1;
      while (cut > 1 && !(await fits(rest.slice(0, cut).join('')))) cut -= 1;
      lines.push(rest.slice(0, cut).join(''));
      rest = rest.slice(cut);
    }
    line = rest.join('');
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * The agreement text signed, on pages of its own after the first page (its heading; above it, for a
 * Spanish reader who signed the English text, the note that the school gave no translation); a new
 * page whenever one is full. Returns how many pages it added.
 */
async function drawAgreementText(
  doc: PDFDocument,
  input: SignedAgreementInput,
  fonts: UnicodeFonts,
  language: FamilyLanguage,
): Promise<number> {
  const texts = AGREEMENT_TEXTS[language];
  const { x, top, bottom, width, size, leading, gap } = TEXT_LAYOUT;
  const first = doc.getPage(0);
  let added = 0;
  let page = first;
  let y = 0;
  const newPage = () => {
    added += 1;
    page = doc.insertPage(added, [first.getWidth(), first.getHeight()]);
    y = Math.min(top, first.getHeight() - 70);
  };
  newPage();
  await fonts.draw(page, texts.agreementHeading, { x, y, size: 14, bold: true, color: rgb(0, 0, 0) });
  y -= leading * 2;
  const blocks: { text: string; muted: boolean }[] = [];
  if (input.record.evidence?.agreementUntranslated)
    blocks.push({ text: texts.untranslatedNote, muted: true });
  if (input.agreementParagraphs === null) blocks.push({ text: texts.textNotKept, muted: true });
  else for (const paragraph of input.agreementParagraphs) blocks.push({ text: paragraph, muted: false });
  for (const block of blocks) {
    for (const line of await wrap(block.text, fonts, size, width)) {
      if (y < bottom) newPage();
      const color = block.muted ? rgb(0.3, 0.3, 0.3) : rgb(0, 0, 0);
      await fonts.draw(page, line, { x, y, size, color });
      y -= leading;
    }
    y -= gap;
  }
  return added;
}

/** A signer's line of the record: the business day the signature lines show, and the exact instant. */
function signerLine(
  line: (name: string, day: string, instant: string) => string,
  name: string,
  day: string,
  instant: string | null | undefined,
  language: FamilyLanguage,
): string {
  const shownDay = day ? agreementDate(day, language) : '';
  return line(name, shownDay, readableTime(instant));
}

function evidenceLines(input: SignedAgreementInput, language: FamilyLanguage): string[] {
  const { record, generatedAt } = input;
  const evidence = record.evidence;
  const texts = AGREEMENT_TEXTS[language].evidence;
  const lines = [
    `${texts.registrationId}: ${record._uuid}`,
    signerLine(
      texts.student,
      evidence?.studentName ?? record.studentName,
      record.studentSignatureDate,
      evidence?.studentSignedAt ?? record.signedAt,
      language,
    ),
  ];
  if (input.parentSignaturePng)
    lines.push(
      signerLine(
        texts.parent,
        evidence?.parentName ?? record.parentName,
        record.parentSignatureDate,
        evidence?.parentSignedAt ?? record.signedAt,
        language,
      ),
    );
  if (evidence?.agreementLanguage)
    lines.push(`${texts.agreementLanguage}: ${texts.languageName[evidence.agreementLanguage]}`);
  lines.push(
    `${texts.ipAddress}: ${evidence?.ipAddress ?? texts.unknown}`,
    `${texts.userAgent}: ${evidence?.userAgent ?? texts.unknown}`,
    `${texts.agreementSha256}: ${evidence?.agreementSha256 ?? texts.unknown}`,
    `${texts.shownSha256}: ${evidence?.agreementSha256Shown || texts.notSent}`,
    `${texts.generated}: ${readableTime(generatedAt.toISOString())}`,
  );
  return lines;
}

/** The evidence block on the last page when it is the signature page and there is room; else on a new page. */
async function drawEvidence(
  doc: PDFDocument,
  signaturePage: PDFPage,
  input: SignedAgreementInput,
  fonts: UnicodeFonts,
  language: FamilyLanguage,
) {
  const { x, size, leading, width, bottom } = EVIDENCE_LAYOUT;
  const lines: string[] = [];
  for (const line of evidenceLines(input, language)) lines.push(...(await wrap(line, fonts, size, width)));
  const needed = leading * (lines.length + 1);
  const lastIndex = doc.getPageCount() - 1;
  const onSignaturePage =
    doc.getPage(lastIndex).ref === signaturePage.ref && EVIDENCE_LAYOUT.topOnSignaturePage - needed >= bottom;
  let page: PDFPage;
  let y: number;
  if (onSignaturePage) {
    page = doc.getPage(lastIndex);
    y = EVIDENCE_LAYOUT.topOnSignaturePage;
  } else {
    const last = doc.getPage(lastIndex);
    page = doc.addPage([last.getWidth(), last.getHeight()]);
    y = Math.min(EVIDENCE_LAYOUT.topOnNewPage, last.getHeight() - 72);
  }
  await fonts.draw(page, AGREEMENT_TEXTS[language].evidence.heading, {
    x,
    y,
    size: size + 1,
    bold: true,
    color: rgb(0, 0, 0),
  });
  for (const line of lines) {
    y -= leading;
    await fonts.draw(page, line, { x, y, size, color: rgb(0.2, 0.2, 0.2) });
  }
}

/**
 * The signed master agreement of a Lelo entry: the template's fields filled and flattened, the
 * agreement text signed after its first page, the drawn signatures on the signature page, and a
 * record of who signed when, from where, and which text; the dates and the record in the language the
 * family used (`languageOf(entry)`), like the template the caller picked for it.
 */
export async function fillSignedAgreement(input: SignedAgreementInput): Promise<Uint8Array> {
  const language = languageOf(input.record);
  const doc = await PDFDocument.load(input.template);
  const fonts = new UnicodeFonts(doc);
  await fillForm(doc, fieldValues(input.record, input.session, language), fonts);
  const signaturePage = doc.getPage(Math.min(SIGNATURE_PLACEMENT.pageIndex, doc.getPageCount() - 1));
  await drawSignature(doc, signaturePage, input.studentSignaturePng, SIGNATURE_PLACEMENT.studentY);
  if (input.parentSignaturePng)
    await drawSignature(doc, signaturePage, input.parentSignaturePng, SIGNATURE_PLACEMENT.parentY);
  await drawAgreementText(doc, input, fonts, language);
  await drawEvidence(doc, signaturePage, input, fonts, language);
  return doc.save();
}
