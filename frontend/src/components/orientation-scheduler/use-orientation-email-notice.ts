import { useCallback } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useNotify } from '../notification-banner/notification-banner.tsx';
import './i18n/register.ts';

/** After a save of the scheduler: the banner 'Orientation Email Sent' (spec section 8) when a mail was asked for. */
export function useOrientationEmailNotice(): (emailSent: boolean) => void {
  const { t } = useTranslation('orientationScheduler');
  const notify = useNotify();
  return useCallback(
    (emailSent: boolean) => {
      if (emailSent) notify('success', t('emailSent'));
    },
    [notify, t],
  );
}
