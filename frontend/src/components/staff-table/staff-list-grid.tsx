import { Link, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

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
}

/** The grid view: one card per row; a click on the card or Enter on its title opens the row. */
export function StaffListGrid<Row>({
  label,
  rows,
  rowKey,
  rowName,
  renderCard,
  onRowClick,
}: StaffListGridProps<Row>) {
  const styles = useStyles();
  return (
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
          <h2 className={styles.title}>
            <Link
              as="button"
              className={styles.link}
              onClick={(event) => {
                event.stopPropagation();
                onRowClick(row);
              }}
            >
              {rowName(row)}
            </Link>
          </h2>
          {renderCard(row)}
        </li>
      ))}
    </ul>
  );
}
