import type { ColumnSort } from '@enroll/domain';
import {
  Link,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import type { StaffColumn } from './staff-table-types.ts';

const useStyles = makeStyles({
  // A narrow screen scrolls the table sideways instead of squeezing its columns.
  wrapper: { overflowX: 'auto' },
  table: { minWidth: '880px' },
  row: { cursor: 'pointer' },
  // Fluent's table lays its columns out at equal widths: a long e-mail address breaks inside its own
  // cell instead of running over the next one.
  cell: { overflowWrap: 'anywhere' },
  noData: { textAlign: 'center' },
  link: { textAlign: 'start', fontWeight: tokens.fontWeightSemibold },
});

export interface StaffListTableProps<Row, Column extends string> {
  label: string;
  rows: readonly Row[];
  columns: readonly StaffColumn<Row, Column>[];
  rowKey: (row: Row) => string;
  /** The column whose cell is the row's link-like control (its text is the row's accessible name). */
  linkColumn: Column;
  onRowClick: (row: Row) => void;
  sort: ColumnSort<Column> | null;
  onSort: (column: Column) => void;
  /** Shown in one full-width row when there are no rows ('No data available'). */
  emptyText?: string | undefined;
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
}: StaffListTableProps<Row, Column>) {
  const styles = useStyles();
  return (
    <div className={styles.wrapper}>
      <Table className={styles.table} aria-label={label}>
        <TableHeader>
          <TableRow>
            {columns.map((column) => (
              <TableHeaderCell
                key={column.id}
                sortable={column.sortable === true}
                sortDirection={sortDirection(sort, column.id)}
                onClick={column.sortable ? () => onSort(column.id) : undefined}
              >
                {column.header}
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.length === 0 && emptyText !== undefined && (
            <TableRow data-testid="staff-table-no-data">
              <TableCell colSpan={columns.length} className={styles.noData}>
                {emptyText}
              </TableCell>
            </TableRow>
          )}
          {rows.map((row) => (
            <TableRow
              key={rowKey(row)}
              className={styles.row}
              data-testid="staff-table-row"
              onClick={() => onRowClick(row)}
            >
              {columns.map((column) => (
                <TableCell key={column.id} className={styles.cell}>
                  {column.id === linkColumn ? (
                    <Link
                      as="button"
                      className={styles.link}
                      onClick={(event) => {
                        // The row's own click handler would open it a second time.
                        event.stopPropagation();
                        onRowClick(row);
                      }}
                    >
                      {column.render(row)}
                    </Link>
                  ) : (
                    column.render(row)
                  )}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
