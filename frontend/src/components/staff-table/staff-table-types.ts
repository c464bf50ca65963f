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
