import type { Brand } from '@enroll/domain';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from '../../../i18n/use-translation.ts';
import '../i18n/register.ts';

const useStyles = makeStyles({
  header: {
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalL}`,
    color: tokens.colorNeutralForegroundOnBrand,
  },
  inner: { maxWidth: '1200px', margin: '0 auto' },
  title: {
    margin: '0',
    fontSize: tokens.fontSizeHero700,
    lineHeight: tokens.lineHeightHero700,
    fontWeight: tokens.fontWeightSemibold,
  },
  body: { margin: `${tokens.spacingVerticalS} 0 0`, maxWidth: '60ch', fontSize: tokens.fontSizeBase400 },
});

/** The banner above the search for brands other than Learn4Life, in the brand's own colour. */
export function InfoHeader({ brand }: { brand: Brand }) {
  const styles = useStyles();
  const { t } = useTranslation('locationFinder');
  return (
    <div
      className={styles.header}
      style={{ backgroundColor: brand.colors.primaryDark }}
      data-testid="info-header"
    >
      <div className={styles.inner}>
        <h1 className={styles.title}>{t('infoHeader.title', { brandName: brand.brandName })}</h1>
        <p className={styles.body}>{t('infoHeader.body')}</p>
      </div>
    </div>
  );
}
