/**
 * How much ink a signature image must carry, the same rule for the signature pad (its canvas pixels)
 * and the server (the decoded PNG): an empty drawing, a dot or a stray tap is not a signature. Both
 * count pixels of the image as RGBA bytes (straight alpha, 8 bits a channel), as a canvas's
 * `getImageData` and a PNG decoder give them.
 */

/** The smallest image taken: half the pad's 300 by 100 (the pad always gives its full size). */
export const SIGNATURE_MIN_WIDTH = 150;
export const SIGNATURE_MIN_HEIGHT = 50;

/**
 * The share of the image's pixels that must be ink: 0.4 %, 120 pixels of the pad's 30,000. A short
 * pair of initials or an "X" across a third of the pad has more; a dot or a tick has fewer.
 */
export const SIGNATURE_MIN_INK_SHARE = 0.004;

/**
 * How much darker than white paper a pixel must look to be ink (0 to 255, in its darkest channel):
 * a quarter. The signed agreement prints the image on white, so a white or nearly transparent
 * image is as empty as a transparent one; the faint edge of a stroke does not count.
 */
const INK_DARKNESS = 64;

export type SignatureInk = 'ok' | 'tooSmall';

/** Whether the pixel at byte `offset` of RGBA data shows on white paper. */
function isInk(rgba: ArrayLike<number>, offset: number): boolean {
  const alpha = rgba[offset + 3] ?? 0;
  const lightest = Math.min(rgba[offset] ?? 255, rgba[offset + 1] ?? 255, rgba[offset + 2] ?? 255);
  // Drawn over white: (255 - channel) * alpha / 255 darker than the paper.
  return (255 - lightest) * alpha >= INK_DARKNESS * 255;
}

/** The pixels of an RGBA image (`width` × `height`, 4 bytes each) that show on white paper. */
export function countSignatureInk(rgba: ArrayLike<number>, width: number, height: number): number {
  const end = Math.min(rgba.length, width * height * 4);
  let ink = 0;
  for (let offset = 0; offset + 3 < end; offset += 4) if (isInk(rgba, offset)) ink += 1;
  return ink;
}

/**
 * 'tooSmall' for an image smaller than SIGNATURE_MIN_WIDTH by SIGNATURE_MIN_HEIGHT or with less
 * ink than SIGNATURE_MIN_INK_SHARE of its pixels, else 'ok'.
 */
export function signatureInkOf(rgba: ArrayLike<number>, width: number, height: number): SignatureInk {
  if (width < SIGNATURE_MIN_WIDTH || height < SIGNATURE_MIN_HEIGHT) return 'tooSmall';
  const needed = Math.ceil(width * height * SIGNATURE_MIN_INK_SHARE);
  return countSignatureInk(rgba, width, height) >= needed ? 'ok' : 'tooSmall';
}
