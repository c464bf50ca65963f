import { LEVEL_USER, type PermissionLevel } from '@enroll/domain';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { isAtLeast } from './is-at-least.ts';
import { ADMIN_LOGIN_PATH } from './login-paths.ts';
import { useStaffUser } from './staff-session.tsx';

export interface RequireStaffProps {
  /** The lowest level allowed: 1 User (any signed-in staff), 2 Contributor, 3 Admin. */
  minLevel?: PermissionLevel;
  children: ReactNode;
}

/** A route guard of spec section 2: below `minLevel` the person goes to /admin-login. */
export function RequireStaff({ minLevel = LEVEL_USER, children }: RequireStaffProps) {
  const user = useStaffUser();
  if (!isAtLeast(user.level, minLevel)) return <Navigate to={ADMIN_LOGIN_PATH} replace />;
  return <>{children}</>;
}
