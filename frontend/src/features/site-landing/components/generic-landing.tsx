import type { Brand } from '@enroll/domain';
import { makeStyles, tokens } from '@fluentui/react-components';
import { Link } from 'react-router-dom';
import { BRAND_LINK_BUTTON } from '../../../brand/brand-link-style.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import '../i18n/register.ts';

const useStyles = makeStyles({
  section: {
    display: 'grid',
    gap: tokens.spacingHorizontalXXL,
    alignItems: 'center',
    '@media (min-width: 769px)': { gridTemplateColumns: '1fr 1fr' },
  },
  photo: { display: 'block', width: '100%', height: 'auto', borderRadius: tokens.borderRadiusLarge },
  heading: { margin: '0', fontSize: tokens.fontSizeBase600, lineHeight: tokens.lineHeightBase600 },
  body: { fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400 },
  link: {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '44px',
    padding: `0 ${tokens.spacingHorizontalL}`,
    ...BRAND_LINK_BUTTON,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
});

/** /information without a site: the brand's own introduction and the way to the finder. */
export function GenericLanding({ brand }: { brand: Brand }) {
  const styles = useStyles();
  const { t } = useTranslation('siteLanding');
  return (
    <section className={styles.section} aria-labelledby="brand-info-heading" data-testid="brand-info">
      <img
        className={styles.photo}
        src={brand.brandPhoto}
        alt={t('generic.photoAlt', { brandName: brand.brandName })}
        width={600}
        height={400}
      />
      <div>
        <h2 id="brand-info-heading" className={styles.heading}>
          {t('generic.heading', { brandName: brand.brandName })}
        </h2>
        <p className={styles.body}>{t('generic.body', { brandName: brand.brandName })}</p>
        <Link className={styles.link} to="/">
          {t('generic.findLocation')}
        </Link>
      </div>
    </section>
  );
}
