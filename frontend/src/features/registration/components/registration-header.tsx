import { makeStyles, tokens } from '@fluentui/react-components';
import { Link } from 'react-router-dom';
import { LanguageSwitch } from '../../../components/language-switch/language-switch.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import '../i18n/register.ts';

// The public pages' BrandHeader draws the same header. Using it here (with the site's brand passed
// in) put this page's first load at 180.1 KB gzip, over its 180 KB budget (measured with
// frontend/scripts/check-first-load.mjs): its module and catalog are a chunk of their own that this
// page would fetch too. So this page keeps its own few lines.
const useStyles = makeStyles({
  header: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  logo: { height: '44px', width: 'auto', display: 'block' },
});

/**
 * The header with the logo of the site's brand (the host's brand until that is known), linking home,
 * and the language switch (a switch keeps the draft: it only changes the texts).
 */
export function RegistrationHeader({ brandName, brandLogo }: { brandName: string; brandLogo: string }) {
  const { t } = useTranslation('registration');
  const styles = useStyles();
  return (
    <header className={styles.header}>
      <Link to="/">
        <img
          className={styles.logo}
          src={brandLogo}
          alt={t('homeLink', { brandName })}
          width={176}
          height={44}
          data-testid="registration-logo"
        />
      </Link>
      <LanguageSwitch />
    </header>
  );
}
