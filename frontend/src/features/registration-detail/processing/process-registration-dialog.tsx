import {
  MATCH_ACTIONS,
  type MatchActionName,
  pendingActionOf,
  type RegistrationRecord,
} from '@enroll/domain';
import { Button, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useUpdateRegistrationStatus } from '../../../api/registrations/update-registration-status.ts';
import { DialogFrame } from '../../../components/dialog-frame/dialog-frame.tsx';
import {
  OrientationSchedulerForm,
  useOrientationEmailNotice,
} from '../../../components/orientation-scheduler/index.ts';
import {
  type WriteFailure,
  WriteFailureMessage,
  writeFailureOf,
} from '../../../components/write-failure/write-failure.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { ProcessSteps } from './process-steps.tsx';
import type { RegistrationDialogProps } from './registration-dialog-props.ts';
import { StudentMatchStep } from './student-match-step.tsx';

const useStyles = makeStyles({
  // Spec: the modal is 100% wide at processing level 0 (the match table), else 75%; a phone gets it all.
  surface: {
    maxWidth: 'none',
    boxSizing: 'border-box',
    // 100%, not 100vw: 100vw counts a scrollbar's gutter and pushes the modal off-centre under it.
    '@media (max-width: 640px)': { width: 'calc(100% - 16px)' },
  },
  full: { width: '100%' },
  wide: { width: '75%' },
  content: { display: 'grid', gap: tokens.spacingVerticalL, minWidth: 0 },
  stage: { display: 'grid', gap: tokens.spacingVerticalM, minWidth: 0 },
  buttons: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  summary: {
    display: 'grid',
    gridTemplateColumns: 'max-content minmax(0, 1fr)',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    margin: 0,
  },
  term: { fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0, overflowWrap: 'anywhere' },
  complete: { display: 'grid', gap: tokens.spacingVerticalS },
  completeTitle: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
});

/** Where the dialog is: the match, the pending action's question, the orientation, or done. */
type Stage =
  | { kind: 'match' }
  | { kind: 'pending'; action: MatchActionName }
  | { kind: 'orientation'; scheduleAnother: boolean }
  | { kind: 'complete' };

/** Level 0 starts at the match; level 1 at the pending action's question if any, else at the orientation. */
function firstStage(record: RegistrationRecord): Stage {
  if (record.processingLevel < 1) return { kind: 'match' };
  const pending = pendingActionOf(record.status);
  return pending ? { kind: 'pending', action: pending } : { kind: 'orientation', scheduleAnother: false };
}

const stepOf = (stage: Stage): 0 | 1 | 2 =>
  stage.kind === 'complete' ? 2 : stage.kind === 'orientation' ? 1 : 0;

/**
 * 'Process Registration' (mounted while open): step 1 'Student Match Check' (StudentMatchStep; a
 * pending action then asks 'Is the {action} completed?'), step 2 'Schedule/Confirm Orientation'
 * (confirm the orientation set ahead, or schedule one), then 'Registration Processing is complete.'.
 * Every step is saved as it is taken, so closing part-way keeps what was done.
 */
export function ProcessRegistrationDialog({
  registration,
  onClose,
  onReload,
}: Omit<RegistrationDialogProps, 'onSaved'>) {
  const { t } = useTranslation('registrationDetail');
  const styles = useStyles();
  const orientationEmailNotice = useOrientationEmailNotice();
  const { record, etag } = registration;
  const [stage, setStage] = useState<Stage>(() => firstStage(record));
  const [openedAtLevel] = useState(record.processingLevel);
  const confirmOrientation = useUpdateRegistrationStatus();
  const [failure, setFailure] = useState<WriteFailure | null>(null);

  const afterMatch = (action: MatchActionName | null) => {
    const pending = MATCH_ACTIONS.find((entry) => entry.action === action && entry.pending);
    setStage(
      pending ? { kind: 'pending', action: pending.action } : { kind: 'orientation', scheduleAnother: false },
    );
  };

  const confirm = async () => {
    setFailure(null);
    try {
      await confirmOrientation.mutateAsync({
        id: record.id,
        change: { change: 'orientationConfirmed' },
        etag,
      });
      setStage({ kind: 'complete' });
    } catch (error) {
      setFailure(writeFailureOf(error, t('writeFailed')));
    }
  };

  const scheduled = (emailSent: boolean) => {
    orientationEmailNotice(emailSent);
    setStage({ kind: 'complete' });
  };

  const orientationStage = (scheduleAnother: boolean) => {
    if (record.orientationScheduled && !scheduleAnother) {
      return (
        <div className={styles.stage}>
          <Text as="p">{t('process.orientation.scheduledIntro')}</Text>
          <dl className={styles.summary}>
            <dt className={styles.term}>{t('process.orientation.type')}</dt>
            <dd className={styles.value}>
              {record.orientationType ? t(`orientationTypes.${record.orientationType}`) : '—'}
            </dd>
            {record.orientationType === 'VIRTUAL' ? (
              <>
                <dt className={styles.term}>{t('process.orientation.link')}</dt>
                <dd className={styles.value}>{record.orientationLink || '—'}</dd>
              </>
            ) : (
              <>
                <dt className={styles.term}>{t('process.orientation.time')}</dt>
                <dd className={styles.value}>{record.orientationTime || '—'}</dd>
              </>
            )}
          </dl>
          <div className={styles.buttons}>
            <Button
              appearance="primary"
              disabled={confirmOrientation.isPending}
              onClick={() => void confirm()}
            >
              {confirmOrientation.isPending
                ? t('process.orientation.confirming')
                : t('process.orientation.confirm')}
            </Button>
            <Button
              disabled={confirmOrientation.isPending}
              onClick={() => setStage({ kind: 'orientation', scheduleAnother: true })}
            >
              {t('process.orientation.scheduleAnother')}
            </Button>
          </div>
          <WriteFailureMessage failure={failure} onReload={onReload} onReloaded={() => setFailure(null)} />
        </div>
      );
    }
    return (
      <OrientationSchedulerForm
        registrationId={record.id}
        etag={etag}
        onScheduled={(_saved, emailSent) => scheduled(emailSent)}
        secondaryActions={
          record.orientationScheduled ? (
            <Button onClick={() => setStage({ kind: 'orientation', scheduleAnother: false })}>
              {t('process.orientation.keepScheduled')}
            </Button>
          ) : undefined
        }
      />
    );
  };

  const body = () => {
    switch (stage.kind) {
      case 'match':
        return (
          <StudentMatchStep
            registrationId={record.id}
            etag={etag}
            onSaved={(_saved, action) => afterMatch(action)}
            onReload={onReload}
          />
        );
      case 'pending':
        return (
          <div className={styles.stage}>
            <Text as="p" weight="semibold">
              {t('process.pending.question', { action: stage.action })}
            </Text>
            <div className={styles.buttons}>
              <Button
                appearance="primary"
                onClick={() => setStage({ kind: 'orientation', scheduleAnother: false })}
              >
                {t('process.pending.yes')}
              </Button>
              <Button onClick={onClose}>{t('process.pending.stillPending')}</Button>
            </div>
          </div>
        );
      case 'orientation':
        return orientationStage(stage.scheduleAnother);
      case 'complete':
        return (
          <div className={styles.complete} role="status">
            <p className={styles.completeTitle}>{t('process.complete.title')}</p>
            <Text as="p">{t('process.complete.ready', { name: record.firstName })}</Text>
          </div>
        );
    }
  };

  const busy = confirmOrientation.isPending;
  return (
    <DialogFrame
      title={t('process.title')}
      busy={busy}
      onClose={onClose}
      surfaceClassName={mergeClasses(styles.surface, openedAtLevel < 1 ? styles.full : styles.wide)}
      contentClassName={styles.content}
      actions={
        <Button
          appearance={stage.kind === 'complete' ? 'primary' : 'secondary'}
          disabled={busy}
          onClick={onClose}
        >
          {t('process.close')}
        </Button>
      }
    >
      <ProcessSteps current={stepOf(stage)} />
      {body()}
    </DialogFrame>
  );
}
