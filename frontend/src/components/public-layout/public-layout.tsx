import { makeStyles, tokens } from '@fluentui/react-components';
import { Link, Outlet } from 'react-router-dom';
import { useTranslation } from '../../i18n/use-translation.ts';

const useStyles = makeStyles({
  footer: {
    display: 'flex',
    justifyContent: 'center',
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalL}`,
    marginTop: tokens.spacingVerticalXXL,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    fontSize: tokens.fontSizeBase300,
  },
  link: {
    color: tokens.colorBrandForegroundLink,
    // A finger-sized target on a phone.
    display: 'inline-block',
    paddingBlock: tokens.spacingVerticalS,
  },
});

/**
 * The family pages' frame: the page, then a footer with 'Continue a saved form', the way back to a
 * form saved with 'Save and continue later' (the e-mail of a saved form points families to it).
 */
export function PublicLayout() {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <>
      <Outlet />
      <footer className={styles.footer}>
        <Link className={styles.link} to="/continue">
          {t('footer.continueSavedForm')}
        </Link>
      </footer>
    </>
  );
}
