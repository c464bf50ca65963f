/** The staff session for the staff pages (loaded with them, never by the public pages). */
export { useStaffMe } from './api/get-me.ts';
export { isAtLeast } from './is-at-least.ts';
export { RequireStaff } from './require-staff.tsx';
export { StaffSessionProvider, StaffUserProvider, useStaffUser } from './staff-session.tsx';
