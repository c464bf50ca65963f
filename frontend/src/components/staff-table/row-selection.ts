import type { CheckboxProps } from '@fluentui/react-components';
import type { StaffRowSelection } from './staff-table-types.ts';

/** The select-all box's state over the rows shown: all of them, some ('mixed') or none selected. */
export function selectAllState<Row>(
  selection: StaffRowSelection<Row>,
  rows: readonly Row[],
  rowKey: (row: Row) => string,
): CheckboxProps['checked'] {
  const chosen = rows.filter((row) => selection.selected.has(rowKey(row))).length;
  if (chosen === 0) return false;
  return chosen === rows.length ? true : 'mixed';
}

/** Select-all: selects every row shown, or, when all of them already are, clears them. */
export function toggleAll<Row>(
  selection: StaffRowSelection<Row>,
  rows: readonly Row[],
  rowKey: (row: Row) => string,
): void {
  const next = new Set(selection.selected);
  const allChosen = selectAllState(selection, rows, rowKey) === true;
  for (const row of rows) {
    if (allChosen) next.delete(rowKey(row));
    else next.add(rowKey(row));
  }
  selection.onChange(next);
}

/** One row's checkbox. */
export function toggleRow<Row>(selection: StaffRowSelection<Row>, key: string, checked: boolean): void {
  const next = new Set(selection.selected);
  if (checked) next.add(key);
  else next.delete(key);
  selection.onChange(next);
}
