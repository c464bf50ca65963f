import type { RegistrationListRow, RegistrationSortColumn } from '@enroll/domain';
import { makeStyles, tokens } from '@fluentui/react-components';
import { Fragment } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { REGISTRATION_FACTS } from './registration-columns.tsx';

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

// The name is the card's title; then the spec's card facts in its order: age, submit date, status,
// enrollment type, site, phone, email.
const CARD_FACTS: readonly RegistrationSortColumn[] = [
  'age',
  'createdAt',
  'status',
  'enrollmentType',
  'learningCenterName',
  'phone',
  'email',
];

/** A grid card's body: the row's facts as a description list. */
export function RegistrationCard({ row }: { row: RegistrationListRow }) {
  const { t } = useTranslation('registrationList');
  const styles = useStyles();
  return (
    <dl className={styles.list}>
      {CARD_FACTS.map((id) => (
        <Fragment key={id}>
          <dt className={styles.term}>{t(`columns.${id}`)}</dt>
          <dd className={styles.value}>{REGISTRATION_FACTS[id](row)}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
