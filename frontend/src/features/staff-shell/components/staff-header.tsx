import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular, NavigationRegular } from '@fluentui/react-icons';
import type { Ref } from 'react';
import { Link } from 'react-router-dom';
import { useBrand } from '../../../brand/brand-context.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useStaffUser } from '../../../staff-session/staff-session.tsx';
import { StaffAvatar } from '../avatar/staff-avatar.tsx';
import { firstName } from '../first-name.ts';

const useStyles = makeStyles({
  header: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    minHeight: '60px',
  },
  // The menu button keeps its label whole on a phone (a modal's scrollbar gutter narrows the page by
  // ~15 px); the logo gives up the width instead.
  menuButton: {
    flexShrink: 0,
    minWidth: '44px',
    minHeight: '44px',
    '@media (min-width: 768px)': { display: 'none' },
  },
  logo: { width: '160px', maxWidth: '100%', height: 'auto', display: 'block' },
  logoLink: { display: 'inline-flex', minWidth: 0, flexShrink: 1 },
  greeting: {
    marginLeft: 'auto',
    flexShrink: 0,
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
  },
  hello: {
    margin: 0,
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
  },
});

export interface StaffHeaderProps {
  menuOpen: boolean;
  onToggleMenu: () => void;
  menuButtonRef: Ref<HTMLButtonElement>;
  sidebarId: string;
}

/** The staff header: the menu button (narrow screens), the brand logo, 'Hello, {first name}' and the avatar. */
export function StaffHeader({ menuOpen, onToggleMenu, menuButtonRef, sidebarId }: StaffHeaderProps) {
  const { t } = useTranslation('staffShell');
  const styles = useStyles();
  const brand = useBrand();
  const user = useStaffUser();
  return (
    <header className={styles.header}>
      <Button
        ref={menuButtonRef}
        className={styles.menuButton}
        appearance="subtle"
        icon={menuOpen ? <DismissRegular /> : <NavigationRegular />}
        aria-expanded={menuOpen}
        aria-controls={sidebarId}
        onClick={onToggleMenu}
      >
        {menuOpen ? t('closeMenu') : t('menu')}
      </Button>
      <Link className={styles.logoLink} to="/dashboard">
        <img
          className={styles.logo}
          src={brand.brandLogo}
          alt={`${brand.brandName} dashboard`}
          width={160}
          height={40}
        />
      </Link>
      <div className={styles.greeting}>
        <p className={styles.hello} data-testid="staff-greeting">
          {t('hello', { firstName: firstName(user.name, user.email) })}
        </p>
        <StaffAvatar name={user.name} email={user.email} />
      </div>
    </header>
  );
}
