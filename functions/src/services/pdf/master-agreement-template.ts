import type { FamilyLanguage } from '@enroll/domain';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { AGREEMENT_TEXTS, type AgreementTexts } from './agreement-texts.ts';
import { MASTER_AGREEMENT_FIELDS, SIGNATURE_PLACEMENT } from './master-agreement-layout.ts';

/**
 * Builds the plain master-agreement template the seed uploads to `agreement-templates/master-agreement.pdf`.
 *
 * Layout (US Letter, 612x792):
 * - Page 1: title, the identity fields (studentName, parentName, agreementDates, learningCenter, charter),
 *   a table of course1..4 / credits1..4. The signed copy inserts the school's agreement text after it.
 * - Page 2: the signature areas. The filled signature images are drawn at x 70, y 590 (student) and
 *   y 470 (parent), up to 400 wide and about 50 high, so each label and line sits just below its image
 *   (line at y 585 / 465). The signature-date fields (studentSignatureDate, parentSignatureDate) live on
 *   page 2, right of each signature line.
 *
 * Its fixed texts are in the family's language (the Spanish one is `master-agreement-es.pdf`); the
 * standard Helvetica's WinAnsi encoding has every Spanish letter (á, é, í, ó, ú, ñ, ü, ¿, ¡).
 */
export async function buildMasterAgreementTemplate(language: FamilyLanguage = 'en'): Promise<Uint8Array> {
  const texts = AGREEMENT_TEXTS[language];
  // No creation/modification dates: the same bytes every time, so the seed can tell an unchanged upload.
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(texts.title);
  doc.setLanguage(language);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const fonts: Fonts = { regular, bold };

  drawFirstPage(doc, doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]), fonts, texts);
  drawSecondPage(doc, doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]), fonts, texts);

  doc.getForm().updateFieldAppearances(regular);
  return doc.save();
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const MARGIN = 70;
const TEXT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const FIELD_HEIGHT = 18;
const INK = rgb(0, 0, 0);
const LINE = rgb(0.35, 0.35, 0.35);

function drawFirstPage(doc: PDFDocument, page: PDFPage, fonts: Fonts, texts: AgreementTexts): void {
  let y = PAGE_HEIGHT - MARGIN;
  page.drawText(texts.titleLines[0], { x: MARGIN, y, size: 16, font: fonts.bold });
  y -= 20;
  page.drawText(texts.titleLines[1], { x: MARGIN, y, size: 16, font: fonts.bold });
  y -= 36;

  const identity: [string, string][] = [
    [texts.identity.studentName, MASTER_AGREEMENT_FIELDS.studentName],
    [texts.identity.parentName, MASTER_AGREEMENT_FIELDS.parentName],
    [texts.identity.agreementDates, MASTER_AGREEMENT_FIELDS.agreementDates],
    [texts.identity.learningCenter, MASTER_AGREEMENT_FIELDS.learningCenter],
    [texts.identity.charter, MASTER_AGREEMENT_FIELDS.charter],
  ];
  const labelWidth = 140;
  for (const [label, name] of identity) {
    page.drawText(label, { x: MARGIN, y: y + 5, size: 10, font: fonts.bold });
    addTextField(doc, page, name, MARGIN + labelWidth, y, TEXT_WIDTH - labelWidth);
    y -= 28;
  }

  y -= 10;
  const creditsX = MARGIN + TEXT_WIDTH - 90;
  page.drawText(texts.course, { x: MARGIN, y: y + 5, size: 10, font: fonts.bold });
  page.drawText(texts.credits, { x: creditsX, y: y + 5, size: 10, font: fonts.bold });
  y -= 24;
  MASTER_AGREEMENT_FIELDS.courses.forEach((courseName, index) => {
    page.drawText(`${index + 1}.`, { x: MARGIN, y: y + 5, size: 10, font: fonts.regular });
    addTextField(doc, page, courseName, MARGIN + 20, y, creditsX - MARGIN - 30);
    addTextField(doc, page, MASTER_AGREEMENT_FIELDS.credits[index] ?? '', creditsX, y, 90);
    y -= 26;
  });

  y -= 16;
  drawParagraph(page, texts.textFollows, y, fonts.regular);
}

function drawSecondPage(doc: PDFDocument, page: PDFPage, fonts: Fonts, texts: AgreementTexts): void {
  let y = PAGE_HEIGHT - MARGIN;
  page.drawText(texts.signaturesHeading, { x: MARGIN, y, size: 14, font: fonts.bold });
  y -= 24;
  y = drawParagraph(page, texts.signaturesLead, y, fonts.regular);

  const { x, studentY, parentY, maxWidth } = SIGNATURE_PLACEMENT;
  const areas: [string, number, string][] = [
    [texts.studentSignature, studentY, MASTER_AGREEMENT_FIELDS.studentSignatureDate],
    [texts.parentSignature, parentY, MASTER_AGREEMENT_FIELDS.parentSignatureDate],
  ];
  const dateX = x + maxWidth + 10;
  const dateWidth = PAGE_WIDTH - MARGIN / 2 - dateX;
  for (const [label, imageY, dateField] of areas) {
    const lineY = imageY - 5;
    page.drawLine({
      start: { x, y: lineY },
      end: { x: x + maxWidth, y: lineY },
      thickness: 0.8,
      color: LINE,
    });
    page.drawText(label, { x, y: lineY - 14, size: 10, font: fonts.bold });
    addTextField(doc, page, dateField, dateX, lineY + 2, dateWidth);
    page.drawText(texts.date, { x: dateX, y: lineY - 14, size: 10, font: fonts.bold });
  }
}

function addTextField(doc: PDFDocument, page: PDFPage, name: string, x: number, y: number, width: number) {
  const field = doc.getForm().createTextField(name);
  field.addToPage(page, { x, y, width, height: FIELD_HEIGHT, borderWidth: 0, borderColor: undefined });
  field.setFontSize(10);
  page.drawLine({ start: { x, y }, end: { x: x + width, y }, thickness: 0.6, color: LINE });
}

/** Word-wraps a paragraph at the text width; returns the baseline below the last line. */
function drawParagraph(page: PDFPage, text: string, top: number, font: PDFFont): number {
  const size = 10;
  const leading = 14;
  let y = top;
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) > TEXT_WIDTH && line) {
      page.drawText(line, { x: MARGIN, y, size, font, color: INK });
      y -= leading;
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) page.drawText(line, { x: MARGIN, y, size, font, color: INK });
  return y - leading;
}
