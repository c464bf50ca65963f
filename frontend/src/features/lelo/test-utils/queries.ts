import { fireEvent, screen, within } from '@testing-library/react';

export function textbox(name: RegExp): HTMLInputElement {
  const element = screen.getByRole('textbox', { name });
  if (!(element instanceof HTMLInputElement)) throw new Error(`${String(name)} is not an input`);
  return element;
}

export function combobox(name: RegExp): HTMLSelectElement {
  const element = screen.getByRole('combobox', { name });
  if (!(element instanceof HTMLSelectElement)) throw new Error(`${String(name)} is not a select`);
  return element;
}

/** The values of a select's options, the empty placeholder left out. */
export function optionValues(name: RegExp): string[] {
  return within(combobox(name))
    .getAllByRole('option')
    .map((option) => option.getAttribute('value') ?? '')
    .filter((value) => value !== '');
}

/** Types into a text input or picks a select option by its value. */
export function change(element: HTMLElement, value: string) {
  fireEvent.change(element, { target: { value } });
  fireEvent.blur(element);
}

export function answer(question: RegExp, option: string) {
  const group = screen.getByRole('radiogroup', { name: question });
  fireEvent.click(within(group).getByRole('radio', { name: option }));
}

export function next() {
  fireEvent.click(screen.getByRole('button', { name: 'Next step' }));
}

/** The texts an element is described by (its hint and its error). */
export function description(element: HTMLElement): string {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

/** The banner of the last failed forward attempt. */
export async function banner(): Promise<string> {
  return (await screen.findByTestId('wizard-invalid-message')).textContent ?? '';
}

/** The error under a radio group (its Field's validation message). */
export function groupError(question: RegExp): string {
  return description(screen.getByRole('radiogroup', { name: question }));
}
