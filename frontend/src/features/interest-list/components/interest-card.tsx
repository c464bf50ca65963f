import type { InterestListRow, InterestSortColumn } from '@enroll/domain';
import { makeStyles, tokens } from '@fluentui/react-components';
import { Fragment } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { INTEREST_FACTS } from './interest-columns.tsx';

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

// The name is the card's title; the other facts follow as in the table.
const CARD_FACTS: readonly InterestSortColumn[] = [
  'age',
  'createdAt',
  'status',
  'learningCenterName',
  'phone',
  'primaryEmail',
  'lastContactDate',
];

/** A grid card's body: the row's facts as a description list. */
export function InterestCard({ row }: { row: InterestListRow }) {
  const { t } = useTranslation('interestList');
  const styles = useStyles();
  return (
    <dl className={styles.list}>
      {CARD_FACTS.map((id) => (
        <Fragment key={id}>
          <dt className={styles.term}>{t(`columns.${id}`)}</dt>
          <dd className={styles.value}>{INTEREST_FACTS[id](row)}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
