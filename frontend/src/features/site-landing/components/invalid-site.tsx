import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

const useStyles = makeStyles({
  root: {
    maxWidth: '640px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalL}`,
    textAlign: 'center',
  },
  heading: { margin: '0', fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700 },
  body: { fontSize: tokens.fontSizeBase400, overflowWrap: 'anywhere' },
  link: {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '44px',
    color: tokens.colorBrandForegroundLink,
  },
});

/** The 'Invalid Site ID' page for a site parameter the API does not know. */
export function InvalidSite({ siteId }: { siteId: string }) {
  const styles = useStyles();
  const { t } = useTranslation('siteLanding');
  return (
    <div className={styles.root} data-testid="invalid-site">
      <h1 className={styles.heading}>{t('invalid.heading')}</h1>
      <p className={styles.body}>{t('invalid.body', { id: siteId })}</p>
      <Link className={styles.link} to="/">
        {t('invalid.findLocation')}
      </Link>
    </div>
  );
}
