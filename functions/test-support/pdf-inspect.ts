/**
 * Tests only: what a page of a PDF made with pdf-lib shows, read from its content streams (and the
 * form XObjects they draw, such as flattened fields): the text of every Tj/TJ and where each image sits.
 * Text in an embedded font (2-byte glyph codes) is read back through the font's ToUnicode map.
 */
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  type PDFDocument,
  PDFName,
  type PDFObject,
  PDFRawStream,
  PDFRef,
} from 'pdf-lib';

export interface ImagePlacement {
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PageContent {
  texts: string[];
  images: ImagePlacement[];
}

type Matrix = [number, number, number, number, number, number];
const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[1] * n[2],
    m[0] * n[1] + m[1] * n[3],
    m[2] * n[0] + m[3] * n[2],
    m[2] * n[1] + m[3] * n[3],
    m[4] * n[0] + m[5] * n[2] + n[4],
    m[4] * n[1] + m[5] * n[3] + n[5],
  ];
}

type Token = { kind: 'number'; value: number } | { kind: 'name' | 'string' | 'op'; value: string };

const TOKEN =
  /<<|>>|<[0-9A-Fa-f\s]*>|\((?:\\.|[^\\)])*\)|\[|\]|\/[^\s/[\]()<>{}%]+|[+-]?(?:\d+\.?\d*|\.\d+)|[A-Za-z'"*]+/g;

function hexText(hex: string): string {
  const digits = hex.replace(/[^0-9A-Fa-f]/g, '');
  const even = digits.length % 2 === 0 ? digits : `${digits}0`;
  return Buffer.from(even, 'hex').toString('latin1');
}

function tokenize(content: string): Token[] {
  const tokens: Token[] = [];
  for (const [text] of content.matchAll(TOKEN)) {
    if (text === '<<' || text === '>>' || text === '[' || text === ']') continue;
    if (text.startsWith('<')) tokens.push({ kind: 'string', value: hexText(text.slice(1, -1)) });
    else if (text.startsWith('('))
      tokens.push({ kind: 'string', value: text.slice(1, -1).replace(/\\(.)/g, '$1') });
    else if (text.startsWith('/')) tokens.push({ kind: 'name', value: text.slice(1) });
    else if (/^[+-]?[\d.]/.test(text)) tokens.push({ kind: 'number', value: Number(text) });
    else tokens.push({ kind: 'op', value: text });
  }
  return tokens;
}

function lookup(doc: PDFDocument, object: PDFObject | undefined): PDFObject | undefined {
  return object instanceof PDFRef ? doc.context.lookup(object) : object;
}

function streamText(stream: PDFObject | undefined): string {
  if (!(stream instanceof PDFRawStream)) return '';
  return Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
}

/** The ToUnicode map of a font: 2-byte code (hex) → text. */
type ToUnicode = Map<string, string>;

function utf16Hex(hex: string): string {
  const units = hex.match(/.{4}/g)?.map((unit) => Number.parseInt(unit, 16)) ?? [];
  return String.fromCharCode(...units);
}

function parseToUnicode(cmap: string): ToUnicode {
  const map: ToUnicode = new Map();
  for (const [, block] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, code, text] of (block ?? '').matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g))
      map.set((code ?? '').toUpperCase(), utf16Hex(text ?? ''));
  for (const [, block] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const [, from, to, text] of (block ?? '').matchAll(
      /<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g,
    )) {
      const start = Number.parseInt(from ?? '0', 16);
      const first = Number.parseInt(text ?? '0', 16);
      for (let code = start; code <= Number.parseInt(to ?? '0', 16); code += 1)
        map.set(code.toString(16).toUpperCase().padStart(4, '0'), String.fromCharCode(first + code - start));
    }
  return map;
}

function fontToUnicode(doc: PDFDocument, resources: PDFDict | undefined, name: string): ToUnicode | null {
  const fonts = lookup(doc, resources?.get(PDFName.of('Font')));
  const font = fonts instanceof PDFDict ? lookup(doc, fonts.get(PDFName.of(name))) : undefined;
  if (!(font instanceof PDFDict)) return null;
  const cmap = lookup(doc, font.get(PDFName.of('ToUnicode')));
  return cmap instanceof PDFRawStream ? parseToUnicode(streamText(cmap)) : null;
}

/** A shown string: through the ToUnicode map for 2-byte codes, else the bytes as Latin-1. */
function decodeShown(bytes: string, toUnicode: ToUnicode | null): string {
  if (!toUnicode) return bytes;
  let text = '';
  for (let index = 0; index + 1 < bytes.length; index += 2) {
    const code = ((bytes.charCodeAt(index) << 8) | bytes.charCodeAt(index + 1)).toString(16);
    text += toUnicode.get(code.toUpperCase().padStart(4, '0')) ?? '\uFFFD';
  }
  return text;
}

function walk(
  doc: PDFDocument,
  content: string,
  resources: PDFDict | undefined,
  start: Matrix,
  out: PageContent,
) {
  const xObjects = lookup(doc, resources?.get(PDFName.of('XObject')));
  const stack: Matrix[] = [];
  let ctm = start;
  let operands: Token[] = [];
  let toUnicode: ToUnicode | null = null;
  for (const token of tokenize(content)) {
    if (token.kind !== 'op') {
      operands.push(token);
      continue;
    }
    const numbers = operands.flatMap((operand) => (operand.kind === 'number' ? [operand.value] : []));
    if (token.value === 'q') stack.push(ctm);
    else if (token.value === 'Q') ctm = stack.pop() ?? IDENTITY;
    else if (token.value === 'cm' && numbers.length === 6) ctm = multiply(numbers as Matrix, ctm);
    else if (token.value === 'Tf') {
      const name = operands.find((operand) => operand.kind === 'name')?.value;
      toUnicode = typeof name === 'string' ? fontToUnicode(doc, resources, name) : null;
    } else if (token.value === 'Tj' || token.value === 'TJ' || token.value === "'")
      out.texts.push(
        operands
          .flatMap((operand) => (operand.kind === 'string' ? [decodeShown(operand.value, toUnicode)] : []))
          .join(''),
      );
    else if (token.value === 'Do') {
      const name = operands.flatMap((operand) => (operand.kind === 'name' ? [operand.value] : []))[0] ?? '';
      const object = xObjects instanceof PDFDict ? lookup(doc, xObjects.get(PDFName.of(name))) : undefined;
      if (object instanceof PDFRawStream) {
        const subtype = object.dict.get(PDFName.of('Subtype'));
        if (subtype === PDFName.of('Image'))
          out.images.push({ name, x: ctm[4], y: ctm[5], width: ctm[0], height: ctm[3] });
        else {
          const matrix = lookup(doc, object.dict.get(PDFName.of('Matrix')));
          const own =
            matrix instanceof PDFArray
              ? (matrix.asArray().map((value) => Number(value.toString())) as Matrix)
              : IDENTITY;
          const inner = lookup(doc, object.dict.get(PDFName.of('Resources')));
          walk(
            doc,
            streamText(object),
            inner instanceof PDFDict ? inner : resources,
            multiply(own, ctm),
            out,
          );
        }
      }
    }
    operands = [];
  }
}

/** The texts and image placements of one page. */
export function inspectPage(doc: PDFDocument, pageIndex: number): PageContent {
  const node = doc.getPage(pageIndex).node;
  const contents = lookup(doc, node.get(PDFName.of('Contents')));
  const streams =
    contents instanceof PDFArray ? contents.asArray().map((item) => lookup(doc, item)) : [contents];
  const resources = lookup(doc, node.get(PDFName.of('Resources')));
  const out: PageContent = { texts: [], images: [] };
  walk(
    doc,
    streams.map(streamText).join('\n'),
    resources instanceof PDFDict ? resources : undefined,
    IDENTITY,
    out,
  );
  return out;
}

/** Every text of the document, page by page, one string per Tj. */
export function documentTexts(doc: PDFDocument): string[] {
  return doc.getPages().flatMap((_page, index) => inspectPage(doc, index).texts);
}

/**
 * The references that lead to no object (what a strict reader such as poppler reports as an invalid
 * xref entry), read from every object of the document.
 */
export function danglingReferences(doc: PDFDocument): string[] {
  const dangling = new Set<string>();
  const visit = (object: PDFObject | undefined): void => {
    if (object instanceof PDFRef) {
      if (!doc.context.lookup(object)) dangling.add(object.toString());
    } else if (object instanceof PDFArray) {
      for (const item of object.asArray()) visit(item);
    } else if (object instanceof PDFDict) {
      for (const [, value] of object.entries()) visit(value);
    } else if (object instanceof PDFRawStream) {
      visit(object.dict);
    }
  };
  for (const [, object] of doc.context.enumerateIndirectObjects()) visit(object);
  visit(doc.context.trailerInfo.Root);
  return [...dangling];
}
