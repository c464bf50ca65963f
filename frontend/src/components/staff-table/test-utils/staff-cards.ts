import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';

/** The grid view's `index`th card, after checking the grid shows `count` cards and the card's heading is `name`. */
export async function cardOf(count: number, index: number, name: string): Promise<HTMLElement> {
  const cards = await screen.findAllByTestId('staff-table-card');
  expect(cards).toHaveLength(count);
  const card = cards[index] as HTMLElement;
  expect(within(card).getByRole('heading', { name })).toBeTruthy();
  return card;
}

/** A card's fact names (its terms), in order. */
export function factNamesOf(card: HTMLElement): (string | null)[] {
  return within(card)
    .getAllByRole('term')
    .map((term) => term.textContent);
}
