import { Checkbox, Link } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { toggleRow } from './row-selection.ts';
import type { StaffRowSelection } from './staff-table-types.ts';

/** A row's (or a card's) own checkbox, named for the row. */
export function RowCheckbox<Row>({
  selection,
  row,
  rowKey,
}: {
  selection: StaffRowSelection<Row>;
  row: Row;
  rowKey: (row: Row) => string;
}) {
  return (
    <Checkbox
      aria-label={selection.rowLabel(row)}
      checked={selection.selected.has(rowKey(row))}
      onChange={(_event, data) => toggleRow(selection, rowKey(row), data.checked === true)}
    />
  );
}

/**
 * The link-like control that opens a row (or a card) from the keyboard; its text is the row's name.
 * The row's own click handler would open it a second time, so its click stops here.
 */
export function RowOpenLink({
  className,
  onOpen,
  children,
}: {
  className: string;
  onOpen: () => void;
  children: ReactNode;
}) {
  return (
    <Link
      as="button"
      className={className}
      onClick={(event) => {
        event.stopPropagation();
        onOpen();
      }}
    >
      {children}
    </Link>
  );
}
