import type { StaffListPage } from '@enroll/domain';
import { Button, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { registerMessages } from '../../i18n/i18n.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { LoadFailed } from '../load-failed/load-failed.tsx';
import { enStaffTable } from './i18n/en.ts';
import { StaffListGrid } from './staff-list-grid.tsx';
import { StaffListPagerBar } from './staff-list-pager.tsx';
import { StaffListTable } from './staff-list-table.tsx';
import { StaffListToolbar } from './staff-list-toolbar.tsx';
import type { StaffColumn, StaffRowSelection, StaffToggle } from './staff-table-types.ts';
import { useNarrowScreen } from './use-narrow-screen.ts';
import type { StaffListPager } from './use-staff-list-pager.ts';
import type { StaffListControls } from './use-staff-list-params.ts';

registerMessages('staffTable', enStaffTable);

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalL, minWidth: 0 },
  count: { color: tokens.colorNeutralForeground2 },
  empty: { display: 'grid', justifyItems: 'center', gap: tokens.spacingVerticalS, paddingBlock: '48px' },
  emptyTitle: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  emptySubtitle: { margin: 0, color: tokens.colorNeutralForeground2 },
  noData: { margin: 0, paddingBlock: tokens.spacingVerticalL, textAlign: 'center' },
  more: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalL },
});

export type StaffListQuery<Row, PageParam = unknown> = UseInfiniteQueryResult<
  InfiniteData<StaffListPage<Row>, PageParam>,
  Error
>;

export interface StaffTableProps<Row, Column extends string, Filter extends string> {
  /** The table's (and the card list's) accessible name. */
  label: string;
  /**
   * The list's pages (useInfiniteQuery over the list endpoint, keyed by `list`'s state), or with
   * `pager` the one numbered page on screen (useStaffListPager).
   */
  query: StaffListQuery<Row>;
  /**
   * Numbered pages ('Page X of Y', 'a-b of N Records', Previous, Next) instead of 'Show more'
   * (useStaffListPager); the count line is then left to the pager.
   */
  pager?: StaffListPager;
  /** The toggle, search, sort and view of the URL (useStaffListParams). */
  list: StaffListControls<Filter, Column>;
  columns: readonly StaffColumn<Row, Column>[];
  toggles: readonly StaffToggle<Filter>[];
  rowKey: (row: Row) => string;
  /** The row's name: the card's title. */
  rowName: (row: Row) => string;
  /**
   * The list view's column whose cell opens the row from the keyboard; leave it out when a column of
   * the page's own links (e.g. 'View') does that.
   */
  linkColumn?: Column;
  renderCard: (row: Row) => ReactNode;
  onRowClick: (row: Row) => void;
  searchPlaceholder: string;
  /** The count line, e.g. 'N Record(s)'; none with `pager`. */
  countText?: (total: number) => string;
  emptyTitle: string;
  /** A second line under the empty state's title ('Good Job!'), when the list has one. */
  emptySubtitle?: string;
  /**
   * When given: a toggle or a search that finds nothing shows the table (or the grid) with this text
   * ('No data available') instead of the empty state, which then means the whole list is empty.
   */
  emptyTableText?: string;
  /** The page's toolbar buttons (Export to Excel). */
  actions?: ReactNode;
  /**
   * The page's own filter controls in place of the search box and the toggles (a list whose filters
   * are a form with a Search button); the List/Grid switch and `actions` stay.
   */
  filters?: ReactNode;
  /** A checkbox per row (or card) and select-all, when the page acts on selected rows. */
  selection?: StaffRowSelection<Row>;
}

/**
 * The staff data table every staff list uses: search (on the server), mutually exclusive toggles,
 * the count, list or grid view, the sort cycle on the headers, empty/loading/error states and keyset
 * paging with 'Show more' (or numbered pages with `pager`). The state lives in the URL; the page owns the query and the row click.
 */
export function StaffTable<Row, Column extends string, Filter extends string>(
  props: StaffTableProps<Row, Column, Filter>,
) {
  const { query, list, pager } = props;
  const { t } = useTranslation('staffTable');
  const styles = useStyles();
  const narrow = useNarrowScreen();
  const view = list.view ?? (narrow ? 'grid' : 'list');
  const rows = query.data?.pages.flatMap((page) => page.rows) ?? [];
  const total = pager?.total ?? query.data?.pages[0]?.total ?? rows.length;
  const narrowed = list.filter !== null || list.search !== '';
  // A search that finds nothing says so, never the empty list's cheer ('Good Job!').
  const emptyTable =
    rows.length === 0 && narrowed
      ? (props.emptyTableText ?? (list.search !== '' ? t('noMatches') : undefined))
      : undefined;

  // What the list and the grid view both show the rows with.
  const bothViews = {
    label: props.label,
    rows,
    rowKey: props.rowKey,
    onRowClick: props.onRowClick,
    selection: props.selection,
  };
  let content: ReactNode;
  if (query.isPending) content = <Spinner label={t('loading')} />;
  else if (query.isError && rows.length === 0)
    content = <LoadFailed message={t('loadError')} onRetry={() => void query.refetch()} />;
  else if (rows.length === 0 && emptyTable === undefined)
    content = (
      <div className={styles.empty} data-testid="staff-table-empty">
        <p className={styles.emptyTitle}>{props.emptyTitle}</p>
        {props.emptySubtitle ? <p className={styles.emptySubtitle}>{props.emptySubtitle}</p> : null}
      </div>
    );
  else if (view === 'grid' && emptyTable !== undefined)
    content = (
      <p className={styles.noData} data-testid="staff-table-no-data">
        {emptyTable}
      </p>
    );
  else if (view === 'grid')
    content = <StaffListGrid {...bothViews} rowName={props.rowName} renderCard={props.renderCard} />;
  else
    content = (
      <StaffListTable
        {...bothViews}
        columns={props.columns}
        linkColumn={props.linkColumn}
        sort={list.sort}
        onSort={list.sortBy}
        emptyText={emptyTable}
      />
    );

  return (
    <div className={styles.root}>
      <StaffListToolbar
        list={list}
        toggles={props.toggles}
        searchPlaceholder={props.searchPlaceholder}
        view={view}
        actions={props.actions}
        filters={props.filters}
      />
      {props.countText && (
        <Text className={styles.count} aria-live="polite" data-testid="staff-table-count">
          {query.isSuccess ? props.countText(total) : ''}
        </Text>
      )}
      {content}
      {pager && query.isSuccess && <StaffListPagerBar pager={pager} label={props.label} />}
      {!pager && rows.length > 0 && (
        <div className={styles.more}>
          {/* Announces the rows a 'Show more' added. */}
          <Text aria-live="polite">
            {t('loaded', { loaded: rows.length, total: Math.max(total, rows.length) })}
          </Text>
          {query.hasNextPage && (
            <Button disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
              {query.isFetchingNextPage ? t('loadingMore') : t('showMore')}
            </Button>
          )}
          {query.isFetchNextPageError && <Text role="alert">{t('loadError')}</Text>}
        </div>
      )}
    </div>
  );
}
