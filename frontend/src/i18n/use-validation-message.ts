import { useTranslation } from 'react-i18next';

/** Translates a domain message key ('interest.zip.invalid'); other texts are shown as they are. */
export function useValidationMessage(): (key: string | undefined) => string | undefined {
  const { t, i18n } = useTranslation('validation');
  return (key) => {
    if (!key) return undefined;
    return i18n.exists(key, { ns: 'validation', keySeparator: false })
      ? t(key, { keySeparator: false })
      : key;
  };
}
