import { type ReactNode, useMemo } from 'react';
import { type Translate, useTranslation } from '../../i18n/use-translation.ts';
import { StaffListCardFacts } from './staff-list-card-facts.tsx';
import { StaffListSection } from './staff-list-section.tsx';
import { StaffTable, type StaffTableProps } from './staff-table.tsx';
import type { StaffColumn } from './staff-table-types.ts';
import { type StaffListFilters, type StaffListTexts, useStaffListFilters } from './use-staff-list-filters.ts';

export interface StaffListScreenProps<
  Row extends { id: string },
  Column extends string,
  Filter extends string,
> extends Omit<StaffTableProps<Row, Column, Filter>, 'rowKey' | 'renderCard'> {
  titleId: string;
  title: string;
  /** The grid card's facts, in the card's order (worded as the list view's columns). */
  cardFacts: readonly Column[];
  /** What the page shows between its heading and the table (an intro, a batch's results). */
  before?: ReactNode;
  /** What the page shows under the table (a confirmation dialog). */
  after?: ReactNode;
}

/**
 * A staff list page: its heading over the staff table, each row keyed by its id and each grid card
 * showing the row's facts as the list view words them.
 */
export function StaffListScreen<Row extends { id: string }, Column extends string, Filter extends string>({
  titleId,
  title,
  cardFacts,
  before,
  after,
  ...table
}: StaffListScreenProps<Row, Column, Filter>) {
  return (
    <StaffListSection titleId={titleId} title={title}>
      {before}
      <StaffTable
        {...table}
        rowKey={(row) => row.id}
        renderCard={(row) => <StaffListCardFacts row={row} columns={table.columns} facts={cardFacts} />}
      />
      {after}
    </StaffListSection>
  );
}

/** The screen's props a toggle list reads from its catalog, the URL and the server (useToggleStaffList). */
export type ToggleStaffListScreen<
  Row extends { id: string },
  Column extends string,
  Filter extends string,
> = Pick<
  StaffListScreenProps<Row, Column, Filter>,
  | 'titleId'
  | 'title'
  | 'cardFacts'
  | 'rowName'
  | 'linkColumn'
  | 'query'
  | 'list'
  | 'columns'
  | 'toggles'
  | keyof StaffListTexts
>;

/**
 * What a list of toggles, search and sort reads: its catalog (`t`), the URL's filters
 * (useStaffListFilters), the server's pages for them, and the screen's props (`screen`: the heading
 * and the table's texts in the catalog's words, the columns, the toggles, the grid card's facts).
 */
export function useToggleStaffList<
  Row extends { id: string },
  Column extends string,
  Filter extends string,
  Sort extends Column = Column,
>(options: {
  namespace: string;
  titleId: string;
  filters: readonly Filter[];
  /** The columns the server sorts by (a column may only be shown). */
  sortColumns: readonly Sort[];
  useRows: (filters: StaffListFilters<Filter, Sort>) => StaffTableProps<Row, Column, Filter>['query'];
  columnsOf: (t: Translate) => readonly StaffColumn<Row, Column>[];
  cardFacts: readonly Column[];
  rowName: (row: Row) => string;
  linkColumn?: Column;
}): {
  t: Translate;
  filters: StaffListFilters<Filter, Sort>;
  screen: ToggleStaffListScreen<Row, Column, Filter>;
} {
  const { namespace, titleId, filters: allFilters, sortColumns, useRows, columnsOf, ...card } = options;
  const { t } = useTranslation(namespace);
  const { list, filters, toggles, texts } = useStaffListFilters({
    filters: allFilters,
    columns: sortColumns,
    t,
  });
  const query = useRows(filters);
  const columns = useMemo(() => columnsOf(t), [columnsOf, t]);
  const screen = { ...card, ...texts, titleId, title: t('title'), query, list, columns, toggles };
  return { t, filters, screen };
}

/**
 * A list view's columns of the row's facts, in `order`, each headed by the catalog's `columns.{id}`
 * and sorted by the server unless `sortable` says otherwise.
 */
export function factColumns<Row, Column extends string>(
  t: Translate,
  order: readonly Column[],
  facts: Record<Column, (row: Row) => ReactNode>,
  sortable: (id: Column) => boolean = () => true,
): StaffColumn<Row, Column>[] {
  return order.map((id) => ({ id, header: t(`columns.${id}`), render: facts[id], sortable: sortable(id) }));
}
