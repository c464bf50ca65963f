import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { Color, PDFDocument, PDFFont, PDFPage } from 'pdf-lib';
import fontFiles from './font-files.json' with { type: 'json' };

/**
 * Noto fonts for the signed agreement, so every name prints as typed: the PDF standard fonts know
 * WinAnsi only. One font per script (Noto Sans covers Latin, Vietnamese, Greek and Cyrillic); a
 * text is cut into runs and each run is drawn in the font of its script. Fonts are embedded subset
 * (only the glyphs used: Noto Sans SC alone is 10 MB) and read from disk on first use, on the server
 * only. Arabic is shaped (joined letter forms) and put in visual order by fontkit's layout, which
 * pdf-lib runs when it encodes a text; a line mixing Arabic and Latin keeps its runs left to right.
 */
export type FontKey = 'regular' | 'bold' | 'han' | 'arabic' | 'armenian';

/** The one font file of each key, in its npm package; the deployed package ships only these. */
const FONT_FILES: Record<FontKey, string> = fontFiles;

const require = createRequire(import.meta.url);

/** What a TrueType subset of fontkit 1.x keeps while it encodes (not in its typings). */
interface TrueTypeSubsetInternals {
  _addGlyph(this: TrueTypeSubsetInternals, glyphId: number): number;
  glyf: Uint8Array[];
  offset: number;
}

/**
 * fontkit 1.x writes a short `loca` (offsets halved) when the subset is small, but copies each
 * glyph record as long as it is: Google's Noto Sans and Noto Sans SC have odd-length records, so
 * every offset after one of them points into the middle of a glyph and viewers draw nothing. Glyph
 * records may end with padding (the TrueType spec asks for it), so each one is padded to an even length.
 */
function withEvenGlyphRecords<T extends object>(subset: T): T {
  const internals = subset as unknown as Partial<TrueTypeSubsetInternals>;
  const addGlyph = internals._addGlyph;
  if (typeof addGlyph !== 'function') return subset;
  internals._addGlyph = function padded(this: TrueTypeSubsetInternals, glyphId: number) {
    const index = addGlyph.call(this, glyphId);
    const record = this.glyf[index];
    if (record && record.length % 2 === 1) {
      // Of the record's own Buffer class: fontkit's bundled Buffer refuses Node's.
      const grown = (record.constructor as unknown as { alloc(size: number): Uint8Array }).alloc(
        record.length + 1,
      );
      grown.set(record);
      this.glyf[index] = grown;
      this.offset += 1;
    }
    return index;
  };
  return subset;
}

/** fontkit as pdf-lib calls it, with the subset fix above. */
const paddedFontkit = {
  create(bytes: Uint8Array, postscriptName?: string) {
    const font = fontkit.create(bytes, postscriptName);
    const createSubset = font.createSubset.bind(font);
    font.createSubset = () => withEvenGlyphRecords(createSubset());
    return font;
  },
};
/** The font files' bytes, read once per process. */
const fileBytes = new Map<FontKey, Promise<Buffer>>();

function fontBytes(key: FontKey): Promise<Buffer> {
  let bytes = fileBytes.get(key);
  if (!bytes) {
    bytes = readFile(require.resolve(FONT_FILES[key]));
    fileBytes.set(key, bytes);
  }
  return bytes;
}

/** The font a character's script asks for; null for spaces, digits and punctuation (any font). */
function scriptFont(char: string): FontKey | null {
  if (
    /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Bopomofo}\u3000-\u303f\uff00-\uffef]/u.test(
      char,
    )
  )
    return 'han';
  if (/\p{Script=Arabic}/u.test(char)) return 'arabic';
  if (/\p{Script=Armenian}/u.test(char)) return 'armenian';
  if (/[\p{Script=Common}\p{Script=Inherited}]/u.test(char)) return null;
  return 'regular';
}

export interface TextRun {
  font: FontKey;
  text: string;
}

/**
 * A text cut into runs of one font each. Spaces, digits and punctuation stay in the run they are in;
 * combining marks stay with their letter. Line breaks and tabs become spaces.
 */
export function textRuns(text: string, base: 'regular' | 'bold' = 'regular'): TextRun[] {
  const runs: TextRun[] = [];
  for (const char of text.normalize('NFC').replace(/[\r\n\t]+/g, ' ')) {
    const wanted = scriptFont(char);
    const last = runs[runs.length - 1];
    const font = wanted === 'regular' ? base : wanted;
    if (last && (font === null || font === last.font)) last.text += char;
    else runs.push({ font: font ?? base, text: char });
  }
  // Spaces at the edges of a right-to-left run belong to its neighbours: inside it they would be
  // drawn on the wrong side, gluing the run to the next word.
  runs.forEach((run, index) => {
    if (run.font !== 'arabic') return;
    const previous = runs[index - 1];
    const next = runs[index + 1];
    const leading = /^\s*/u.exec(run.text)?.[0] ?? '';
    if (previous && leading) {
      previous.text += leading;
      run.text = run.text.slice(leading.length);
    }
    const trailing = /\s*$/u.exec(run.text)?.[0] ?? '';
    if (next && trailing) {
      next.text = trailing + next.text;
      run.text = run.text.slice(0, run.text.length - trailing.length);
    }
  });
  return runs;
}

export interface DrawTextOptions {
  x: number;
  y: number;
  size: number;
  color?: Color;
  bold?: boolean;
}

/** The fonts of one PDF document: embedded on first use, each as a subset of the glyphs drawn. */
export class UnicodeFonts {
  private readonly embedded = new Map<FontKey, Promise<PDFFont>>();

  constructor(private readonly doc: PDFDocument) {
    doc.registerFontkit(paddedFontkit);
  }

  font(key: FontKey): Promise<PDFFont> {
    let font = this.embedded.get(key);
    if (!font) {
      // Latin: no glyph decomposition (ccmp), so 'ị' is drawn with its precomposed glyph, whose
      // ToUnicode entry keeps the letter (pdf-lib drops the code of a decomposed mark).
      const features = key === 'regular' || key === 'bold' ? { ccmp: false } : undefined;
      font = fontBytes(key).then((bytes) => this.doc.embedFont(bytes, { subset: true, features }));
      this.embedded.set(key, font);
    }
    return font;
  }

  /** The runs with their fonts; a character no font has prints as '?'. */
  private async fontedRuns(text: string, bold: boolean): Promise<{ font: PDFFont; text: string }[]> {
    const runs = textRuns(text, bold ? 'bold' : 'regular');
    return Promise.all(
      runs.map(async (run) => {
        const font = await this.font(run.font);
        const known = new Set(font.getCharacterSet());
        const printable = [...run.text]
          .map((char) => (known.has(char.codePointAt(0) ?? -1) || /\p{M}/u.test(char) ? char : '?'))
          .join('');
        return { font, text: printable };
      }),
    );
  }

  async widthOf(text: string, size: number, bold = false): Promise<number> {
    const runs = await this.fontedRuns(text, bold);
    return runs.reduce((sum, run) => sum + run.font.widthOfTextAtSize(run.text, size), 0);
  }

  /** Draws the text from (x, y), run after run, left to right. */
  async draw(page: PDFPage, text: string, options: DrawTextOptions): Promise<void> {
    let x = options.x;
    for (const run of await this.fontedRuns(text, options.bold ?? false)) {
      page.drawText(run.text, { x, y: options.y, size: options.size, font: run.font, color: options.color });
      x += run.font.widthOfTextAtSize(run.text, options.size);
    }
  }
}
