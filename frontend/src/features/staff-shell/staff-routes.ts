/** The staff layout and its guards, loaded together as one chunk by the router. */
export { AdminOutlet, ContributorOutlet } from './staff-guards.tsx';
export { StaffLayout } from './staff-layout.tsx';
