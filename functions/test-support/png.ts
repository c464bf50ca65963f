import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * Tests only: a real RGBA PNG such as the signature canvas gives (default 300 by 100, transparent
 * with a black diagonal stroke). `noise` adds random opaque pixels so the file does not compress,
 * for size limits.
 */
export function signaturePng(width = 300, height = 100, noise = false): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 4 + 1);
    for (let x = 0; x < width; x += 1) {
      const pixel = row + 1 + x * 4;
      const stroke = Math.abs(Math.round((x * height) / width) - y) <= 1;
      if (noise) rows.set([(x * 7 + y * 13) & 0xff, Math.floor(Math.random() * 256), y & 0xff, 255], pixel);
      else if (stroke) rows.set([0, 0, 0, 255], pixel);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Tests only: a 8-bit RGBA PNG of one colour (default transparent, as an untouched pad gives), with
 * the first `inkPixels` pixels of the top rows black.
 */
export function blankPng(width = 300, height = 100, colour = [0, 0, 0, 0], inkPixels = 0): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const ink = y * width + x < inkPixels;
      rows.set(ink ? [0, 0, 0, 255] : colour, y * (width * 4 + 1) + 1 + x * 4);
    }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export function pngDataUrl(png: Buffer): string {
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** The PNG grown to exactly `totalLength` bytes by a text chunk before IEND (still a valid PNG). */
export function padPng(png: Buffer, totalLength: number): Buffer {
  const iend = png.subarray(png.length - 12);
  const dataLength = totalLength - png.length - 12;
  if (dataLength < 0) throw new Error('The PNG is already larger');
  return Buffer.concat([
    png.subarray(0, png.length - 12),
    chunk('tEXt', Buffer.alloc(dataLength, 0x61)),
    iend,
  ]);
}

export interface CraftedPngOptions {
  /** IHDR colour type (6 = RGBA; 1, 5 and 7 do not exist). */
  colorType?: number;
  /** IHDR size; the image data is always 300 by 100 RGBA. */
  width?: number;
  height?: number;
  /** Changes the compressed image data (for instance cuts it short). */
  idat?: (data: Buffer) => Buffer;
  /** Flips a bit of the IDAT chunk's CRC. */
  badCrc?: boolean;
}

/** Tests only: a signature PNG with one thing wrong, its chunks otherwise well-formed. */
export function craftedPng(options: CraftedPngOptions): Buffer {
  const valid = signaturePng();
  const header = Buffer.from(valid.subarray(16, 29));
  header.writeUInt32BE(options.width ?? 300, 0);
  header.writeUInt32BE(options.height ?? 100, 4);
  header[9] = options.colorType ?? 6;
  const dataLength = valid.readUInt32BE(33);
  const original = valid.subarray(41, 41 + dataLength);
  const data = options.idat ? options.idat(Buffer.from(original)) : original;
  const idat = chunk('IDAT', data);
  if (options.badCrc) idat.writeUInt32BE((idat.readUInt32BE(idat.length - 4) ^ 1) >>> 0, idat.length - 4);
  return Buffer.concat([valid.subarray(0, 8), chunk('IHDR', header), idat, chunk('IEND', Buffer.alloc(0))]);
}
