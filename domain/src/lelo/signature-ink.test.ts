import { describe, expect, it } from 'vitest';
import {
  countSignatureInk,
  SIGNATURE_MIN_HEIGHT,
  SIGNATURE_MIN_WIDTH,
  signatureInkOf,
} from './signature-ink.ts';

/** An RGBA image of `width` × `height`, transparent, with `ink` pixels of `colour` from the top left. */
function image(width: number, height: number, ink: number, colour = [0, 0, 0, 255]): Uint8ClampedArray {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let pixel = 0; pixel < ink; pixel += 1) data.set(colour, pixel * 4);
  return data;
}

describe('the signature ink rule', () => {
  it('refuses the empty pad (a transparent 300 by 100 image) and takes a drawn one', () => {
    expect(signatureInkOf(image(300, 100, 0), 300, 100)).toBe('tooSmall');
    expect(signatureInkOf(image(300, 100, 900), 300, 100)).toBe('ok');
  });

  it('needs 120 pixels of ink on the 300 by 100 pad: 119 is a dot or a tick, 120 is enough', () => {
    expect(signatureInkOf(image(300, 100, 119), 300, 100)).toBe('tooSmall');
    expect(signatureInkOf(image(300, 100, 120), 300, 100)).toBe('ok');
  });

  it('refuses an image smaller than 150 by 50 however much ink it has (a 1 by 1 PNG)', () => {
    expect(signatureInkOf(image(1, 1, 1), 1, 1)).toBe('tooSmall');
    expect(SIGNATURE_MIN_WIDTH).toBe(150);
    expect(SIGNATURE_MIN_HEIGHT).toBe(50);
    expect(signatureInkOf(image(149, 100, 149 * 100), 149, 100)).toBe('tooSmall');
    expect(signatureInkOf(image(300, 49, 300 * 49), 300, 49)).toBe('tooSmall');
    expect(signatureInkOf(image(150, 50, 150 * 50), 150, 50)).toBe('ok');
  });

  it('counts only what shows on white paper: not white, not nearly transparent pixels', () => {
    const white = image(300, 100, 300 * 100, [255, 255, 255, 255]);
    expect(countSignatureInk(white, 300, 100)).toBe(0);
    expect(signatureInkOf(white, 300, 100)).toBe('tooSmall');
    const faint = image(300, 100, 300 * 100, [0, 0, 0, 63]);
    expect(signatureInkOf(faint, 300, 100)).toBe('tooSmall');
    expect(countSignatureInk(image(300, 100, 5, [0, 0, 0, 64]), 300, 100)).toBe(5);
    // A blue pen is ink (its red channel is dark); a pale yellow is not.
    expect(countSignatureInk(image(300, 100, 7, [0, 0, 255, 255]), 300, 100)).toBe(7);
    expect(countSignatureInk(image(300, 100, 7, [255, 255, 200, 255]), 300, 100)).toBe(0);
  });

  it('reads no further than the size it is given', () => {
    expect(countSignatureInk(image(300, 100, 300 * 100), 10, 10)).toBe(100);
    expect(countSignatureInk(new Uint8ClampedArray(8), 300, 100)).toBe(0);
  });
});
