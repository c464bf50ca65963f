import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from '../../../i18n/use-translation.ts';
import '../i18n/register.ts';

const useStyles = makeStyles({
  hero: {
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    textAlign: 'center',
  },
  title: {
    margin: '0 auto',
    maxWidth: '30ch',
    fontSize: tokens.fontSizeHero700,
    lineHeight: tokens.lineHeightHero700,
    fontWeight: tokens.fontWeightSemibold,
  },
  subtitle: { margin: `${tokens.spacingVerticalM} 0 0`, fontSize: tokens.fontSizeBase500 },
});

/** 'Thank you for your interest in our school!' / 'Learn More About Our Programs'. */
export function LandingHero() {
  const styles = useStyles();
  const { t } = useTranslation('siteLanding');
  return (
    <div className={styles.hero} data-testid="landing-hero">
      <h1 className={styles.title}>{t('hero.title')}</h1>
      <p className={styles.subtitle}>{t('hero.subtitle')}</p>
    </div>
  );
}
