import type { ColumnSort } from '@enroll/domain';
import { Checkbox, makeStyles, tokens } from '@fluentui/react-components';
import { type DataColumn, DataTable } from './data-table.tsx';
import { RowCheckbox, RowOpenLink } from './row-controls.tsx';
import { selectAllState, toggleAll } from './row-selection.ts';
import type { StaffColumn, StaffRowSelection } from './staff-table-types.ts';

const useStyles = makeStyles({
  // A narrow screen scrolls the table sideways instead of squeezing its columns.
  // Columns as wide as their content needs (Fluent's default gives every column the same width, so
  // Age took as much room as Learning Center).
  table: { minWidth: '880px', tableLayout: 'auto' },
  row: { cursor: 'pointer' },
  // A cell wraps between words; only a word wider than the whole column is cut.
  cell: { overflowWrap: 'break-word' },
  // The checkbox column takes only the box's width.
  select: { width: '44px' },
  link: { textAlign: 'start', fontWeight: tokens.fontWeightSemibold },
});

export interface StaffListTableProps<Row, Column extends string> {
  label: string;
  rows: readonly Row[];
  columns: readonly StaffColumn<Row, Column>[];
  rowKey: (row: Row) => string;
  /**
   * The column whose cell is the row's link-like control (its text is the row's accessible name).
   * Without one, a column of the page's own links (e.g. 'View') is the keyboard's way in.
   */
  linkColumn?: Column | undefined;
  onRowClick: (row: Row) => void;
  sort: ColumnSort<Column> | null;
  onSort: (column: Column) => void;
  /** Shown in one full-width row when there are no rows ('No data available'). */
  emptyText?: string | undefined;
  /** A checkbox column first, with select-all in its header. */
  selection?: StaffRowSelection<Row> | undefined;
}

function sortDirection<Column extends string>(sort: ColumnSort<Column> | null, column: Column) {
  if (sort?.column !== column) return undefined;
  return sort.order === 'asc' ? 'ascending' : 'descending';
}

/**
 * The list view: a sortable header is a button with aria-sort; a click anywhere on a row opens it, and
 * the link column's control does the same from the keyboard (Tab to it, Enter).
 */
export function StaffListTable<Row, Column extends string>({
  label,
  rows,
  columns,
  rowKey,
  linkColumn,
  onRowClick,
  sort,
  onSort,
  emptyText,
  selection,
}: StaffListTableProps<Row, Column>) {
  const styles = useStyles();
  const selectColumn: DataColumn<Row>[] = selection
    ? [
        {
          id: 'row-selection',
          header: (
            <Checkbox
              aria-label={selection.allLabel}
              checked={selectAllState(selection, rows, rowKey)}
              disabled={rows.length === 0}
              onChange={() => toggleAll(selection, rows, rowKey)}
            />
          ),
          cell: (row) => <RowCheckbox selection={selection} row={row} rowKey={rowKey} />,
          headerClassName: styles.select,
          cellClassName: styles.select,
          // A click beside the box must not open the row either.
          cellProps: () => ({ onClick: (event) => event.stopPropagation() }),
        },
      ]
    : [];
  const linkCell = (column: StaffColumn<Row, Column>, row: Row) => (
    <RowOpenLink className={styles.link} onOpen={() => onRowClick(row)}>
      {column.render(row)}
    </RowOpenLink>
  );
  const dataColumns = columns.map(
    (column): DataColumn<Row> => ({
      id: column.id,
      header: column.header,
      cell: column.id === linkColumn ? (row) => linkCell(column, row) : column.render,
      cellClassName: styles.cell,
      sort: column.sortable
        ? { direction: sortDirection(sort, column.id), onSort: () => onSort(column.id) }
        : undefined,
    }),
  );
  return (
    <DataTable
      label={label}
      rows={rows}
      columns={[...selectColumn, ...dataColumns]}
      rowKey={rowKey}
      className={styles.table}
      rowProps={(row) => ({
        className: styles.row,
        'data-testid': 'staff-table-row',
        onClick: () => onRowClick(row),
      })}
      emptyText={emptyText}
      scrolls
    />
  );
}
