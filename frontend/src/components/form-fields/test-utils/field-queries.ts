import { fireEvent, screen, within } from '@testing-library/react';

/** The text input of that accessible name. */
export function textbox(name: string | RegExp): HTMLInputElement {
  const element = screen.getByRole('textbox', { name });
  if (!(element instanceof HTMLInputElement)) throw new Error(`${String(name)} is not an input`);
  return element;
}

/** The select of that accessible name. */
export function combobox(name: string | RegExp): HTMLSelectElement {
  const element = screen.getByRole('combobox', { name });
  if (!(element instanceof HTMLSelectElement)) throw new Error(`${String(name)} is not a select`);
  return element;
}

/** The values of a select's options, the empty placeholder left out. */
export function optionValues(name: string | RegExp): string[] {
  return within(combobox(name))
    .getAllByRole('option')
    .map((option) => option.getAttribute('value') ?? '')
    .filter((value) => value !== '');
}

/** Types into a text input or picks a select option by its value, then leaves the field. */
export function change(element: HTMLElement, value: string) {
  fireEvent.change(element, { target: { value } });
  fireEvent.blur(element);
}

/** Answers a radio question ('Yes', 'No', 'Cell', ...). */
export function answer(question: string | RegExp, option: string) {
  const group = screen.getByRole('radiogroup', { name: question });
  fireEvent.click(within(group).getByRole('radio', { name: option }));
}

/** The texts an element is described by (its hint and its error). */
export function description(element: HTMLElement): string {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}
