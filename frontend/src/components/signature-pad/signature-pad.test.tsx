import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense, useLayoutEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { FormHarness } from '../form-fields/test-utils/form-harness.tsx';
import { focusFirstInvalid } from '../wizard/wizard-focus.ts';
import { SignaturePad } from './signature-pad.tsx';
import { FAKE_CHARACTER_WIDTH_OF_SIZE, FAKE_SIGNATURE_PNG, mockCanvas } from './test-utils/mock-canvas.ts';

const STORED = 'data:image/png;base64,c3RvcmVkU2lnbmF0dXJl';
const TYPED_PNG = 'data:image/png;base64,dHlwZWRTaWduYXR1cmU=';
const INSTRUCTIONS = 'Draw your signature with a finger or the mouse';

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
    canvas: screen.getByRole('img', { name: INSTRUCTIONS }),
  };
}

/** The pad's own live status (the app shell has another). */
function padStatus(): HTMLElement {
  return within(screen.getByRole('group', { name: /Student signature/ })).getByRole('status');
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
  it('is a labelled drawing area outside the tab order that does not scroll the page, with named buttons', () => {
    const { canvas } = renderPad();
    expect(canvas.tagName).toBe('CANVAS');
    // A picture for the pointer only: no tab stop that ignores every key.
    expect(canvas.hasAttribute('tabindex')).toBe(false);
    expect(canvas.tabIndex).toBe(-1);
    expect(canvas.className).not.toBe('');
    const group = screen.getByRole('group', { name: /Student signature/ });
    expect(group.contains(canvas)).toBe(true);
    expect(screen.getByRole('button', { name: 'Clear student signature' }).textContent).toBe('Clear');
    const toggle = screen.getByRole('button', { name: 'Type your signature instead' });
    expect(group.contains(toggle)).toBe(true);
    // Two pads on the step: the description tells whose signature the button types.
    expect(toggle.getAttribute('aria-describedby')).toBe(group.getAttribute('aria-labelledby'));
    expect(document.getElementById(toggle.getAttribute('aria-describedby') ?? '')?.textContent).toMatch(
      /^Student signature/,
    );
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

  it('draws the signature back when a Suspense fallback that hid the step goes away, whatever the size', async () => {
    vi.stubGlobal('devicePixelRatio', 2);
    // No border: the canvas keeps its size through the hiding, so no resize would re-draw it.
    for (const [axis, size] of [
      ['Width', 300],
      ['Height', 100],
    ] as const) {
      vi.spyOn(HTMLElement.prototype, `client${axis}`, 'get').mockReturnValue(size);
      vi.spyOn(HTMLElement.prototype, `offset${axis}`, 'get').mockReturnValue(size);
    }
    // A sibling on the step that suspends on demand, as a catalog or a chunk arriving late does.
    let pending: Promise<void> | null = null;
    let release = () => {};
    function LateSibling() {
      if (pending) throw pending;
      return null;
    }
    // A new element each time: the re-render must reach the sibling.
    const step = () => (
      <FormHarness<Values> defaultValues={{ studentSignature: '' }}>
        <Suspense fallback={<p>Loading the step</p>}>
          <SignaturePad name="studentSignature" label="Student signature" />
          <LateSibling />
        </Suspense>
      </FormHarness>
    );
    const view = renderWithProviders(step());
    const canvas = screen.getByRole('img', { name: INSTRUCTIONS });
    drawStroke(canvas);
    await waitFor(() => expect(padStatus().textContent).toBe('Signature drawn'));
    const sources = spyImageSources();

    pending = new Promise<void>((resolve) => {
      release = () => {
        pending = null;
        resolve();
      };
    });
    view.rerender(step());
    await screen.findByText('Loading the step');
    // react-signature-canvas blanks the canvas when it is shown again (its componentDidMount).
    const clears = canvasMock.context.clearRect.mock.calls.length;
    await act(async () => release());
    await waitFor(() => expect(screen.queryByText('Loading the step')).toBeNull());
    expect(canvasMock.context.clearRect.mock.calls.length).toBeGreaterThan(clears);
    expect(sources.mock.calls).toEqual([[FAKE_SIGNATURE_PNG]]);
  });

  it('is sized in the commit that shows it, before the first paint: a finger down at once is not wiped', () => {
    vi.stubGlobal('devicePixelRatio', 2);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(100);
    // A layout effect of a later sibling runs in the same commit, after the pad's own layout effects
    // and before any passive effect: what it sees is what the first paint shows.
    const seen: number[] = [];
    function CommitProbe() {
      useLayoutEffect(() => {
        const canvas = document.querySelector('canvas');
        if (canvas) seen.push(canvas.width);
      }, []);
      return null;
    }
    renderWithProviders(
      <FormHarness<Values> defaultValues={{ studentSignature: '' }}>
        <SignaturePad name="studentSignature" label="Student signature" />
        <CommitProbe />
      </FormHarness>,
    );
    expect(seen).toEqual([600]);
  });

  it('says what is signed through a live status that also describes the canvas', async () => {
    const { canvas } = renderPad();
    const status = padStatus();
    expect(status.textContent).toBe('No signature yet');
    expect(screen.getByRole('img', { name: INSTRUCTIONS, description: 'No signature yet' })).toBe(canvas);
    drawStroke(canvas);
    await waitFor(() => expect(status.textContent).toBe('Signature drawn'));
    expect(screen.getByRole('img', { name: INSTRUCTIONS, description: 'Signature drawn' })).toBe(canvas);
    fireEvent.click(screen.getByRole('button', { name: 'Clear student signature' }));
    await waitFor(() => expect(status.textContent).toBe('No signature yet'));
  });

  it('puts the keyboard on the toggle: the first tab stop of the pad, where the wizard focuses a missing signature', async () => {
    renderPad();
    const group = screen.getByRole('group', { name: /Student signature/ });
    const toggle = screen.getByRole('button', { name: 'Type your signature instead' });
    expect(tabStops(group)).toEqual([
      toggle,
      screen.getByRole('button', { name: 'Clear student signature' }),
    ]);
    // A native button: Enter and Space press it.
    expect(toggle.tagName).toBe('BUTTON');
    expect(toggle.getAttribute('type')).toBe('button');
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(group.getAttribute('aria-invalid')).toBe('true'));
    expect(focusFirstInvalid(document.body)).toBe(true);
    expect(document.activeElement).toBe(toggle);
  });

  it('typing a name writes it in a cursive face on a 300 by 100 PNG, stored in the field', async () => {
    vi.stubGlobal('devicePixelRatio', 2);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(100);
    const { onValues } = renderPad();
    fireEvent.click(screen.getByRole('button', { name: 'Type your signature instead' }));
    const input = screen.getByRole('textbox', { name: 'Type your full name to sign' }) as HTMLInputElement;
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect(input.getAttribute('aria-describedby')).toBe(
      screen.getByRole('group', { name: /Student signature/ }).getAttribute('aria-labelledby'),
    );
    canvasMock.toDataURL.mockReturnValue(TYPED_PNG);
    canvasMock.context.fillText.mockClear();

    fireEvent.change(input, { target: { value: 'Ana Lopez' } });
    await waitFor(() => expect(onValues).toHaveBeenLastCalledWith({ studentSignature: TYPED_PNG }));
    expect(canvasMock.toDataURL).toHaveBeenLastCalledWith('image/png');
    const exported = canvasMock.toDataURL.mock.contexts.at(-1) as HTMLCanvasElement;
    expect([exported.width, exported.height]).toEqual([300, 100]);
    // Drawn on the pad (in its CSS pixels) and on the stored image, centred, with a margin each side.
    expect(canvasMock.context.fillText.mock.calls).toEqual([
      ['Ana Lopez', 150, 50, 270],
      ['Ana Lopez', 150, 50, 270],
    ]);
    expect(canvasMock.context.fillStyle).toBe('black');
    expect(canvasMock.context.font).toMatch(/^italic 45\.0px "Segoe Script", .*, cursive, serif$/);
    expect(padStatus().textContent).toBe('Signature typed');
    expect(
      screen.getByRole('img', { name: 'Your typed signature', description: 'Signature typed' }),
    ).toBeTruthy();
  });

  it('shrinks a long typed name to fit the width', async () => {
    const { onValues } = renderPad();
    fireEvent.click(screen.getByRole('button', { name: 'Type your signature instead' }));
    const longName = 'Maximiliana Guadalupe Fernandez-Villanueva de los Santos';
    fireEvent.change(screen.getByRole('textbox', { name: 'Type your full name to sign' }), {
      target: { value: longName },
    });
    await waitFor(() => expect(onValues).toHaveBeenLastCalledWith({ studentSignature: FAKE_SIGNATURE_PNG }));
    const size = Number(/(\d+(?:\.\d+)?)px/.exec(canvasMock.context.font)?.[1]);
    expect(size).toBeLessThan(45);
    expect(longName.length * size * FAKE_CHARACTER_WIDTH_OF_SIZE).toBeLessThanOrEqual(270.1);
    expect(canvasMock.context.fillText).toHaveBeenLastCalledWith(longName, 150, 50, 270);
  });

  it('empties the field when the typed name is erased, and Clear empties the name and the field', async () => {
    const { onValues } = renderPad();
    fireEvent.click(screen.getByRole('button', { name: 'Type your signature instead' }));
    const input = screen.getByRole('textbox', { name: 'Type your full name to sign' }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'Ana Lopez' } });
    await waitFor(() => expect(onValues).toHaveBeenLastCalledWith({ studentSignature: FAKE_SIGNATURE_PNG }));
    fireEvent.change(input, { target: { value: '   ' } });
    await waitFor(() => expect(onValues).toHaveBeenLastCalledWith({ studentSignature: '' }));

    fireEvent.change(input, { target: { value: 'Ana Lopez' } });
    await waitFor(() => expect(onValues).toHaveBeenLastCalledWith({ studentSignature: FAKE_SIGNATURE_PNG }));
    fireEvent.click(screen.getByRole('button', { name: 'Clear student signature' }));
    await waitFor(() => expect(onValues).toHaveBeenLastCalledWith({ studentSignature: '' }));
    expect(input.value).toBe('');
    expect(padStatus().textContent).toBe('No signature yet');
    // Nothing comes back from either mode.
    fireEvent.click(screen.getByRole('button', { name: 'Draw your signature instead' }));
    fireEvent.click(screen.getByRole('button', { name: 'Type your signature instead' }));
    expect(
      (screen.getByRole('textbox', { name: 'Type your full name to sign' }) as HTMLInputElement).value,
    ).toBe('');
    expect(onValues).not.toHaveBeenLastCalledWith({ studentSignature: FAKE_SIGNATURE_PNG });
  });

  it('keeps each mode its own signature: drawing again restores the drawing, typing again the name', async () => {
    const { canvas, onValues } = renderPad();
    drawStroke(canvas);
    await waitFor(() => expect(onValues).toHaveBeenLastCalledWith({ studentSignature: FAKE_SIGNATURE_PNG }));

    fireEvent.click(screen.getByRole('button', { name: 'Type your signature instead' }));
    await waitFor(() => expect(onValues).toHaveBeenLastCalledWith({ studentSignature: '' }));
    canvasMock.toDataURL.mockReturnValue(TYPED_PNG);
    fireEvent.change(screen.getByRole('textbox', { name: 'Type your full name to sign' }), {
      target: { value: 'Ana Lopez' },
    });
    await waitFor(() => expect(onValues).toHaveBeenLastCalledWith({ studentSignature: TYPED_PNG }));

    const sources = spyImageSources();
    fireEvent.click(screen.getByRole('button', { name: 'Draw your signature instead' }));
    await waitFor(() => expect(onValues).toHaveBeenLastCalledWith({ studentSignature: FAKE_SIGNATURE_PNG }));
    expect(sources.mock.calls).toEqual([[FAKE_SIGNATURE_PNG]]);
    expect(screen.queryByRole('textbox', { name: 'Type your full name to sign' })).toBeNull();
    expect(screen.getByRole('img', { name: INSTRUCTIONS })).toBe(canvas);

    fireEvent.click(screen.getByRole('button', { name: 'Type your signature instead' }));
    await waitFor(() => expect(onValues).toHaveBeenLastCalledWith({ studentSignature: TYPED_PNG }));
    expect(
      (screen.getByRole('textbox', { name: 'Type your full name to sign' }) as HTMLInputElement).value,
    ).toBe('Ana Lopez');
  });

  it('does not draw on the canvas while typing, and the wizard focuses the name input then', async () => {
    const { canvas, onValues } = renderPad();
    fireEvent.click(screen.getByRole('button', { name: 'Type your signature instead' }));
    onValues.mockClear();
    canvasMock.toDataURL.mockClear();
    drawStroke(canvas);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(canvasMock.toDataURL).not.toHaveBeenCalled();
    expect(onValues).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    await screen.findByText('Please fill out all required fields');
    (document.activeElement as HTMLElement | null)?.blur();
    expect(focusFirstInvalid(document.body)).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Type your full name to sign' }));
  });
});

/** The elements Tab visits inside `root`, in order (no positive tabindex is used). */
function tabStops(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>('*')).filter(
    (element) => element.tabIndex >= 0 && !element.hasAttribute('disabled') && !element.hidden,
  );
}
