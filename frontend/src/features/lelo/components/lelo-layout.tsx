import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useBrand } from '../../../brand/brand-context.tsx';
import { usePageTitle } from '../../../brand/use-page-title.ts';
import { BrandHeader } from '../../../components/brand-header/brand-header.tsx';
import { registerMessages } from '../../../i18n/i18n.ts';
import { leloEn } from '../i18n/en.ts';

registerMessages('lelo', leloEn);

const useStyles = makeStyles({
  main: {
    display: 'grid',
    gap: tokens.spacingVerticalXL,
    width: '100%',
    maxWidth: '760px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalL} ${tokens.spacingVerticalXXXL}`,
    '@media (min-width: 768px)': { padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalXXL}` },
  },
});

/** The Lelo pages' frame: the host brand's header and page title, the main landmark. */
export function LeloLayout({ children }: { children: ReactNode }) {
  const styles = useStyles();
  const brand = useBrand();
  usePageTitle(brand.brandName);
  return (
    <>
      <BrandHeader />
      <main id="main" className={styles.main}>
        {children}
      </main>
    </>
  );
}
