import { makeStyles, tokens } from '@fluentui/react-components';
import { Fragment } from 'react';
import type { StaffColumn } from './staff-table-types.ts';

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXXS,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground2 },
  value: { margin: 0, overflowWrap: 'anywhere' },
});

export interface StaffListCardFactsProps<Row, Column extends string> {
  row: Row;
  /** The list view's columns: a fact is shown with its column's header and cell. */
  columns: readonly StaffColumn<Row, Column>[];
  /** The card's facts in the card's order (the name is the card's title, so it is not one of them). */
  facts: readonly Column[];
}

/** A grid card's body: the row's facts as a description list, worded as the list view's columns. */
export function StaffListCardFacts<Row, Column extends string>({
  row,
  columns,
  facts,
}: StaffListCardFactsProps<Row, Column>) {
  const styles = useStyles();
  return (
    <dl className={styles.list}>
      {facts.map((id) => {
        const column = columns.find((candidate) => candidate.id === id);
        if (!column) return null;
        return (
          <Fragment key={id}>
            <dt className={styles.term}>{column.header}</dt>
            <dd className={styles.value}>{column.render(row)}</dd>
          </Fragment>
        );
      })}
    </dl>
  );
}
