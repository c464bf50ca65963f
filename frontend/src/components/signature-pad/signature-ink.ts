import { type SignatureInk, signatureInkOf } from '@enroll/domain';

/**
 * The ink of the pad's recent images by data URL, measured with the domain's rule (`signatureInkOf`)
 * on the canvas pixels: the form keeps only the data URL, and a data URL cannot be read back in
 * step with a check. A few are kept: the two signers' current and previous images.
 */
const measured = new Map<string, SignatureInk>();
const KEPT = 8;

function remember(dataUrl: string, ink: SignatureInk): void {
  measured.delete(dataUrl);
  measured.set(dataUrl, ink);
  for (const oldest of measured.keys()) {
    if (measured.size <= KEPT) break;
    measured.delete(oldest);
  }
}

/** Measures the canvas the data URL was made from and remembers the answer for it. */
export function measureCanvasInk(dataUrl: string, canvas: HTMLCanvasElement): void {
  const context = canvas.getContext('2d');
  // A canvas that cannot be read (no 2D context) leaves the answer to the server.
  if (!context || typeof context.getImageData !== 'function' || canvas.width === 0 || canvas.height === 0)
    return;
  const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
  remember(dataUrl, signatureInkOf(data, width, height));
}

/**
 * What was measured of a signature's data URL; undefined for one not measured (yet), which the
 * server checks as it checks every one.
 */
export function signatureInkOfDataUrl(dataUrl: string): SignatureInk | undefined {
  return measured.get(dataUrl);
}

/**
 * Measures a signature the pad did not draw itself (a draft kept on this device) by drawing the
 * image onto a canvas of its size. Never rejects: an image that does not load stays unmeasured.
 */
export async function measureDataUrlInk(dataUrl: string): Promise<void> {
  if (dataUrl === '' || measured.has(dataUrl) || typeof Image !== 'function') return;
  try {
    const image = new Image();
    image.src = dataUrl;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    canvas.getContext('2d')?.drawImage(image, 0, 0);
    measureCanvasInk(dataUrl, canvas);
  } catch {
    // Not an image the browser reads: the server refuses it with its own message.
  }
}
