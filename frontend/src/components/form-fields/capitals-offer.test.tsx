import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../../i18n/language.ts';
import { loadAllMessages } from '../../i18n/translate.ts';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { CAPITALS_OFFER_PAUSE_MS } from './capitals-offer.tsx';
import { FormHarness } from './test-utils/form-harness.tsx';
import { TextField } from './text-field.tsx';

interface Values {
  firstName: string;
}

const OFFER = /^(Use|Usar) “/;

function renderName({ offerCapitals = true, hint }: { offerCapitals?: boolean; hint?: string } = {}) {
  const onValues = vi.fn<(values: Values) => void>();
  renderWithProviders(
    <FormHarness<Values> defaultValues={{ firstName: '' }} onValues={onValues}>
      <TextField name="firstName" label="First Name" hint={hint} offerCapitals={offerCapitals} />
    </FormHarness>,
  );
  return { onValues, input: screen.getByRole('textbox', { name: /First Name/ }) as HTMLInputElement };
}

/** The person goes into the field and types `value` there (one change: a paste, or the last key). */
function typeIn(input: HTMLInputElement, value: string) {
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
}

/** Fake time passing (only in a test that called vi.useFakeTimers). */
function wait(ms: number) {
  act(() => vi.advanceTimersByTime(ms));
}

function offer(): HTMLElement | null {
  return screen.queryByRole('button', { name: OFFER });
}

describe('TextField with offerCapitals', () => {
  afterEach(() => {
    vi.useRealTimers();
    applyLanguage('en');
  });

  it('keeps a name typed in lower case as typed and offers nothing while the person is still typing', () => {
    vi.useFakeTimers();
    const { input, onValues } = renderName();
    // Each key comes before the pause is over: the pause starts again, and nothing shows.
    for (const typed of ['maría', 'maría josé', 'maría josé de la cruz']) {
      typeIn(input, typed);
      wait(CAPITALS_OFFER_PAUSE_MS - 100);
      expect({ typed, offer: offer() }).toEqual({ typed, offer: null });
    }
    expect(onValues).toHaveBeenLastCalledWith({ firstName: 'maría josé de la cruz' });
    expect(input.value).toBe('maría josé de la cruz');
  });

  it('offers nothing when the field is left before the typing rests, however long after', () => {
    vi.useFakeTimers();
    const { input } = renderName();
    // Typed fast and left at once (the click on what comes next): no offer may appear under the
    // field then, or it would push that next thing down under the pointer and the click would be lost.
    typeIn(input, 'maría josé');
    fireEvent.blur(input);
    wait(CAPITALS_OFFER_PAUSE_MS);
    expect(offer()).toBeNull();
    wait(10 * CAPITALS_OFFER_PAUSE_MS);
    expect(offer()).toBeNull();
    expect(input.value).toBe('maría josé');

    // Back in the field, it comes once the person rests there.
    fireEvent.focus(input);
    expect(offer()).toBeNull();
    wait(CAPITALS_OFFER_PAUSE_MS);
    expect(screen.getByRole('button', { name: 'Use “María José”' })).toBeTruthy();
  });

  it('offers the capitalised form once the typing rests in the field, the particles lower, keeps it after the field is left, and writes it on a click', () => {
    vi.useFakeTimers();
    const { input, onValues } = renderName();
    typeIn(input, 'maría josé de la cruz');
    wait(CAPITALS_OFFER_PAUSE_MS - 1);
    expect(offer()).toBeNull();
    wait(1);
    expect(screen.getByRole('button', { name: 'Use “María José de la Cruz”' })).toBeTruthy();
    // Offered, not applied: the value is still what was typed.
    expect(input.value).toBe('maría josé de la cruz');

    // Leaving the field keeps it: it was already there, so nothing moves.
    fireEvent.blur(input);
    wait(10 * CAPITALS_OFFER_PAUSE_MS);
    const button = screen.getByRole('button', { name: 'Use “María José de la Cruz”' });

    fireEvent.click(button);
    expect(input.value).toBe('María José de la Cruz');
    expect(onValues).toHaveBeenLastCalledWith({ firstName: 'María José de la Cruz' });
    // Now in mixed case: nothing more to offer.
    expect(offer()).toBeNull();
  });

  it('offers it for a name typed all in capitals too, each part after a hyphen or apostrophe capitalised', async () => {
    const { input } = renderName();
    typeIn(input, "JOSÉ O'NEIL-SMITH Y DE LA CRUZ");
    fireEvent.click(await screen.findByRole('button', { name: "Use “José O'Neil-Smith y de la Cruz”" }));
    expect(input.value).toBe("José O'Neil-Smith y de la Cruz");
  });

  it('offers nothing for a name in mixed case: it is the family’s own spelling', () => {
    vi.useFakeTimers();
    const { input, onValues } = renderName();
    for (const typed of ['María josé', 'McDonald', 'de la Cruz']) {
      typeIn(input, typed);
      wait(2 * CAPITALS_OFFER_PAUSE_MS);
      expect(onValues).toHaveBeenLastCalledWith({ firstName: typed });
      expect({ typed, offer: offer() }).toEqual({ typed, offer: null });
      fireEvent.blur(input);
      wait(2 * CAPITALS_OFFER_PAUSE_MS);
      expect({ typed, offer: offer() }).toEqual({ typed, offer: null });
      expect(input.value).toBe(typed);
    }
  });

  it('follows what is typed: the offer goes once the entry is in mixed case and comes back for a lower-case one after a pause', () => {
    vi.useFakeTimers();
    const { input } = renderName();
    typeIn(input, 'ana');
    wait(CAPITALS_OFFER_PAUSE_MS);
    expect(screen.getByRole('button', { name: 'Use “Ana”' })).toBeTruthy();
    // Typing on in lower case keeps it, with the new text.
    fireEvent.change(input, { target: { value: 'ana l' } });
    expect(screen.getByRole('button', { name: 'Use “Ana L”' })).toBeTruthy();
    fireEvent.blur(input);
    expect(screen.getByRole('button', { name: 'Use “Ana L”' })).toBeTruthy();

    // Back in the field and written in mixed case: it goes at once, and stays gone.
    typeIn(input, 'Ana L');
    expect(offer()).toBeNull();
    fireEvent.blur(input);
    wait(10 * CAPITALS_OFFER_PAUSE_MS);
    expect(offer()).toBeNull();

    // In lower case again: offered anew once the typing rests.
    typeIn(input, 'ana lucía');
    expect(offer()).toBeNull();
    wait(CAPITALS_OFFER_PAUSE_MS);
    expect(screen.getByRole('button', { name: 'Use “Ana Lucía”' })).toBeTruthy();
  });

  it('keeps the hint with the offer under it', async () => {
    const { input } = renderName({ hint: 'As on the birth certificate' });
    typeIn(input, 'ana');
    expect(await screen.findByRole('button', { name: 'Use “Ana”' })).toBeTruthy();
    expect(screen.getByText('As on the birth certificate')).toBeTruthy();
  });

  it('offers nothing without offerCapitals', () => {
    vi.useFakeTimers();
    const { input, onValues } = renderName({ offerCapitals: false });
    typeIn(input, 'maria');
    wait(2 * CAPITALS_OFFER_PAUSE_MS);
    fireEvent.blur(input);
    wait(2 * CAPITALS_OFFER_PAUSE_MS);
    expect(onValues).toHaveBeenLastCalledWith({ firstName: 'maria' });
    expect(offer()).toBeNull();
    expect(input.value).toBe('maria');
  });

  it('says it in Spanish', async () => {
    await loadAllMessages('es');
    applyLanguage('es');
    const { input } = renderName();
    typeIn(input, 'maría josé de la cruz');
    fireEvent.click(await screen.findByRole('button', { name: 'Usar “María José de la Cruz”' }));
    expect(input.value).toBe('María José de la Cruz');
  });
});
