import type { FamilyLanguage } from '@enroll/domain';
import { Button, makeStyles } from '@fluentui/react-components';
import { useState } from 'react';
import { applyLanguage } from '../../i18n/language.ts';
import { loadAllMessages } from '../../i18n/translate.ts';
import { useLanguage } from '../../i18n/use-language.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';

const useStyles = makeStyles({
  // At least 44 × 44 px: a thumb on a phone must hit it.
  button: { minHeight: '44px', minWidth: '44px' },
});

/**
 * English / Español: the one button names the other language in that language (marked with its
 * `lang`, so a screen reader says it right). The new language's texts are fetched before the page
 * switches, so nothing shows half in one language.
 */
export function LanguageSwitch() {
  const styles = useStyles();
  const { t } = useTranslation();
  const language = useLanguage();
  const [switching, setSwitching] = useState(false);
  const other: FamilyLanguage = language === 'es' ? 'en' : 'es';
  const switchLanguage = () => {
    setSwitching(true);
    loadAllMessages(other)
      .then(() => applyLanguage(other))
      .catch(() => undefined) // offline: stay in the current language; the button can be pressed again
      .finally(() => setSwitching(false));
  };
  return (
    <nav aria-label={t('languageSwitch.label')}>
      <Button
        appearance="subtle"
        className={styles.button}
        lang={other}
        onClick={switchLanguage}
        disabledFocusable={switching}
        data-testid="language-switch"
      >
        {t('languageSwitch.switchTo')}
      </Button>
    </nav>
  );
}
