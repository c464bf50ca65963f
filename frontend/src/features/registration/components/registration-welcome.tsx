import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from '../../../i18n/use-translation.ts';
import '../i18n/register.ts';

// The interest form's intro draws the same banner. One component for both put this page's first load
// at 180.3 KB gzip, over its 180 KB budget (measured with frontend/scripts/check-first-load.mjs), so
// each page keeps its own few lines.
const useStyles = makeStyles({
  welcome: {
    display: 'grid',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorNeutralForeground1,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
  },
  title: { margin: 0, fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase500 },
  text: { margin: 0 },
});

/** The welcome above the wizard, naming the charter and the learning center. */
export function RegistrationWelcome({ charterName, siteName }: { charterName: string; siteName: string }) {
  const { t } = useTranslation('registration');
  const styles = useStyles();
  return (
    <section className={styles.welcome} data-testid="registration-welcome">
      <p className={styles.title}>{t('welcome.title', { charter: charterName })}</p>
      <p className={styles.text}>{t('welcome.body', { site: siteName })}</p>
    </section>
  );
}
