import { Button, makeStyles } from '@fluentui/react-components';
import type { VersionedRegistration } from '../../api/registrations/get-registration.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { DialogFrame } from '../dialog-frame/dialog-frame.tsx';
import './i18n/register.ts';
import type { CurrentOrientation } from './orientation-form-values.ts';
import { OrientationSchedulerForm } from './orientation-scheduler-form.tsx';

const useStyles = makeStyles({
  // 100% of the screen's usable width, not 100vw: that counts a scrollbar's gutter and pushes the
  // modal off-centre under it.
  surface: { width: 'min(600px, calc(100% - 32px))', maxWidth: 'none' },
});

export interface OrientationSchedulerDialogProps {
  open: boolean;
  registrationId: string;
  /** The registration's ETag as read by the caller (If-Match of the save). */
  etag: string | null;
  /**
   * A reschedule: the form starts from the registration's current orientation, and
   * the way out is 'Cancel Reschedule' instead of 'Close'.
   */
  reschedule?: boolean;
  /** The registration's orientation now (what a reschedule starts from). */
  current?: CurrentOrientation;
  onClose: () => void;
  /** Saved; the caller closes the modal and shows 'Orientation Email Sent' when `emailSent`. */
  onScheduled: (saved: VersionedRegistration, emailSent: boolean) => void;
  /**
   * The modal has finished closing. Navigate only then: a modal removed while open leaves its
   * aria-hidden on the rest of the app.
   */
  onClosed?: () => void;
}

/**
 * The 'Orientation Scheduler' modal around the form. The form is mounted only while open, so each
 * opening reads the site's options and starts afresh; Escape is the same as Close.
 */
export function OrientationSchedulerDialog({
  open,
  registrationId,
  etag,
  reschedule = false,
  current,
  onClose,
  onScheduled,
  onClosed,
}: OrientationSchedulerDialogProps) {
  const { t } = useTranslation('orientationScheduler');
  const styles = useStyles();
  return (
    <DialogFrame
      open={open}
      title={t('title')}
      busy={false}
      onClose={onClose}
      onClosed={onClosed}
      surfaceClassName={styles.surface}
    >
      {open ? (
        <OrientationSchedulerForm
          registrationId={registrationId}
          etag={etag}
          {...(current ? { current } : {})}
          onScheduled={onScheduled}
          secondaryActions={
            <Button appearance="secondary" onClick={onClose}>
              {reschedule ? t('cancelReschedule') : t('close')}
            </Button>
          }
        />
      ) : null}
    </DialogFrame>
  );
}
