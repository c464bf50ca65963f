import { type ColumnSort, nextColumnSort, type SortOrder, STAFF_LIST_SEARCH_MAX } from '@enroll/domain';
import { useMemo } from 'react';
import { STAFF_LIST_VIEWS, type StaffListView } from './staff-table-types.ts';
import { useAddressParams } from './use-address-params.ts';

/** The URL search parameters a staff list keeps its state in (reload and Back restore the list). */
const PARAM = { filter: 'filter', search: 'search', sort: 'sort', order: 'order', view: 'view' } as const;

export interface StaffListState<Filter extends string, Column extends string> {
  /** The active toggle, or null for the list's default. */
  filter: Filter | null;
  /** The search text, trimmed, at most 50 characters. */
  search: string;
  /** null: the list's default order (the "unsorted" state of the sort cycle). */
  sort: ColumnSort<Column> | null;
  /** null: not chosen; the table picks by screen width. */
  view: StaffListView | null;
}

export interface StaffListControls<Filter extends string, Column extends string>
  extends StaffListState<Filter, Column> {
  /** Turns `filter` on, or off when it is the active one (the toggles are mutually exclusive). */
  toggleFilter: (filter: Filter) => void;
  setSearch: (search: string) => void;
  /**
   * A header click: unsorted → ascending → descending → unsorted (domain nextColumnSort). Written as a
   * method so a table may also show columns that do not sort (a 'View' link): only sortable headers call it.
   */
  sortBy(column: Column): void;
  setView: (view: StaffListView) => void;
}

function oneOf<Value extends string>(allowed: readonly Value[], value: string | null): Value | null {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as Value) : null;
}

/**
 * A staff list's toggle, search, sort and view, read from and written to the URL. Unknown values in a
 * hand-edited address fall back to the defaults; every change replaces the history entry, so Back
 * leaves the list instead of stepping through each keystroke.
 */
export function useStaffListParams<Filter extends string, Column extends string>(options: {
  filters: readonly Filter[];
  columns: readonly Column[];
}): StaffListControls<Filter, Column> {
  const { filters, columns } = options;
  const [params, update] = useAddressParams();

  const state = useMemo((): StaffListState<Filter, Column> => {
    const column = oneOf(columns, params.get(PARAM.sort));
    const order: SortOrder = params.get(PARAM.order) === 'desc' ? 'desc' : 'asc';
    return {
      filter: oneOf(filters, params.get(PARAM.filter)),
      search: (params.get(PARAM.search) ?? '').trim().slice(0, STAFF_LIST_SEARCH_MAX),
      sort: column ? { column, order } : null,
      view: oneOf(STAFF_LIST_VIEWS, params.get(PARAM.view)),
    };
  }, [params, filters, columns]);

  const set = (next: URLSearchParams, name: string, value: string | null) => {
    if (value) next.set(name, value);
    else next.delete(name);
  };

  return {
    ...state,
    toggleFilter: (filter) =>
      update((next) => set(next, PARAM.filter, state.filter === filter ? null : filter)),
    setSearch: (search) =>
      update((next) => set(next, PARAM.search, search.trim().slice(0, STAFF_LIST_SEARCH_MAX))),
    sortBy: (column) =>
      update((next) => {
        const sort = nextColumnSort(state.sort, column);
        set(next, PARAM.sort, sort?.column ?? null);
        set(next, PARAM.order, sort?.order ?? null);
      }),
    setView: (view) => update((next) => set(next, PARAM.view, view)),
  };
}
