import {
  type LeloRegistrationRecord,
  type LeloSessionRecord,
  schoolYearLabel,
  toMonthDayYear,
} from '@enroll/domain';
import { PDFDocument, type PDFFont, type PDFPage, PDFTextField, rgb, StandardFonts } from 'pdf-lib';
import { MASTER_AGREEMENT_FIELDS, SIGNATURE_PLACEMENT } from './master-agreement-layout.ts';

export interface SignedAgreementInput {
  /** The master-agreement template with the AcroForm fields of MASTER_AGREEMENT_FIELDS. */
  template: Uint8Array;
  record: LeloRegistrationRecord;
  session: Pick<LeloSessionRecord, 'schoolYearStartDate' | 'schoolYearEndDate'>;
  studentSignaturePng: Uint8Array;
  /** Null for a 'Self 18+' student. */
  parentSignaturePng: Uint8Array | null;
  generatedAt: Date;
}

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

type WinAnsiSafe = (text: string) => string;

/** Standard fonts encode WinAnsi only: anything else (and line breaks) becomes '?' or a space. */
function winAnsiSafe(font: PDFFont): WinAnsiSafe {
  const supported = new Set(font.getCharacterSet());
  return (text) =>
    [...text.replace(/[\r\n\t]+/g, ' ')]
      .map((char) => (supported.has(char.codePointAt(0) ?? -1) ? char : '?'))
      .join('');
}

function fieldValues(record: LeloRegistrationRecord, session: SignedAgreementInput['session']) {
  const fields = MASTER_AGREEMENT_FIELDS;
  const values: [string, string][] = [
    [fields.studentName, record.studentName],
    [fields.parentName, record.parentName],
    [fields.agreementDates, schoolYearLabel(session.schoolYearStartDate, session.schoolYearEndDate)],
    [fields.learningCenter, record.learningCenters],
    [fields.charter, record.charter],
    [
      fields.studentSignatureDate,
      record.studentSignatureDate ? toMonthDayYear(record.studentSignatureDate) : '',
    ],
    [
      fields.parentSignatureDate,
      record.parentSignatureDate ? toMonthDayYear(record.parentSignatureDate) : '',
    ],
  ];
  fields.courses.forEach((name, index) => {
    const course = record.courses[index];
    values.push([name, course?.course_name ?? '']);
    values.push([
      fields.credits[index] ?? '',
      course ? (record.selectedCourseAgreements[index] ?? course.credits) : '',
    ]);
  });
  return values;
}

/** Fills the template's text fields that exist (a staff-made template may lack some), then flattens. */
function fillForm(doc: PDFDocument, values: [string, string][], font: PDFFont, safe: WinAnsiSafe): void {
  const form = doc.getForm();
  for (const [name, value] of values) {
    const field = form.getFieldMaybe(name);
    if (!(field instanceof PDFTextField)) continue;
    const max = field.getMaxLength();
    const text = safe(value);
    field.setText(max === undefined ? text : text.slice(0, max));
  }
  form.updateFieldAppearances(font);
  form.flatten();
}

/** Spec section 9: scaled by half, no wider than 400, at x 70 on the signature page. */
async function drawSignature(doc: PDFDocument, page: PDFPage, png: Uint8Array, y: number): Promise<void> {
  const image = await doc.embedPng(png);
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
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  const push = (word: string) => {
    let rest = word;
    while (font.widthOfTextAtSize(rest, size) > width) {
      let cut = rest.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut -= 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  };
  for (const word of text.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) line = candidate;
    else {
      if (line) lines.push(line);
      push(word);
    }
  }
  if (line) lines.push(line);
  return lines;
}

function evidenceLines(input: SignedAgreementInput): string[] {
  const { record, generatedAt } = input;
  const evidence = record.evidence;
  const lines = [
    `Registration ID: ${record._uuid}`,
    `Student signature: ${evidence?.studentName ?? record.studentName}, signed ${readableTime(evidence?.studentSignedAt ?? record.signedAt)}`,
  ];
  if (input.parentSignaturePng)
    lines.push(
      `Parent/guardian signature: ${evidence?.parentName ?? record.parentName}, signed ${readableTime(evidence?.parentSignedAt ?? record.signedAt)}`,
    );
  lines.push(
    `IP address: ${evidence?.ipAddress ?? 'unknown'}`,
    `User agent: ${evidence?.userAgent ?? 'unknown'}`,
    `Agreement text SHA-256: ${evidence?.agreementSha256 ?? 'unknown'}`,
    `SHA-256 of the text shown: ${evidence?.agreementSha256Shown || 'not sent by the browser'}`,
    `Generated: ${readableTime(generatedAt.toISOString())}`,
  );
  return lines;
}

/** The evidence block on the last page when it is the signature page and there is room; else on a new page. */
function drawEvidence(
  doc: PDFDocument,
  input: SignedAgreementInput,
  fonts: { regular: PDFFont; bold: PDFFont },
  safe: WinAnsiSafe,
) {
  const { x, size, leading, width, bottom } = EVIDENCE_LAYOUT;
  const lines = evidenceLines(input).flatMap((line) => wrap(safe(line), fonts.regular, size, width));
  const needed = leading * (lines.length + 1);
  const lastIndex = doc.getPageCount() - 1;
  const onSignaturePage =
    lastIndex === SIGNATURE_PLACEMENT.pageIndex && EVIDENCE_LAYOUT.topOnSignaturePage - needed >= bottom;
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
  page.drawText('Electronic signature record', {
    x,
    y,
    size: size + 1,
    font: fonts.bold,
    color: rgb(0, 0, 0),
  });
  for (const line of lines) {
    y -= leading;
    page.drawText(line, { x, y, size, font: fonts.regular, color: rgb(0.2, 0.2, 0.2) });
  }
}

/**
 * The signed master agreement of a Lelo entry: the template's fields filled and flattened, the drawn
 * signatures on the signature page, and a record of who signed when, from where, and which text.
 */
export async function fillSignedAgreement(input: SignedAgreementInput): Promise<Uint8Array> {
  const doc = await PDFDocument.load(input.template);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const safe = winAnsiSafe(regular);
  fillForm(doc, fieldValues(input.record, input.session), regular, safe);
  const signaturePage = doc.getPage(Math.min(SIGNATURE_PLACEMENT.pageIndex, doc.getPageCount() - 1));
  await drawSignature(doc, signaturePage, input.studentSignaturePng, SIGNATURE_PLACEMENT.studentY);
  if (input.parentSignaturePng)
    await drawSignature(doc, signaturePage, input.parentSignaturePng, SIGNATURE_PLACEMENT.parentY);
  drawEvidence(doc, input, { regular, bold }, safe);
  return doc.save();
}
