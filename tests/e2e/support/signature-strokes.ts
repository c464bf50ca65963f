import type { Locator, Page } from '@playwright/test';

type Point = readonly [number, number];

/** A signature-like zig-zag across a box, as fractions of its width and height. */
const STROKE: readonly Point[] = [
  [0.08, 0.7],
  [0.18, 0.3],
  [0.28, 0.75],
  [0.4, 0.25],
  [0.52, 0.7],
  [0.64, 0.35],
  [0.78, 0.65],
  [0.9, 0.4],
];

/** Moves between two stroke points go in this many steps, as a finger or mouse reports them. */
const STEPS_BETWEEN_POINTS = 4;

/**
 * The stroke's points in viewport coordinates over the canvas, taken once the canvas has stopped
 * moving (the same box in three animation frames running), as Playwright's own actions wait for a
 * stable target: a stroke aimed at where the canvas was a moment ago lands beside it.
 */
async function strokeOver(canvas: Locator, stroke: readonly Point[] = STROKE): Promise<Point[]> {
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.evaluate(
    (element) =>
      new Promise<{ x: number; y: number; width: number; height: number }>((resolve) => {
        let last = '';
        let alike = 0;
        const look = () => {
          const { x, y, width, height } = element.getBoundingClientRect();
          const key = `${x},${y},${width},${height}`;
          alike = key === last ? alike + 1 : 0;
          last = key;
          if (alike >= 2 && width > 0) resolve({ x, y, width, height });
          else requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      }),
  );
  return stroke.map(([x, y]) => [box.x + x * box.width, box.y + y * box.height] as const);
}

/** Draws a signature with the mouse: button down, a zig-zag, button up. */
export async function drawWithMouse(page: Page, canvas: Locator): Promise<void> {
  const [start, ...rest] = await strokeOver(canvas);
  if (!start) return;
  await page.mouse.move(...start);
  await page.mouse.down();
  for (const point of rest) await page.mouse.move(point[0], point[1], { steps: STEPS_BETWEEN_POINTS });
  await page.mouse.up();
}

/**
 * Draws a signature with a finger: Playwright's touchscreen only taps, so the stroke goes through the
 * DevTools protocol (touchStart, touchMoves, touchEnd), as a phone's touch screen delivers it.
 */
export async function drawWithFinger(page: Page, canvas: Locator): Promise<void> {
  const [start, ...rest] = await strokeOver(canvas);
  if (!start) return;
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', point?: Point) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: point ? [{ x: Math.round(point[0]), y: Math.round(point[1]) }] : [],
    });
  await touch('touchStart', start);
  let previous: Point = start;
  for (const point of rest) {
    for (let step = 1; step <= STEPS_BETWEEN_POINTS; step += 1) {
      const t = step / STEPS_BETWEEN_POINTS;
      await touch('touchMove', [
        previous[0] + (point[0] - previous[0]) * t,
        previous[1] + (point[1] - previous[1]) * t,
      ]);
    }
    previous = point;
  }
  await touch('touchEnd');
  await cdp.detach();
}

/** A tick in the middle of the box, a few pixels long: too little ink to be a signature. */
export async function drawTickWithMouse(page: Page, canvas: Locator): Promise<void> {
  const [start, end] = await strokeOver(canvas, [
    [0.5, 0.5],
    [0.52, 0.56],
  ]);
  if (!start || !end) return;
  await page.mouse.move(...start);
  await page.mouse.down();
  await page.mouse.move(end[0], end[1], { steps: 2 });
  await page.mouse.up();
}

/** How many pixels of a canvas carry ink (0 for a blank pad). */
export function inkedPixels(canvas: Locator): Promise<number> {
  return canvas.evaluate((element) => {
    const drawn = element as HTMLCanvasElement;
    const data = drawn.getContext('2d')?.getImageData(0, 0, drawn.width, drawn.height).data;
    let inked = 0;
    if (data) for (let index = 3; index < data.length; index += 4) if ((data[index] ?? 0) > 0) inked += 1;
    return inked;
  });
}
