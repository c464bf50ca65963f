import { Checkbox, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { RowCheckbox, RowOpenLink } from './row-controls.tsx';
import { selectAllState, toggleAll } from './row-selection.ts';
import type { StaffRowSelection } from './staff-table-types.ts';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
    gap: tokens.spacingHorizontalL,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  card: {
    display: 'grid',
    alignContent: 'start',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
    cursor: 'pointer',
    minWidth: 0,
  },
  root: { display: 'grid', gap: tokens.spacingVerticalS },
  heading: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, minWidth: 0 },
  title: { margin: 0, fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400 },
  link: { textAlign: 'start', fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
});

export interface StaffListGridProps<Row> {
  label: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The card's title: a link-like control that opens the row. */
  rowName: (row: Row) => string;
  renderCard: (row: Row) => ReactNode;
  onRowClick: (row: Row) => void;
  /** A checkbox on each card, and select-all over the cards. */
  selection?: StaffRowSelection<Row> | undefined;
}

/** The grid view: one card per row; a click on the card or Enter on its title opens the row. */
export function StaffListGrid<Row>({
  label,
  rows,
  rowKey,
  rowName,
  renderCard,
  onRowClick,
  selection,
}: StaffListGridProps<Row>) {
  const styles = useStyles();
  const cards = (
    <ul className={styles.grid} aria-label={label}>
      {rows.map((row) => (
        // The card's mouse click is a convenience; the title's button is the keyboard's way in.
        // biome-ignore lint/a11y/useKeyWithClickEvents: the title button inside handles the keyboard
        <li
          key={rowKey(row)}
          className={styles.card}
          data-testid="staff-table-card"
          onClick={() => onRowClick(row)}
        >
          <div className={styles.heading}>
            {selection && (
              // A click on the box selects the card; it must not open it too.
              // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: only stops the card's click; the box has the keyboard
              <span onClick={(event) => event.stopPropagation()}>
                <RowCheckbox selection={selection} row={row} rowKey={rowKey} />
              </span>
            )}
            <h2 className={styles.title}>
              <RowOpenLink className={styles.link} onOpen={() => onRowClick(row)}>
                {rowName(row)}
              </RowOpenLink>
            </h2>
          </div>
          {renderCard(row)}
        </li>
      ))}
    </ul>
  );
  if (!selection) return cards;
  return (
    <div className={styles.root}>
      <Checkbox
        label={selection.allLabel}
        checked={selectAllState(selection, rows, rowKey)}
        onChange={() => toggleAll(selection, rows, rowKey)}
      />
      {cards}
    </div>
  );
}
