import type { ReactNode } from 'react';

/** One column of the list view. `id` is the server's sort column when `sortable`. */
export interface StaffColumn<Row, Column extends string> {
  id: Column;
  header: string;
  render: (row: Row) => ReactNode;
  sortable?: boolean;
}

/** One of the list's mutually exclusive toggles; `id` is the server's filter value. */
export interface StaffToggle<Filter extends string> {
  id: Filter;
  label: string;
}

export const STAFF_LIST_VIEWS = ['list', 'grid'] as const;
export type StaffListView = (typeof STAFF_LIST_VIEWS)[number];

/**
 * Row selection (a checkbox per row and a select-all), for lists whose page acts on several rows at
 * once. The page owns the selected keys, so it can keep some selected after its action.
 */
export interface StaffRowSelection<Row> {
  /** The `rowKey`s of the selected rows. */
  selected: ReadonlySet<string>;
  onChange: (selected: ReadonlySet<string>) => void;
  /** A row's checkbox's accessible name (e.g. 'Select Ana Lopez'). */
  rowLabel: (row: Row) => string;
  /** The select-all checkbox's accessible name. */
  allLabel: string;
}
