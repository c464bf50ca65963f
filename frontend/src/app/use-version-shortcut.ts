import { useEffect } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';

/** Ctrl+Shift+Q shows the app version in an alert. */
export function useVersionShortcut(): void {
  const { t } = useTranslation();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey && event.shiftKey && event.key.toLowerCase() === 'q') {
        event.preventDefault();
        window.alert(t('common.version', { version: __APP_VERSION__ }));
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [t]);
}
