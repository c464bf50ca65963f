/** The canvas's backing-store scale: the device pixel ratio, never below 1 (zoomed-out browsers report less). */
export function canvasPixelRatio(): number {
  return Math.max(window.devicePixelRatio || 1, 1);
}

/**
 * Sizes the canvas's backing store to its displayed size (inside its border) times the pixel ratio, so strokes stay sharp
 * and under the finger. Resizing wipes the canvas, so it only happens when the size really changed
 * (a phone's address bar sliding in and out fires resize events without changing the pad).
 * Returns whether it resized.
 */
export function fitCanvasToDisplay(canvas: HTMLCanvasElement): boolean {
  const ratio = canvasPixelRatio();
  const width = Math.round(canvas.clientWidth * ratio);
  const height = Math.round(canvas.clientHeight * ratio);
  if (canvas.width === width && canvas.height === height) return false;
  canvas.width = width;
  canvas.height = height;
  canvas.getContext('2d')?.scale(ratio, ratio);
  return true;
}
