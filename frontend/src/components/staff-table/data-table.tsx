import {
  makeStyles,
  Table,
  TableBody,
  TableCell,
  type TableCellProps,
  TableHeader,
  TableHeaderCell,
  type TableProps,
  TableRow,
  type TableRowProps,
} from '@fluentui/react-components';
import type { MouseEvent, ReactNode } from 'react';
import { SidewaysScroll } from '../sideways-scroll/index.ts';

const useStyles = makeStyles({
  noData: { textAlign: 'center' },
});

/** The `data-` attributes an element may carry (a test id, data a style draws). */
type DataAttributes = { [name: `data-${string}`]: string };

/** How a sortable column's header sorts: its direction now (none when sorted by another column). */
export interface DataColumnSort {
  direction: 'ascending' | 'descending' | undefined;
  onSort: (event: MouseEvent) => void;
}

/** One column of a table: its header and the cell it shows for a row. */
export interface DataColumn<Row> {
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** The header cell's class (a column's width, a column hidden on a phone). */
  headerClassName?: string | undefined;
  /** Each of the column's cells' class. */
  cellClassName?: string | undefined;
  /** More of a cell's attributes, from its row (data drawn by CSS, a click that must not reach the row). */
  cellProps?: ((row: Row) => TableCellProps & DataAttributes) | undefined;
  /** A sortable column: its header is a button with aria-sort. */
  sort?: DataColumnSort | undefined;
}

export interface DataTableProps<Row> {
  /** The table's accessible name (and its scrolling area's). */
  label: string;
  rows: readonly Row[];
  columns: readonly DataColumn<Row>[];
  rowKey: (row: Row) => string;
  className?: string | undefined;
  size?: TableProps['size'];
  /** A row's own attributes (its class, click, test id, aria-selected). */
  rowProps?: ((row: Row) => TableRowProps & DataAttributes) | undefined;
  /** Shown in one full-width row when there are no rows. */
  emptyText?: string | undefined;
  /** A table wider than the screen scrolls sideways in a named region, with a hint. */
  scrolls?: boolean;
}

/**
 * The one way to draw a table of rows: the columns' headers, then a row of their cells for each row.
 * A screen describes its columns (`{ id, header, cell(row) }`) and leaves the markup to this.
 */
export function DataTable<Row>({
  label,
  rows,
  columns,
  rowKey,
  className,
  size,
  rowProps,
  emptyText,
  scrolls = false,
}: DataTableProps<Row>) {
  const styles = useStyles();
  const table = (
    <Table className={className} aria-label={label} {...(size ? { size } : {})}>
      <TableHeader>
        <TableRow>
          {columns.map((column) => (
            <TableHeaderCell
              key={column.id}
              className={column.headerClassName}
              sortable={column.sort !== undefined}
              sortDirection={column.sort?.direction}
              onClick={column.sort?.onSort}
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
          <TableRow key={rowKey(row)} {...rowProps?.(row)}>
            {columns.map((column) => (
              <TableCell key={column.id} className={column.cellClassName} {...column.cellProps?.(row)}>
                {column.cell(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
  return scrolls ? <SidewaysScroll label={label}>{table}</SidewaysScroll> : table;
}
