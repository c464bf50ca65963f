import { useCallback } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useNotify } from '../notification-banner/notification-banner.tsx';
import './i18n/register.ts';

/** After a save of the scheduler: 'Orientation Email Sent' when a mail was asked for, else that it is saved without one. */
export function useOrientationEmailNotice(): (emailSent: boolean) => void {
  const { t } = useTranslation('orientationScheduler');
  const notify = useNotify();
  return useCallback(
    (emailSent: boolean) => {
      notify('success', emailSent ? t('emailSent') : t('savedWithoutEmail'));
    },
    [notify, t],
  );
}
