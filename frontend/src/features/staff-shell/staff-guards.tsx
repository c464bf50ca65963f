import { LEVEL_ADMIN, LEVEL_CONTRIBUTOR } from '@enroll/domain';
import { Outlet } from 'react-router-dom';
import { RequireStaff } from '../../staff-session/require-staff.tsx';

/** Layout route: Contributor, Admin or Super Admin only. */
export function ContributorOutlet() {
  return (
    <RequireStaff minLevel={LEVEL_CONTRIBUTOR}>
      <Outlet />
    </RequireStaff>
  );
}

/** Layout route: Admin or Super Admin only. */
export function AdminOutlet() {
  return (
    <RequireStaff minLevel={LEVEL_ADMIN}>
      <Outlet />
    </RequireStaff>
  );
}
