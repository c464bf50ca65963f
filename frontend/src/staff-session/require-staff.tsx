import { LEVEL_ADMIN, LEVEL_USER, type PermissionLevel } from '@enroll/domain';
import { type ReactNode, useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { useNotify } from '../components/notification-banner/notification-banner.tsx';
import { useTranslation } from '../i18n/use-translation.ts';
import { isAtLeast } from './is-at-least.ts';
import { ADMIN_LOGIN_PATH } from './login-paths.ts';
import { useStaffUser } from './staff-session.tsx';

export interface RequireStaffProps {
  /** The lowest level allowed: 1 User (any signed-in staff), 2 Contributor, 3 Admin. */
  minLevel?: PermissionLevel;
  children: ReactNode;
}

/**
 * A signed-in member sent away from a page above their level: they go on through /admin-login to the
 * dashboard, and the notification says why.
 */
function SentAway({ minLevel }: { minLevel: PermissionLevel }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const message = t(minLevel >= LEVEL_ADMIN ? 'common.pageNeedsAdmin' : 'common.pageNeedsContributor');
  useEffect(() => notify('warning', message), [notify, message]);
  return <Navigate to={ADMIN_LOGIN_PATH} replace />;
}

/** A route guard: below `minLevel` the person goes to /admin-login (and on to the dashboard), told why. */
export function RequireStaff({ minLevel = LEVEL_USER, children }: RequireStaffProps) {
  const user = useStaffUser();
  if (isAtLeast(user.level, minLevel)) return <>{children}</>;
  // Below a staff member's level at all (a General member) has its own refusal on /admin-login.
  if (minLevel <= LEVEL_USER) return <Navigate to={ADMIN_LOGIN_PATH} replace />;
  return <SentAway minLevel={minLevel} />;
}
