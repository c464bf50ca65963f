import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { DialogFrame } from '../../components/dialog-frame/dialog-frame.tsx';
import {
  OrientationSchedulerForm,
  type OrientationSchedulerFormProps,
} from '../../components/orientation-scheduler/index.ts';
import { RegistrationProgress } from '../../components/registration-progress/registration-progress.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';

const useStyles = makeStyles({
  // 100%, not 100vw: 100vw counts a scrollbar's gutter and pushes the modal off-centre under it.
  surface: { width: 'min(600px, calc(100% - 16px))', maxWidth: 'none' },
  content: { display: 'grid', gap: tokens.spacingVerticalL },
  question: { margin: 0, fontSize: tokens.fontSizeBase400 },
  actions: { flexWrap: 'wrap' },
});

/** A stored registration is at progressLevel 1: 'Submit Registration' is done, processing is next. */
const STORED_PROGRESS_LEVEL = 1;

export interface PostRegistrationDialogProps {
  open: boolean;
  /** The student's first name, for "{first name}'s Registration Form is Complete!". */
  firstName: string;
  /** 'Schedule Orientation Now' is under way (the new registration is being read): both buttons wait. */
  busy?: boolean;
  onScheduleNow: () => void;
  /**
   * Set after 'Schedule Orientation Now': the modal turns into the Orientation Scheduler for the new
   * registration ('Close' leaves without one). One modal throughout: a second one opened as this one
   * closes would be hidden from screen readers by this one's aria-hidden.
   */
  scheduling?: Omit<OrientationSchedulerFormProps, 'secondaryActions'> & { onClose: () => void };
  onScheduleLater: () => void;
  /**
   * The dialog has finished closing. Navigate only then: a modal dialog unmounted while open leaves
   * its aria-hidden on the rest of the app, so the next page would be hidden from screen readers.
   */
  onClosed: () => void;
}

/**
 * The post-registration modal: the progress bar with the submit done, the
 * completion text and the two orientation choices, then (Now) the Orientation Scheduler. An alert
 * dialog: the registration is already stored, so the only ways on are its buttons (no close by
 * Escape or a click outside).
 */
export function PostRegistrationDialog({
  open,
  firstName,
  busy = false,
  onScheduleNow,
  scheduling,
  onScheduleLater,
  onClosed,
}: PostRegistrationDialogProps) {
  const { t } = useTranslation('addRegistration');
  const scheduler = useTranslation('orientationScheduler').t;
  const styles = useStyles();
  // One modal throughout (see `scheduling`); no way out but its buttons: Escape and a click outside
  // do nothing.
  return (
    <DialogFrame
      open={open}
      modalType="alert"
      title={scheduling ? scheduler('title') : t('complete.title', { firstName })}
      onClose={() => undefined}
      onClosed={onClosed}
      surfaceClassName={styles.surface}
      {...(scheduling
        ? {}
        : {
            contentClassName: styles.content,
            // The whole width, so the two choices sit side by side instead of wrapping in half of it.
            fluidActions: { className: styles.actions },
            actions: (
              <>
                <Button appearance="primary" disabled={busy} onClick={onScheduleNow}>
                  {t('complete.now')}
                </Button>
                <Button appearance="secondary" disabled={busy} onClick={onScheduleLater}>
                  {t('complete.later')}
                </Button>
              </>
            ),
          })}
    >
      {scheduling ? (
        <OrientationSchedulerForm
          registrationId={scheduling.registrationId}
          etag={scheduling.etag}
          onScheduled={scheduling.onScheduled}
          secondaryActions={<Button onClick={scheduling.onClose}>{scheduler('close')}</Button>}
        />
      ) : (
        <>
          <RegistrationProgress current={STORED_PROGRESS_LEVEL} />
          <p className={styles.question}>{t('complete.question')}</p>
        </>
      )}
    </DialogFrame>
  );
}
