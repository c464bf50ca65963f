import { PDFDocument } from 'pdf-lib';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { blankPng, craftedPng, padPng, pngDataUrl, signaturePng } from '../../../test-support/png.ts';
import { checkSignatureDataUrl, MAX_SIGNATURE_BYTES } from './signature-image.ts';

const JPEG = Buffer.from([
  0xff,
  0xd8,
  0xff,
  0xe0,
  0x00,
  0x10,
  0x4a,
  0x46,
  0x49,
  0x46,
  0x00,
  0x01,
  ...Array(40).fill(0),
]);

describe('checkSignatureDataUrl', () => {
  it('accepts the PNG a 300 by 100 canvas gives, reads its size and answers the same pixels re-encoded', async () => {
    const checked = checkSignatureDataUrl(pngDataUrl(signaturePng()));
    expect(checked).toMatchObject({ ok: true, width: 300, height: 100 });
    if (!checked.ok) return;
    expect(PNG.sync.read(checked.png).data.equals(PNG.sync.read(signaturePng()).data)).toBe(true);
    const doc = await PDFDocument.create();
    expect((await doc.embedPng(checked.png)).size()).toEqual({ width: 300, height: 100 });
  });

  it.each([
    ['a colour type that does not exist (5)', craftedPng({ colorType: 5 })],
    ['colour type 2 (RGB) over RGBA data', craftedPng({ colorType: 2 })],
    ['an image stream cut in half', craftedPng({ idat: (data) => data.subarray(0, data.length >> 1) })],
    [
      'an image stream without its last bytes',
      craftedPng({ idat: (data) => data.subarray(0, data.length - 6) }),
    ],
    ['an image stream of garbage', craftedPng({ idat: (data) => Buffer.alloc(data.length, 0x55) })],
    ['a wrong CRC on the image data', craftedPng({ badCrc: true })],
    ['a header larger than the data (400 by 100)', craftedPng({ width: 400 })],
    ['a header smaller than the data (200 by 100)', craftedPng({ width: 200 })],
  ])('refuses %s, whose chunks are well-formed, as invalid', (_case, png) => {
    expect(checkSignatureDataUrl(pngDataUrl(png))).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a JPEG, text and a truncated PNG sent with the PNG prefix', () => {
    expect(checkSignatureDataUrl(pngDataUrl(JPEG))).toEqual({ ok: false, reason: 'invalid' });
    expect(checkSignatureDataUrl(pngDataUrl(Buffer.from('hello, this is not an image at all')))).toEqual({
      ok: false,
      reason: 'invalid',
    });
    const png = signaturePng();
    expect(checkSignatureDataUrl(pngDataUrl(png.subarray(0, png.length - 20)))).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it('refuses a PNG without image data or with extra bytes after IEND', () => {
    const png = signaturePng();
    const withTail = Buffer.concat([png, Buffer.from('trailing')]);
    expect(checkSignatureDataUrl(pngDataUrl(withTail)).ok).toBe(false);
    const headerOnly = Buffer.concat([png.subarray(0, 33), png.subarray(png.length - 12)]);
    expect(checkSignatureDataUrl(pngDataUrl(headerOnly)).ok).toBe(false);
  });

  it('refuses absurd dimensions and other data URL types', () => {
    expect(checkSignatureDataUrl(pngDataUrl(signaturePng(5000, 10))).ok).toBe(false);
    expect(checkSignatureDataUrl(`data:image/jpeg;base64,${signaturePng().toString('base64')}`).ok).toBe(
      false,
    );
  });

  it('refuses an empty drawing as too small: a transparent or white 300 by 100 PNG, a 1 by 1 PNG', () => {
    const tooSmall = { ok: false, reason: 'tooSmall' };
    expect(checkSignatureDataUrl(pngDataUrl(blankPng()))).toEqual(tooSmall);
    expect(checkSignatureDataUrl(pngDataUrl(blankPng(300, 100, [255, 255, 255, 255])))).toEqual(tooSmall);
    expect(checkSignatureDataUrl(pngDataUrl(blankPng(1, 1, [0, 0, 0, 255])))).toEqual(tooSmall);
    // Every pixel inked, yet smaller than half the pad.
    expect(checkSignatureDataUrl(pngDataUrl(blankPng(149, 100, [0, 0, 0, 255])))).toEqual(tooSmall);
  });

  it('needs 120 inked pixels on a 300 by 100 PNG, as the signature pad does', () => {
    expect(checkSignatureDataUrl(pngDataUrl(blankPng(300, 100, [0, 0, 0, 0], 119)))).toEqual({
      ok: false,
      reason: 'tooSmall',
    });
    expect(checkSignatureDataUrl(pngDataUrl(blankPng(300, 100, [0, 0, 0, 0], 120))).ok).toBe(true);
  });

  it('reads the ink of other colour types through the decoder (a 16-bit grey PNG with a stroke)', () => {
    const rgba = PNG.sync.read(signaturePng());
    const grey = PNG.sync.write(rgba, { colorType: 4, inputColorType: 6, bitDepth: 16 });
    expect(checkSignatureDataUrl(pngDataUrl(grey)).ok).toBe(true);
  });

  it('refuses more than 200 kB decoded as too large, and takes exactly the limit', () => {
    const big = signaturePng(400, 200, true);
    expect(big.length).toBeGreaterThan(MAX_SIGNATURE_BYTES);
    expect(checkSignatureDataUrl(pngDataUrl(big))).toEqual({ ok: false, reason: 'tooLarge' });
    const atLimit = padPng(signaturePng(), MAX_SIGNATURE_BYTES);
    expect(checkSignatureDataUrl(pngDataUrl(atLimit)).ok).toBe(true);
    const overLimit = padPng(signaturePng(), MAX_SIGNATURE_BYTES + 1);
    expect(checkSignatureDataUrl(pngDataUrl(overLimit))).toEqual({ ok: false, reason: 'tooLarge' });
  });
});
