import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from '../../i18n/use-translation.ts';

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

export interface InvalidSiteProps {
  /** The site id of the address, quoted in the message. */
  id: string;
  /** The page's own width and spacing, on top of the shared layout. */
  className?: string;
  /** The way on under the message; a link home ('Find a location') when left out. */
  children?: ReactNode;
}

/** The 'Invalid Site ID' page: the ?site= of the address names no learning center. */
export function InvalidSite({ id, className, children }: InvalidSiteProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <section className={mergeClasses(styles.root, className)} data-testid="invalid-site">
      <h1 className={styles.heading}>{t('invalidSite.title')}</h1>
      <p className={styles.text}>{t('invalidSite.body', { id })}</p>
      <p className={styles.text}>{children ?? <Link to="/">{t('common.goHome')}</Link>}</p>
    </section>
  );
}
