import { LEVEL_CONTRIBUTOR } from '@enroll/domain';
import { CounterBadge, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { SignOutRegular } from '@fluentui/react-icons';
import { type KeyboardEvent, useId } from 'react';
import { NavLink } from 'react-router-dom';
import { useDuplicates } from '../../../api/duplicates/get-duplicates.ts';
import { useSessions } from '../../../api/sessions/get-sessions.ts';
import { useVisuallyHiddenStyles } from '../../../components/visually-hidden/visually-hidden.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { isAtLeast } from '../../../staff-session/is-at-least.ts';
import { LOGOUT_URL } from '../../../staff-session/login-paths.ts';
import { useStaffUser } from '../../../staff-session/staff-session.tsx';
import { type SidebarSection, sidebarSections } from '../sidebar-entries.ts';

/** Below the spec's 768 px breakpoint the sidebar becomes a menu. */
const NARROW = '@media (max-width: 767.98px)';

const useStyles = makeStyles({
  nav: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    width: '248px',
    flexShrink: 0,
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground2,
    borderRight: `1px solid ${tokens.colorNeutralStroke2}`,
    [NARROW]: { display: 'none', width: 'auto', borderRight: 'none' },
  },
  open: {
    [NARROW]: { display: 'flex', borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
  },
  group: { display: 'grid', gap: tokens.spacingVerticalXS },
  groupLabel: {
    margin: 0,
    padding: `0 ${tokens.spacingHorizontalS}`,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
    textTransform: 'uppercase',
    letterSpacing: '0.04em',
    color: tokens.colorNeutralForeground2,
  },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '2px' },
  link: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    minHeight: '40px',
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground1,
    textDecoration: 'none',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover, textDecoration: 'underline' },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
  current: {
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
    fontWeight: tokens.fontWeightSemibold,
  },
  count: { marginInlineStart: 'auto' },
  logOut: { marginTop: tokens.spacingVerticalS },
});

/**
 * A link's count: the badge shows the number, and the link's name says it in words ('Possible
 * duplicates, 3 sets'), read from what the link holds so that the visible words stay part of it.
 */
function LinkCount({ count, noun }: { count: number; noun: string }) {
  const styles = useStyles();
  const hidden = useVisuallyHiddenStyles().root;
  return (
    <>
      <span className={hidden}>,</span>{' '}
      <CounterBadge className={styles.count} count={count} overflowCount={999} />
      <span className={hidden}> {noun}</span>
    </>
  );
}

function SidebarGroup({ section }: { section: SidebarSection }) {
  const { t } = useTranslation('staffShell');
  const styles = useStyles();
  const labelId = useId();
  return (
    <div className={styles.group} data-testid={`sidebar-${section.key}`}>
      <p id={labelId} className={styles.groupLabel}>
        {t(`sections.${section.key}`)}
      </p>
      <ul className={styles.list} aria-labelledby={labelId}>
        {section.links.map((link) => (
          <li key={link.id}>
            <NavLink
              to={link.to}
              className={({ isActive }) => mergeClasses(styles.link, isActive && styles.current)}
            >
              {t(`links.${link.labelKey}`, link.labelValues ?? {})}
              {link.count ? (
                <LinkCount count={link.count} noun={t(`links.${link.labelKey}Noun`, { count: link.count })} />
              ) : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

export interface StaffSidebarProps {
  id: string;
  /** Shown on a narrow screen (below 768 px); wider screens always show it. */
  open: boolean;
  /** Escape on a narrow screen. */
  onClose: () => void;
}

/** The staff sidebar, by the member's level, and Log out. */
export function StaffSidebar({ id, open, onClose }: StaffSidebarProps) {
  const { t } = useTranslation('staffShell');
  const styles = useStyles();
  const user = useStaffUser();
  // Only New Entry needs the sessions; a failed list leaves the session links out.
  const contributor = isAtLeast(user.level, LEVEL_CONTRIBUTOR);
  const sessions = useSessions({ enabled: contributor });
  // The open sets of possible duplicates (Contributor and up; the API refuses others); a failed read shows no count.
  const duplicates = useDuplicates({ enabled: contributor });
  const sections = sidebarSections(user.level, sessions.data ?? [], undefined, duplicates.data?.sets.length);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) onClose();
  };
  return (
    <nav
      id={id}
      aria-label={t('navLabel')}
      className={mergeClasses(styles.nav, open && styles.open)}
      onKeyDown={onKeyDown}
    >
      {sections.map((section) => (
        <SidebarGroup key={section.key} section={section} />
      ))}
      <a className={mergeClasses(styles.link, styles.logOut)} href={LOGOUT_URL}>
        <SignOutRegular aria-hidden="true" />
        {t('logOut')}
      </a>
    </nav>
  );
}
