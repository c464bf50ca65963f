import { ACCESS_LOG_KIND_LABELS, type AccessEntity, usDateTime } from '@enroll/domain';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useRecordAccess } from '../../api/access-log/get-record-access.ts';
import { registerMessages } from '../../i18n/i18n.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { DetailSection, SectionLoadState } from '../detail-frame/index.ts';
import { enRecordAccess } from './i18n/en.ts';

registerMessages('recordAccess', enRecordAccess);

const useStyles = makeStyles({
  intro: { margin: `0 0 ${tokens.spacingVerticalS}`, color: tokens.colorNeutralForeground2 },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalS },
  line: { display: 'grid', gap: tokens.spacingVerticalXXS },
  // A long e-mail address wraps rather than widening the page on a phone.
  who: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  how: { color: tokens.colorNeutralForeground2 },
});

/**
 * "Who Has Seen This Record" on a detail page (Admins and up; the API refuses anyone else): every
 * staff read of the record from the access log, newest first.
 */
export function RecordAccessSection({ entity, id }: { entity: AccessEntity; id: string }) {
  const { t } = useTranslation('recordAccess');
  const styles = useStyles();
  const access = useRecordAccess(entity, id);
  const accesses = access.data?.accesses ?? [];
  return (
    <DetailSection title={t('title')} rows={[]}>
      <p className={styles.intro}>{t('intro')}</p>
      <SectionLoadState
        query={access}
        empty={accesses.length === 0}
        loading={t('loading')}
        failed={t('failed')}
        none={t('none')}
      />
      {accesses.length > 0 ? (
        <ul className={styles.list} aria-label={t('listLabel')} data-testid="record-access">
          {accesses.map((line) => (
            <li key={line.id} className={styles.line}>
              <span className={styles.who}>{line.staffEmail}</span>
              <span className={styles.how}>
                <time dateTime={line.at}>{usDateTime(line.at)}</time> · {ACCESS_LOG_KIND_LABELS[line.kind]} ·{' '}
                {line.screen}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </DetailSection>
  );
}
