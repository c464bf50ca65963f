import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useBrand } from '../../brand/brand-context.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { LanguageSwitch } from '../language-switch/language-switch.tsx';
import './i18n/register.ts';

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

  end: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

/**
 * The brand's logo linking home; `children` and the language switch (public pages; staff pages are
 * in English and pass `languageSwitch={false}`) go on the right.
 */
export function BrandHeader({
  children,
  languageSwitch = true,
}: {
  children?: ReactNode;
  languageSwitch?: boolean;
}) {
  const styles = useStyles();
  const brand = useBrand();
  const { t } = useTranslation('brandHeader');
  return (
    <header className={styles.header}>
      <Link to="/">
        <img
          className={styles.logo}
          src={brand.brandLogo}
          alt={t('logoAlt', { brandName: brand.brandName })}
          width={176}
          height={44}
        />
      </Link>
      <div className={styles.end}>
        {children}
        {languageSwitch && <LanguageSwitch />}
      </div>
    </header>
  );
}
