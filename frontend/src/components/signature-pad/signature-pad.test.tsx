import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { FormHarness } from '../form-fields/test-utils/form-harness.tsx';
import { SignaturePad } from './signature-pad.tsx';
import { FAKE_SIGNATURE_PNG, mockCanvas } from './test-utils/mock-canvas.ts';

const STORED = 'data:image/png;base64,c3RvcmVkU2lnbmF0dXJl';

interface Values {
  studentSignature: string;
}

function renderPad(initial = '', onValues = vi.fn<(values: Values) => void>()) {
  const view = renderWithProviders(
    <FormHarness<Values>
      defaultValues={{ studentSignature: initial }}
      requiredMessages={{ studentSignature: 'lelo.fields.required' }}
      onValues={onValues}
    >
      <SignaturePad name="studentSignature" label="Student signature" required />
    </FormHarness>,
  );
  return {
    ...view,
    onValues,
    canvas: screen.getByRole('img', { name: 'Draw your signature with a finger or the mouse' }),
  };
}

/** Image sources set by the pad (signature_pad's fromDataURL draws through an Image). */
function spyImageSources() {
  return vi.spyOn(HTMLImageElement.prototype, 'src', 'set');
}

function drawStroke(canvas: HTMLElement) {
  fireEvent.mouseDown(canvas, { which: 1, button: 0, clientX: 10, clientY: 10 });
  fireEvent.mouseMove(canvas, { which: 1, button: 0, clientX: 40, clientY: 30 });
  fireEvent.mouseUp(document, { which: 1, button: 0, clientX: 40, clientY: 30 });
}

let canvasMock: ReturnType<typeof mockCanvas>;
beforeEach(() => {
  canvasMock = mockCanvas();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('SignaturePad', () => {
  it('is a labelled, focusable drawing area that does not scroll the page, with a named Clear button', () => {
    const { canvas } = renderPad();
    expect(canvas.tagName).toBe('CANVAS');
    expect(canvas.tabIndex).toBe(0);
    expect(canvas.className).not.toBe('');
    const group = screen.getByRole('group', { name: /Student signature/ });
    expect(group.contains(canvas)).toBe(true);
    expect(screen.getByRole('button', { name: 'Clear student signature' }).textContent).toBe('Clear');
    // signature_pad also sets it inline; the class sets it before the pad starts.
    expect(canvas.style.touchAction).toBe('none');
  });

  it('stores the PNG data URL when a stroke ends, drawn with the black pen', async () => {
    const { canvas, onValues } = renderPad();
    drawStroke(canvas);
    await waitFor(() => expect(onValues).toHaveBeenLastCalledWith({ studentSignature: FAKE_SIGNATURE_PNG }));
    expect(canvasMock.toDataURL).toHaveBeenCalledWith('image/png');
    expect(canvasMock.context.fillStyle).toBe('black');
  });

  it('stores 300 by 100 on a high-density screen, so the PDF places every signature at the same size', async () => {
    vi.stubGlobal('devicePixelRatio', 3);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(100);
    const { canvas, onValues } = renderPad();
    expect((canvas as HTMLCanvasElement).width).toBe(900);
    drawStroke(canvas);
    await waitFor(() => expect(onValues).toHaveBeenLastCalledWith({ studentSignature: FAKE_SIGNATURE_PNG }));
    const exported = canvasMock.toDataURL.mock.contexts.at(-1) as HTMLCanvasElement;
    expect(exported).not.toBe(canvas);
    expect([exported.width, exported.height]).toEqual([300, 100]);
    expect(canvasMock.context.drawImage).toHaveBeenLastCalledWith(canvas, 0, 0, 300, 100);
  });

  it('Clear empties the field', async () => {
    const { onValues } = renderPad(STORED);
    fireEvent.click(screen.getByRole('button', { name: 'Clear student signature' }));
    await waitFor(() => expect(onValues).toHaveBeenLastCalledWith({ studentSignature: '' }));
  });

  it('shows the required message on the pad and marks it invalid', async () => {
    renderPad();
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('Please fill out all required fields')).toBeTruthy();
    const group = screen.getByRole('group', { name: /Student signature/ });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    const messageId = group.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(messageId)?.textContent).toContain('Please fill out all required fields');
  });

  it('re-draws an existing value through fromDataURL when it mounts', () => {
    const sources = spyImageSources();
    renderPad(STORED);
    expect(sources.mock.calls).toEqual([[STORED]]);
    const image = sources.mock.contexts.at(-1) as HTMLImageElement;
    act(() => image.onload?.(new Event('load')));
    expect(canvasMock.context.drawImage).toHaveBeenCalledWith(
      image,
      0,
      0,
      expect.any(Number),
      expect.any(Number),
    );
  });

  it('keeps the drawing after a resize: the backing store follows the pixel ratio and the value is re-drawn', async () => {
    vi.stubGlobal('devicePixelRatio', 2);
    const width = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(100);
    const sources = spyImageSources();
    const { canvas, onValues } = renderPad(STORED);
    expect((canvas as HTMLCanvasElement).width).toBe(600);
    expect((canvas as HTMLCanvasElement).height).toBe(200);
    sources.mockClear();

    width.mockReturnValue(240);
    act(() => {
      window.dispatchEvent(new Event('orientationchange'));
      window.dispatchEvent(new Event('resize'));
    });
    await waitFor(() => expect((canvas as HTMLCanvasElement).width).toBe(480));
    // One re-draw once the rotation settled.
    expect(sources.mock.calls).toEqual([[STORED]]);
    expect(canvasMock.context.scale).toHaveBeenLastCalledWith(2, 2);
    // The same size again (a phone's address bar moving) neither wipes nor re-draws.
    sources.mockClear();
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(sources).not.toHaveBeenCalled();
    expect(onValues).not.toHaveBeenCalledWith({ studentSignature: '' });
  });
});
