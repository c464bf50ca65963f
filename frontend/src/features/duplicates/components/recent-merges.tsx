import { type DuplicateMerge, type DuplicateRecordName, LEVEL_ADMIN, usDateTime } from '@enroll/domain';
import { Button, makeStyles, Title2, tokens } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog.tsx';
import { LoadFailed } from '../../../components/load-failed/load-failed.tsx';
import { useNotify } from '../../../components/notification-banner/notification-banner.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { isAtLeast, useStaffUser } from '../../../staff-session/index.ts';
import { useMerges, useUndoMerge } from '../api/merges.ts';
import { recordDetailPath } from '../duplicate-records.ts';
import { CARD } from './card-style.ts';
import { useRecordNaming } from './record-names.ts';

const useStyles = makeStyles({
  section: { display: 'grid', gap: tokens.spacingVerticalM, minWidth: 0 },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalM },
  merge: { ...CARD, gap: tokens.spacingVerticalXS, overflowWrap: 'anywhere' },
  line: { margin: 0 },
  who: { margin: 0, color: tokens.colorNeutralForeground2 },
  undo: { justifySelf: 'start' },
});

/**
 * 'Recent merges' (GET /api/duplicates/merges, the ones that can still be undone): each merge's
 * survivor (linked) and merged records, named when the list knows them, else by kind and id; who and
 * when; for an Admin and up 'Undo merge' with a confirmation.
 */
export function RecentMerges({ names }: { names: readonly DuplicateRecordName[] }) {
  const { t } = useTranslation('duplicates');
  const styles = useStyles();
  const notify = useNotify();
  const user = useStaffUser();
  const merges = useMerges();
  // A merged record leaves the list's names: each merge keeps its records' own (the list's, newer, win).
  const known = useMemo(
    () => [...(merges.data?.merges.flatMap((merge) => merge.names) ?? []), ...names],
    [names, merges.data],
  );
  const naming = useRecordNaming(known);
  const undo = useUndoMerge();
  const [undoing, setUndoing] = useState<DuplicateMerge | null>(null);
  const canUndo = isAtLeast(user.level, LEVEL_ADMIN);
  const { label } = naming;

  const confirm = async () => {
    if (!undoing) return;
    try {
      await undo.mutateAsync(undoing.id);
      notify('success', t('merges.undone'));
    } catch (error) {
      // Already undone or too old: said, and the list read again without it.
      notify('warning', error instanceof ApiError ? error.message : t('merges.undoFailed'));
      await merges.refetch();
    }
  };

  return (
    <section className={styles.section} aria-labelledby="recent-merges">
      <Title2 as="h2" id="recent-merges">
        {t('merges.title')}
      </Title2>
      {merges.isError ? (
        <LoadFailed message={t('merges.loadFailed')} onRetry={() => void merges.refetch()} />
      ) : merges.data?.merges.length === 0 ? (
        <p className={styles.line}>{t('merges.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {merges.data?.merges.map((merge) => (
            <li key={merge.id} className={styles.merge} data-testid={`merge-${merge.id}`}>
              <p className={styles.line} id={`merge-${merge.id}`}>
                {t('merges.kept')} <Link to={recordDetailPath(merge.survivor)}>{label(merge.survivor)}</Link>
                {' · '}
                {t('merges.merged', { records: merge.merged.map(label).join(', ') })}
              </p>
              <p className={styles.who}>{t('merges.by', { by: merge.by, at: usDateTime(merge.at) })}</p>
              {canUndo ? (
                <Button
                  className={styles.undo}
                  aria-describedby={`merge-${merge.id}`}
                  onClick={() => setUndoing(merge)}
                >
                  {t('merges.undo')}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={undoing !== null}
        title={t('merges.undoTitle')}
        confirmLabel={t('merges.undo')}
        onConfirm={confirm}
        onClose={() => setUndoing(null)}
        body={
          undoing ? (
            <p>
              {t('merges.undoText', {
                survivor: label(undoing.survivor),
                records: undoing.merged.map(label).join(', '),
              })}
            </p>
          ) : null
        }
      />
    </section>
  );
}
