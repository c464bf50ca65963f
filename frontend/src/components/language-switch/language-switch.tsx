import type { FamilyLanguage } from '@enroll/domain';
import { Button, makeStyles } from '@fluentui/react-components';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
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
 * switches, so nothing shows half in one language and nothing suspends: the page keeps its state
 * (a half-typed form stays filled). At least 44 × 44 px, first in the header's tab order after the logo.
 */
export function LanguageSwitch() {
  const styles = useStyles();
  const { t } = useTranslation();
  const language = useLanguage();
  const [switching, setSwitching] = useState(false);
  const location = useLocation();
  const navigate = useNavigate();
  const other: FamilyLanguage = language === 'es' ? 'en' : 'es';
  // A `?lang=` of the address would win over the new choice on a reload: it goes, the rest of the
  // address (the finder's search, the site) and the page's navigation state stay.
  const dropLangParam = () => {
    const params = new URLSearchParams(location.search);
    if (!params.has('lang')) return;
    params.delete('lang');
    const search = params.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true, state: location.state, preventScrollReset: true },
    );
  };
  const switchLanguage = () => {
    setSwitching(true);
    loadAllMessages(other)
      .then(() => {
        applyLanguage(other);
        dropLangParam();
      })
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
