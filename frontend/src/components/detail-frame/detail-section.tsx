import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { registerMessages } from '../../i18n/i18n.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { enDetailFrame } from './i18n/en.ts';

registerMessages('detailFrame', enDetailFrame);

/** One label/value line of a section; an empty value (null, undefined, '') is shown as '—'. */
export interface DetailRow {
  label: string;
  value: ReactNode;
}

const useStyles = makeStyles({
  section: {
    display: 'grid',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  title: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  list: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    rowGap: tokens.spacingVerticalXS,
    columnGap: tokens.spacingHorizontalL,
    margin: 0,
    '@media (min-width: 769px)': { gridTemplateColumns: 'minmax(160px, 14rem) minmax(0, 1fr)' },
  },
  label: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground2 },
  value: {
    margin: 0,
    overflowWrap: 'anywhere',
    paddingBottom: tokens.spacingVerticalXS,
    '@media (min-width: 769px)': { paddingBottom: 0 },
  },
});

function isEmpty(value: ReactNode): boolean {
  return value === null || value === undefined || value === '' || value === false;
}

export interface DetailSectionProps {
  title: string;
  rows: DetailRow[];
  /** Anything shown under the rows (a list, a note). */
  children?: ReactNode;
}

/** A titled section of a staff detail page: an h2 and a definition list of label/value rows. */
export function DetailSection({ title, rows, children }: DetailSectionProps) {
  const { t } = useTranslation('detailFrame');
  const styles = useStyles();
  const headingId = `detail-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      {rows.length > 0 ? (
        <dl className={styles.list}>
          {rows.map((row) => (
            <div key={row.label} style={{ display: 'contents' }}>
              <dt className={styles.label}>{row.label}</dt>
              <dd className={styles.value}>{isEmpty(row.value) ? t('empty') : row.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {children}
    </section>
  );
}
