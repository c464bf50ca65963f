import { inflateSync } from 'node:zlib';
import { signatureInkOf, type ValidationMessageKey } from '@enroll/domain';
import { PNG, type PNGWithMetadata } from 'pngjs';

/** The largest drawn signature accepted, decoded (spec: a 300 by 100 canvas gives a few kB). */
export const MAX_SIGNATURE_BYTES = 200 * 1024;
/** Generous bounds for a canvas on a high-density screen; anything larger is not a drawn signature. */
export const MAX_SIGNATURE_WIDTH = 2000;
export const MAX_SIGNATURE_HEIGHT = 1000;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const DATA_URL_PREFIX = 'data:image/png;base64,';

export type SignatureRefusal = 'invalid' | 'tooLarge' | 'tooSmall';

/** The field message of each refusal. */
export const SIGNATURE_REFUSAL_MESSAGES = {
  invalid: 'lelo.signature.invalid',
  tooLarge: 'lelo.signature.tooLarge',
  tooSmall: 'lelo.signature.tooSmall',
} as const satisfies Record<SignatureRefusal, ValidationMessageKey>;

export type SignatureCheck =
  | { ok: true; png: Buffer; width: number; height: number }
  | { ok: false; reason: SignatureRefusal };

/**
 * Walks the chunks after the IHDR: each must fit in the buffer, at least one IDAT must be there,
 * and the last must be IEND. Answers the IDAT data joined (the zlib stream), or null.
 */
function imageStream(png: Buffer): Buffer | null {
  let offset = PNG_SIGNATURE.length;
  const data: Buffer[] = [];
  while (offset + 12 <= png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const end = offset + 12 + length;
    if (!/^[A-Za-z]{4}$/.test(type) || end > png.length) return null;
    if (type === 'IDAT') data.push(png.subarray(offset + 8, end - 4));
    if (type === 'IEND') return data.length > 0 && end === png.length ? Buffer.concat(data) : null;
    offset = end;
  }
  return null;
}

/**
 * pngjs fills a zlib stream that ends early with zeros; Node's zlib refuses it (and a bad checksum).
 * Inflated no further than the rows the header's size can hold (8 bytes a pixel at most), so a
 * small file cannot expand into a huge buffer.
 */
function streamIsComplete(stream: Buffer, width: number, height: number): boolean {
  try {
    inflateSync(stream, { maxOutputLength: (width * 8 + 1) * height });
    return true;
  } catch {
    return false;
  }
}

/**
 * Decodes the whole image with pngjs (chunk CRCs, colour type and bit depth, the zlib stream, every
 * row's filter, the data length the header's size asks for) and encodes its pixels again as an 8-bit
 * RGBA PNG. The stored signature is that re-encoded file, so the agreement builder only ever embeds
 * a PNG made by a known encoder: pdf-lib's own decoder loops forever on a truncated image stream.
 * Null when the image does not decode.
 */
export function reencodePng(png: Buffer): Buffer | null {
  const decoded = decodePng(png);
  return decoded ? encodeRgba(decoded) : null;
}

/** The image as 8-bit RGBA pixels (pngjs converts every colour type and bit depth), or null. */
function decodePng(png: Buffer): PNGWithMetadata | null {
  try {
    return PNG.sync.read(png);
  } catch {
    return null;
  }
}

function encodeRgba(decoded: PNGWithMetadata): Buffer | null {
  try {
    return PNG.sync.write(decoded, { colorType: 6, inputColorType: 6, bitDepth: 8 });
  } catch {
    return null;
  }
}

/**
 * Decodes a signature data URL: at most 200 kB, a PNG header of sane dimensions (checked before
 * anything is inflated), well-formed chunks, a complete zlib stream, and an image that decodes in full (`reencodePng`)
 * with enough ink to be a signature (the domain's `signatureInkOf`: 'tooSmall' for an empty or
 * nearly empty drawing, or an image smaller than half the pad); answers the re-encoded PNG.
 */
export function checkSignatureDataUrl(dataUrl: string): SignatureCheck {
  if (!dataUrl.startsWith(DATA_URL_PREFIX)) return { ok: false, reason: 'invalid' };
  const png = Buffer.from(dataUrl.slice(DATA_URL_PREFIX.length), 'base64');
  if (png.length > MAX_SIGNATURE_BYTES) return { ok: false, reason: 'tooLarge' };
  // Signature (8), IHDR length (4) and type (4), 13 bytes of header data, CRC (4).
  if (png.length < 33 || !png.subarray(0, 8).equals(PNG_SIGNATURE)) return { ok: false, reason: 'invalid' };
  if (png.readUInt32BE(8) !== 13 || png.toString('latin1', 12, 16) !== 'IHDR')
    return { ok: false, reason: 'invalid' };
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  if (width < 1 || height < 1 || width > MAX_SIGNATURE_WIDTH || height > MAX_SIGNATURE_HEIGHT)
    return { ok: false, reason: 'invalid' };
  const stream = imageStream(png);
  if (!stream || !streamIsComplete(stream, width, height)) return { ok: false, reason: 'invalid' };
  const decoded = decodePng(png);
  if (!decoded) return { ok: false, reason: 'invalid' };
  if (signatureInkOf(decoded.data, decoded.width, decoded.height) === 'tooSmall')
    return { ok: false, reason: 'tooSmall' };
  const reencoded = encodeRgba(decoded);
  if (!reencoded) return { ok: false, reason: 'invalid' };
  return { ok: true, png: reencoded, width, height };
}
