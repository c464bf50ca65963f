import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    textAlign: 'center',
    paddingBlock: tokens.spacingVerticalXXL,
  },
  heading: { margin: 0, fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700 },
  text: { margin: 0, fontSize: tokens.fontSizeBase400, overflowWrap: 'anywhere' },
});

/** The 'Invalid Site ID' page: the ?site= of the address names no learning center. */
export function InvalidSite({ id }: { id: string }) {
  const { t } = useTranslation('registration');
  const styles = useStyles();
  return (
    <section className={styles.root} data-testid="invalid-site">
      <h1 className={styles.heading}>{t('invalidSite.title')}</h1>
      <p className={styles.text}>{t('invalidSite.body', { id })}</p>
      <p className={styles.text}>
        <Link to="/">{t('goHome')}</Link>
      </p>
    </section>
  );
}
