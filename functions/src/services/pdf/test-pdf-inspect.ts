/**
 * Tests only: what a page of a PDF made with pdf-lib shows, read from its content streams (and the
 * form XObjects they draw, such as flattened fields): the text of every Tj/TJ and where each image sits.
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
  for (const token of tokenize(content)) {
    if (token.kind !== 'op') {
      operands.push(token);
      continue;
    }
    const numbers = operands.flatMap((operand) => (operand.kind === 'number' ? [operand.value] : []));
    if (token.value === 'q') stack.push(ctm);
    else if (token.value === 'Q') ctm = stack.pop() ?? IDENTITY;
    else if (token.value === 'cm' && numbers.length === 6) ctm = multiply(numbers as Matrix, ctm);
    else if (token.value === 'Tj' || token.value === 'TJ' || token.value === "'")
      out.texts.push(
        operands.flatMap((operand) => (operand.kind === 'string' ? [operand.value] : [])).join(''),
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
