import { usDateTime } from '@enroll/domain';
import { makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { DetailSection } from '../../components/detail-frame/index.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useInterestNotes } from './api/get-interest-notes.ts';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalM },
  note: {
    display: 'grid',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalM,
    borderLeft: `4px solid ${tokens.colorBrandStroke1}`,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  meta: {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXXS,
    margin: 0,
    color: tokens.colorNeutralForeground2,
  },
  pair: { display: 'flex', gap: tokens.spacingHorizontalXS },
  term: { fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0, overflowWrap: 'anywhere' },
  text: { margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
});

/** The entry's contact notes, newest first as the server lists them: when, status, who, and the text. */
export function ContactNotes({ interestId }: { interestId: string }) {
  const { t } = useTranslation('interestDetail');
  const styles = useStyles();
  const notes = useInterestNotes(interestId);
  return (
    <DetailSection title={t('sections.notes')} rows={[]}>
      {notes.isPending ? <Spinner size="small" label={t('notes.loading')} /> : null}
      {notes.isError ? <p role="alert">{t('notes.loadFailed')}</p> : null}
      {notes.isSuccess && notes.data.length === 0 ? <p className={styles.value}>{t('notes.empty')}</p> : null}
      {notes.isSuccess && notes.data.length > 0 ? (
        <ul className={styles.list} data-testid="contact-notes">
          {notes.data.map((note) => (
            <li key={note.id} className={styles.note}>
              <dl className={styles.meta}>
                <div className={styles.pair}>
                  <dt className={styles.term}>{t('notes.timestamp')}</dt>
                  <dd className={styles.value}>
                    <time dateTime={note.timestamp}>{usDateTime(note.timestamp)}</time>
                  </dd>
                </div>
                <div className={styles.pair}>
                  <dt className={styles.term}>{t('notes.status')}</dt>
                  <dd className={styles.value}>{note.status}</dd>
                </div>
                <div className={styles.pair}>
                  <dt className={styles.term}>{t('notes.username')}</dt>
                  <dd className={styles.value}>{note.Username}</dd>
                </div>
                <div className={styles.pair}>
                  <dt className={styles.term}>{t('notes.email')}</dt>
                  <dd className={styles.value}>{note.email}</dd>
                </div>
              </dl>
              <p className={styles.text}>{note.notes}</p>
            </li>
          ))}
        </ul>
      ) : null}
    </DetailSection>
  );
}
