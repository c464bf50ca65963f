import type { StaffListPage } from '@enroll/domain';
import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';

/** One page of a staff list's answer: these rows, the total (all of them by default) and the cursor. */
export function staffListPage<Row>(
  rows: Row[],
  total: number | null = rows.length,
  nextCursor: string | null = null,
): StaffListPage<Row> {
  return { rows, nextCursor, total };
}

/** The list view's row whose text holds `name`. */
export function staffRowOf(name: string): HTMLElement {
  const found = screen.getAllByTestId('staff-table-row').find((r) => r.textContent?.includes(name));
  if (!found) throw new Error(`no row of ${name}`);
  return found;
}

/** The texts of a row's cells, in order. */
export function cellTextsOf(row: HTMLElement): (string | null)[] {
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

/** The list page shows its title and, once loaded, its table with these column headers in order. */
export async function expectStaffListShown(title: string, table: string, headers: readonly string[]) {
  expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
  await screen.findByRole('table', { name: table });
  expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(headers);
}
