import { makeStyles, tokens } from '@fluentui/react-components';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useBrand } from '../../../brand/brand-context.tsx';
import { usePageTitle } from '../../../brand/use-page-title.ts';
import { StaffHeader } from './staff-header.tsx';
import { StaffSidebar } from './staff-sidebar.tsx';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', minHeight: '100vh' },
  body: {
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    '@media (min-width: 768px)': { flexDirection: 'row' },
  },
  main: {
    flexGrow: 1,
    minWidth: 0,
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalL}`,
    '@media (min-width: 768px)': { padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalXXL}` },
    ':focus': { outline: 'none' },
  },
});

/** The staff layout: header, sidebar (a menu below 768 px) and the page in the main landmark. */
export function StaffShell({ children }: { children: ReactNode }) {
  const styles = useStyles();
  const brand = useBrand();
  usePageTitle(brand.brandName);
  const sidebarId = useId();
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();

  // A chosen page closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new address
  useEffect(() => setMenuOpen(false), [pathname]);

  const closeMenu = () => {
    setMenuOpen(false);
    menuButtonRef.current?.focus();
  };

  return (
    <div className={styles.root}>
      <StaffHeader
        menuOpen={menuOpen}
        onToggleMenu={() => setMenuOpen((open) => !open)}
        menuButtonRef={menuButtonRef}
        sidebarId={sidebarId}
      />
      <div className={styles.body}>
        <StaffSidebar id={sidebarId} open={menuOpen} onClose={closeMenu} />
        <main id="main" className={styles.main} tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}
