import { PDFDocument, type PDFPage, rgb } from 'pdf-lib';
import { UnicodeFonts } from '../pdf/unicode-fonts.ts';

export interface PdfRow {
  label: string;
  value: string;
  /** A PNG drawn beside the label instead of the value (a signature), at its width and height in points. */
  image?: { png: Uint8Array; width: number; height: number };
}

export interface PdfSection {
  heading: string;
  rows: PdfRow[];
}

/** What an empty field prints as, so a blank is visibly blank and not a layout slip. */
export const PDF_EMPTY_VALUE = '—';

/** A label/value row; an empty value (null, undefined, blank text) prints as PDF_EMPTY_VALUE. */
export function pdfRow(label: string, value: string | number | null | undefined): PdfRow {
  const text = value === null || value === undefined ? '' : String(value).trim();
  return { label, value: text === '' ? PDF_EMPTY_VALUE : text };
}

/** Whether any row of a section holds an answer (a section of blanks only is left out of a PDF). */
export function sectionHasAnswers(section: PdfSection): boolean {
  return section.rows.some((row) => row.value !== PDF_EMPTY_VALUE);
}

export interface StaffPdfInput {
  title: string;
  sections: PdfSection[];
  /** Page size, margins and line spacing when not STAFF_PDF_LAYOUT's (a screen's own PDF rules). */
  layout?: Partial<StaffPdfLayout>;
}

export type StaffPdfLayout = { -readonly [Key in keyof typeof STAFF_PDF_LAYOUT]: number } & {
  /** The lowest a line may reach before a new page; `margin` when absent. */
  bottom?: number;
};

/** US Letter in points, with the margins and sizes of every staff PDF. */
export const STAFF_PDF_LAYOUT = {
  width: 612,
  height: 792,
  margin: 50,
  labelWidth: 170,
  titleSize: 16,
  headingSize: 12,
  textSize: 10,
  leading: 14,
} as const;

const GREY = rgb(0.35, 0.35, 0.35);
const RULE = rgb(0.75, 0.75, 0.75);

/** Splits a text into lines no wider than `width` (words kept whole unless one alone is too wide). */
export async function wrapText(
  fonts: Pick<UnicodeFonts, 'widthOf'>,
  text: string,
  width: number,
  size: number,
  bold = false,
): Promise<string[]> {
  const lines: string[] = [];
  let line = '';
  for (const word of text.replace(/\s+/g, ' ').trim().split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if ((await fonts.widthOf(candidate, size, bold)) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    // A word wider than the column (an e-mail address, a URL) is cut where it must be.
    line = '';
    for (const char of word) {
      if (line && (await fonts.widthOf(line + char, size, bold)) > width) {
        lines.push(line);
        line = '';
      }
      line += char;
    }
  }
  if (line || lines.length === 0) lines.push(line);
  return lines;
}

/**
 * A staff PDF (the interest PDF, the registration PDF): a title, then sections of label/value rows,
 * values wrapped beside their labels, a new page when the next line does not fit. Texts are drawn in
 * the Noto fonts, so names in any script print as typed.
 */
export async function buildStaffPdf(input: StaffPdfInput): Promise<Uint8Array> {
  const L: StaffPdfLayout = { ...STAFF_PDF_LAYOUT, ...input.layout };
  const bottom = L.bottom ?? L.margin;
  const doc = await PDFDocument.create();
  doc.setTitle(input.title);
  doc.setCreator('Enrollment');
  const fonts = new UnicodeFonts(doc);
  const valueX = L.margin + L.labelWidth;
  const valueWidth = L.width - L.margin - valueX;
  let page: PDFPage = doc.addPage([L.width, L.height]);
  let y = L.height - L.margin;

  /** Room for `height` more points on this page, else a new page. */
  const ensure = (height: number) => {
    if (y - height >= bottom) return;
    page = doc.addPage([L.width, L.height]);
    y = L.height - L.margin;
  };

  for (const line of await wrapText(fonts, input.title, L.width - 2 * L.margin, L.titleSize, true)) {
    ensure(L.titleSize + 6);
    y -= L.titleSize;
    await fonts.draw(page, line, { x: L.margin, y, size: L.titleSize, bold: true });
    y -= 6;
  }
  y -= 8;

  for (const section of input.sections) {
    // A heading never stays alone at the foot of a page: it needs room for its first row too.
    ensure(L.headingSize + 10 + L.leading);
    y -= L.headingSize + 6;
    await fonts.draw(page, section.heading, { x: L.margin, y, size: L.headingSize, bold: true });
    y -= 4;
    page.drawLine({
      start: { x: L.margin, y },
      end: { x: L.width - L.margin, y },
      thickness: 0.5,
      color: RULE,
    });
    y -= 4;
    for (const row of section.rows) {
      if (row.image) {
        ensure(Math.max(row.image.height, L.leading) + 4);
        y -= Math.max(row.image.height, L.leading);
        await fonts.draw(page, row.label, { x: L.margin, y, size: L.textSize, bold: true, color: GREY });
        const image = await doc.embedPng(row.image.png);
        page.drawImage(image, { x: valueX, y, width: row.image.width, height: row.image.height });
        y -= 4;
        continue;
      }
      const labels = await wrapText(fonts, row.label, L.labelWidth - 10, L.textSize, true);
      const values = await wrapText(fonts, row.value, valueWidth, L.textSize);
      const count = Math.max(labels.length, values.length);
      // A row stays on one page when a page can hold it; a longer one still starts with its whole label.
      ensure((count * L.leading <= L.height - L.margin - bottom ? count : labels.length) * L.leading);
      for (let index = 0; index < count; index += 1) {
        ensure(L.leading);
        y -= L.leading;
        const label = labels[index];
        const value = values[index];
        if (label)
          await fonts.draw(page, label, { x: L.margin, y, size: L.textSize, bold: true, color: GREY });
        if (value) await fonts.draw(page, value, { x: valueX, y, size: L.textSize });
      }
    }
    y -= 10;
  }
  return doc.save();
}
