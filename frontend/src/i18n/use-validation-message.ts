import { useCallback } from 'react';
import './i18n.ts';
import { hasMessage } from './translate.ts';
import { useTranslation } from './use-translation.ts';

/** Translates a domain message key ('interest.zip.invalid'); other texts are shown as they are. */
export function useValidationMessage(): (key: string | undefined) => string | undefined {
  const { t } = useTranslation('validation');
  return useCallback(
    (key) => {
      if (!key) return undefined;
      return hasMessage('validation', key) ? t(key) : key;
    },
    [t],
  );
}
