import { vi } from 'vitest';

/** What the mocked canvas answers to toDataURL: a syntactically valid PNG data URL. */
export const FAKE_SIGNATURE_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** The mocked text metrics: each character is half as wide as the font size (read from `font`). */
export const FAKE_CHARACTER_WIDTH_OF_SIZE = 0.5;

function fontSizePx(font: string): number {
  const match = /(\d+(?:\.\d+)?)px/.exec(font);
  return match ? Number(match[1]) : 10;
}

/**
 * jsdom has no canvas: gives every canvas a recording 2D context and a fixed toDataURL. Call it in a
 * beforeEach; `vi.restoreAllMocks()` undoes it. The context is shared by every canvas; `contexts` on
 * a spy's mock tells which canvas made a call.
 */
export function mockCanvas() {
  const context = {
    fillStyle: '',
    strokeStyle: '',
    lineWidth: 1,
    font: '10px sans-serif',
    textAlign: 'start',
    textBaseline: 'alphabetic',
    clearRect: vi.fn(),
    fillRect: vi.fn(),
    scale: vi.fn(),
    beginPath: vi.fn(),
    closePath: vi.fn(),
    moveTo: vi.fn(),
    lineTo: vi.fn(),
    arc: vi.fn(),
    fill: vi.fn(),
    stroke: vi.fn(),
    drawImage: vi.fn(),
    fillText: vi.fn(),
    measureText: vi.fn(
      (text: string): Pick<TextMetrics, 'width'> => ({
        width: text.length * fontSizePx(context.font) * FAKE_CHARACTER_WIDTH_OF_SIZE,
      }),
    ),
  };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    (() => context) as unknown as HTMLCanvasElement['getContext'],
  );
  const toDataURL = vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(FAKE_SIGNATURE_PNG);
  return { context, toDataURL };
}
