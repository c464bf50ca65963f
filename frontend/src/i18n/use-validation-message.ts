import { useCallback } from 'react';
import './i18n.ts';
import { hasMessage, translate } from './translate.ts';

/** Translates a domain message key ('interest.zip.invalid'); other texts are shown as they are. */
export function useValidationMessage(): (key: string | undefined) => string | undefined {
  return useCallback((key) => {
    if (!key) return undefined;
    return hasMessage('validation', key) ? translate('validation', key) : key;
  }, []);
}
