import { ageOn, isAdultOn, US_STATES, usesUsState } from '@enroll/domain';
import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useAddInterest } from '../add-interest-context.tsx';
import type { AddInterestValues } from '../add-interest-storage.ts';

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalL, minWidth: 0 },
  intro: { margin: 0, color: tokens.colorNeutralForeground2 },
  section: { display: 'grid', gap: tokens.spacingVerticalXS, minWidth: 0 },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  list: {
    display: 'grid',
    gridTemplateColumns: 'minmax(120px, max-content) 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXXS,
    margin: 0,
  },
  term: { fontWeight: tokens.fontWeightSemibold },
  detail: { margin: 0, overflowWrap: 'anywhere' },
});

type Row = [label: string, value: string];

function stateName(code: string): string {
  return US_STATES.find(([stateCode]) => stateCode === code)?.[1] ?? code;
}

function Section({ title, rows }: { title: string; rows: Row[] }) {
  const styles = useStyles();
  const { t } = useTranslation('addInterest');
  return (
    <section className={styles.section}>
      <h3 className={styles.heading}>{title}</h3>
      <dl className={styles.list}>
        {rows.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt className={styles.term}>{label}</dt>
            <dd className={styles.detail}>{value === '' ? t('review.empty') : value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Level 5: every answer the entry will hold (the parent only for a minor, mailing only when it differs). */
export function ReviewLevel() {
  const { t } = useTranslation('addInterest');
  const styles = useStyles();
  const { draft, site } = useAddInterest();
  const address = (values: AddInterestValues, prefix: '' | 'mailing'): Row[] => {
    const read = (field: string) =>
      String(
        values[
          (prefix === ''
            ? field
            : `mailing${field.charAt(0).toUpperCase()}${field.slice(1)}`) as keyof AddInterestValues
        ],
      );
    const country = read('country');
    return [
      [t('fields.country'), country],
      [t('fields.street1'), read('street1')],
      [t('fields.street2'), read('street2')],
      [t('fields.city'), read('city')],
      usesUsState(country)
        ? [t('fields.state'), stateName(read('state'))]
        : [t('fields.region'), read('region')],
      [t('fields.zipCode'), read('zipCode')],
    ];
  };
  const age = ageOn(draft.birthDate);
  return (
    <div className={styles.root} data-testid="add-interest-review">
      <Text as="p" className={styles.intro}>
        {t('review.intro')}
      </Text>
      <Section
        title={t('review.learningCenter')}
        rows={[
          [t('site.name'), site?.name ?? ''],
          [t('site.charter'), site?.charter.name ?? ''],
          [t('site.address'), site?.address ?? ''],
        ]}
      />
      <Section
        title={t('review.student')}
        rows={[
          [t('fields.studentFirstName'), draft.studentFirstName],
          [t('fields.studentLastName'), draft.studentLastName],
          [t('fields.birthDate'), draft.birthDate],
          [t('review.age'), age === null ? '' : String(age)],
          [t('fields.gradeLevel'), draft.gradeLevel],
        ]}
      />
      {!isAdultOn(draft.birthDate) && (
        <Section
          title={t('review.parent')}
          rows={[
            [t('fields.parentRelationship'), draft.parentRelationship],
            [t('fields.parentFirstName'), draft.parentFirstName],
            [t('fields.parentLastName'), draft.parentLastName],
          ]}
        />
      )}
      <Section
        title={t('review.contact')}
        rows={[
          [t('fields.primaryEmail'), draft.primaryEmail],
          [t('fields.phone'), draft.phone],
        ]}
      />
      <Section title={t('review.physicalAddress')} rows={address(draft, '')} />
      {draft.sameAddress ? (
        <Section
          title={t('review.mailingAddress')}
          rows={[[t('review.mailingAddress'), t('review.sameAddress')]]}
        />
      ) : (
        <Section title={t('review.mailingAddress')} rows={address(draft, 'mailing')} />
      )}
    </div>
  );
}
