import { measureCanvasInk } from './signature-ink.ts';

/** The spec's pad: 300 by 100 CSS px (narrower screens keep the 3:1 shape), black pen. */
export const SIGNATURE_WIDTH = 300;
export const SIGNATURE_HEIGHT = 100;
export const SIGNATURE_PEN_COLOR = 'black';

/**
 * Handwriting-like faces found on common systems (Windows, macOS, Linux), then the generic `cursive`
 * and `serif` if none is installed. Only local fonts: a web font could still be loading when the name
 * is drawn, and the canvas would silently use the fallback.
 */
export const TYPED_SIGNATURE_FONT_FAMILY =
  '"Segoe Script", "Lucida Handwriting", "Brush Script MT", "Snell Roundhand", "Apple Chancery", "URW Chancery L", "Z003", cursive, serif';

/** The typed name's largest size, as a share of the pad's height; long names shrink to fit the width. */
const TYPED_SIZE_OF_HEIGHT = 0.45;
const TYPED_MIN_SIZE_PX = 8;
/** The margin left and right of the typed name, as a share of the pad's width. */
const TYPED_MARGIN_OF_WIDTH = 0.05;

function typedFont(sizePx: number): string {
  return `italic ${sizePx.toFixed(1)}px ${TYPED_SIGNATURE_FONT_FAMILY}`;
}

/**
 * Writes the typed name in black, centred and fitted to the width, onto a context whose units are the
 * pad's CSS pixels (`width` by `height`). Nothing is drawn for a blank name.
 */
export function drawTypedSignature(
  context: CanvasRenderingContext2D,
  name: string,
  width: number,
  height: number,
): void {
  const text = name.trim();
  if (text === '' || width <= 0 || height <= 0) return;
  const room = width * (1 - 2 * TYPED_MARGIN_OF_WIDTH);
  let size = height * TYPED_SIZE_OF_HEIGHT;
  context.font = typedFont(size);
  const measured = context.measureText(text).width;
  if (measured > room) {
    size = Math.max(TYPED_MIN_SIZE_PX, (size * room) / measured);
    context.font = typedFont(size);
  }
  context.fillStyle = SIGNATURE_PEN_COLOR;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  // The max width squeezes what the smallest size still cannot fit (a very long name).
  context.fillText(text, width / 2, height / 2, room);
}

function newSignatureCanvas(): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = SIGNATURE_WIDTH;
  canvas.height = SIGNATURE_HEIGHT;
  return canvas;
}

/** The canvas's PNG, its ink measured on the same pixels (see signature-ink.ts). */
function measuredDataUrl(canvas: HTMLCanvasElement): string {
  const dataUrl = canvas.toDataURL('image/png');
  measureCanvasInk(dataUrl, canvas);
  return dataUrl;
}

/**
 * The drawing as a 300 by 100 PNG, whatever the screen's pixel ratio or the pad's width: the signed
 * agreement scales each image by half at fixed places, so a 3x phone's 900 by 300 backing store would
 * land over the other signature.
 */
export function signatureDataUrl(canvas: HTMLCanvasElement): string {
  if (canvas.width === SIGNATURE_WIDTH && canvas.height === SIGNATURE_HEIGHT) return measuredDataUrl(canvas);
  const output = newSignatureCanvas();
  output.getContext('2d')?.drawImage(canvas, 0, 0, SIGNATURE_WIDTH, SIGNATURE_HEIGHT);
  return measuredDataUrl(output);
}

/**
 * The typed name as the same 300 by 100 transparent PNG a drawn signature is, drawn at that size
 * (not copied from the pad on screen, which may be narrower), '' for a blank name.
 */
export function typedSignatureDataUrl(name: string): string {
  if (name.trim() === '') return '';
  const output = newSignatureCanvas();
  const context = output.getContext('2d');
  if (!context) return '';
  drawTypedSignature(context, name, SIGNATURE_WIDTH, SIGNATURE_HEIGHT);
  return measuredDataUrl(output);
}
