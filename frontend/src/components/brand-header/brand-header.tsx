import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useBrand } from '../../brand/brand-context.tsx';

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
});

/** The brand's logo linking home; `children` go on the right. */
export function BrandHeader({ children }: { children?: ReactNode }) {
  const styles = useStyles();
  const brand = useBrand();
  return (
    <header className={styles.header}>
      <Link to="/">
        <img
          className={styles.logo}
          src={brand.brandLogo}
          alt={`${brand.brandName} home`}
          width={176}
          height={44}
        />
      </Link>
      {children}
    </header>
  );
}
