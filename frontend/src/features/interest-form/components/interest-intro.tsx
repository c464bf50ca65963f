import { isLearn4Life, type PublicSite } from '@enroll/domain';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from '../../../i18n/use-translation.ts';
import '../i18n/register.ts';

const useStyles = makeStyles({
  intro: {
    display: 'grid',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorNeutralForeground1,
    lineHeight: tokens.lineHeightBase400,
    fontSize: tokens.fontSizeBase400,
  },
  title: { margin: 0, fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase500 },
  text: { margin: 0 },
});

interface InterestIntroProps {
  brandName: string;
  site: Pick<PublicSite, 'name' | 'charter'> | undefined;
}

/** Learn4Life offers its free digital Info Kit; other brands welcome the family, naming the charter and site when known. */
export function InterestIntro({ brandName, site }: InterestIntroProps) {
  const { t } = useTranslation('interestForm');
  const styles = useStyles();
  const names = site ? { siteName: site.name, charterName: site.charter.name } : null;
  if (isLearn4Life(brandName)) {
    return (
      <section className={styles.intro} data-testid="interest-intro">
        <p className={styles.title}>{t('intro.infoKitTitle')}</p>
        <p className={styles.text}>{t('intro.infoKit')}</p>
        {names && <p className={styles.text}>{t('intro.siteLine', names)}</p>}
      </section>
    );
  }
  return (
    <section className={styles.intro} data-testid="interest-intro">
      <p className={styles.title}>
        {names ? t('intro.welcomeSiteTitle', names) : t('intro.welcomeTitle', { brandName })}
      </p>
      <p className={styles.text}>
        {names ? t('intro.welcomeSite', names) : t('intro.welcome', { brandName })}
      </p>
    </section>
  );
}
