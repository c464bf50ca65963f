import type { SortOrder } from '@enroll/domain';
import { useMemo } from 'react';
import type { Translate } from '../../i18n/use-translation.ts';
import type { StaffToggle } from './staff-table-types.ts';
import { type StaffListControls, useStaffListParams } from './use-staff-list-params.ts';

/** The list's filters as the server reads them (the list query and the export body, without a cursor). */
export interface StaffListFilters<Filter extends string, Column extends string> {
  filter?: Filter;
  search: string;
  sort?: Column;
  order: SortOrder;
}

export interface StaffListFiltersState<Filter extends string, Column extends string> {
  /** The URL's toggle, search, sort and view (useStaffListParams). */
  list: StaffListControls<Filter, Column>;
  /** The same state as the server's filters; a new object only when they change (it keys the query). */
  filters: StaffListFilters<Filter, Column>;
  /** The toggles, labelled by the list's `toggles.<filter>` texts. */
  toggles: readonly StaffToggle<Filter>[];
  /** The table's texts every list words under the same keys (spread them into StaffTable). */
  texts: StaffListTexts;
}

/** StaffTable's texts from the list's `tableLabel`, `searchPlaceholder`, `count`, `emptyTitle`, `emptySubtitle`. */
export interface StaffListTexts {
  label: string;
  searchPlaceholder: string;
  countText: (total: number) => string;
  emptyTitle: string;
  emptySubtitle: string;
}

/**
 * What every staff list page derives from the URL and its catalog: the controls, the server's
 * filters, the labelled toggles and the table's texts. `t` is the list's namespace (its toggles are worded as `toggles.<filter>`).
 */
export function useStaffListFilters<Filter extends string, Column extends string>(options: {
  filters: readonly Filter[];
  columns: readonly Column[];
  t: Translate;
}): StaffListFiltersState<Filter, Column> {
  const { filters: allFilters, columns, t } = options;
  const list = useStaffListParams({ filters: allFilters, columns });
  const filters = useMemo((): StaffListFilters<Filter, Column> => {
    const value: StaffListFilters<Filter, Column> = { search: list.search, order: list.sort?.order ?? 'asc' };
    if (list.filter) value.filter = list.filter;
    if (list.sort) value.sort = list.sort.column;
    return value;
  }, [list.filter, list.search, list.sort]);
  const toggles = useMemo(() => allFilters.map((id) => ({ id, label: t(`toggles.${id}`) })), [allFilters, t]);
  const texts = useMemo(
    (): StaffListTexts => ({
      label: t('tableLabel'),
      searchPlaceholder: t('searchPlaceholder'),
      countText: (count) => t('count', { count }),
      emptyTitle: t('emptyTitle'),
      emptySubtitle: t('emptySubtitle'),
    }),
    [t],
  );
  return { list, filters, toggles, texts };
}
