/** The largest drawn signature accepted, decoded (spec: a 300 by 100 canvas gives a few kB). */
export const MAX_SIGNATURE_BYTES = 200 * 1024;
/** Generous bounds for a canvas on a high-density screen; anything larger is not a drawn signature. */
export const MAX_SIGNATURE_WIDTH = 2000;
export const MAX_SIGNATURE_HEIGHT = 1000;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const DATA_URL_PREFIX = 'data:image/png;base64,';

export type SignatureCheck =
  | { ok: true; png: Buffer; width: number; height: number }
  | { ok: false; reason: 'invalid' | 'tooLarge' };

/**
 * Walks the chunks after the IHDR: each must fit in the buffer, at least one IDAT must be there,
 * and the last must be IEND. Cheap (no decompression) and enough to refuse anything but a PNG.
 */
function chunksAreWellFormed(png: Buffer): boolean {
  let offset = PNG_SIGNATURE.length;
  let sawData = false;
  while (offset + 12 <= png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const end = offset + 12 + length;
    if (!/^[A-Za-z]{4}$/.test(type) || end > png.length) return false;
    if (type === 'IDAT') sawData = true;
    if (type === 'IEND') return sawData && end === png.length;
    offset = end;
  }
  return false;
}

/** Decodes a signature data URL and checks by its bytes that it is a sane PNG of at most 200 kB. */
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
  if (!chunksAreWellFormed(png)) return { ok: false, reason: 'invalid' };
  return { ok: true, png, width, height };
}
