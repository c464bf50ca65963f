/**
 * The staff data table: every staff list (interests, registrations, orientations, secondary enrollments),
 * and the one table component (DataTable) every table of rows draws with.
 */

export { type DataColumn, type DataColumnSort, DataTable, type DataTableProps } from './data-table.tsx';
export { EmailText } from './email-text.tsx';
export { StaffListCardFacts, type StaffListCardFactsProps } from './staff-list-card-facts.tsx';
export { StaffListPagerBar } from './staff-list-pager.tsx';
export { StaffListSection } from './staff-list-section.tsx';
export { type StaffListQuery, StaffTable, type StaffTableProps } from './staff-table.tsx';
export type { StaffColumn, StaffListView, StaffRowSelection, StaffToggle } from './staff-table-types.ts';
export { useAddressParams } from './use-address-params.ts';
export {
  type StaffListFilters,
  type StaffListFiltersState,
  type StaffListTexts,
  useStaffListFilters,
} from './use-staff-list-filters.ts';
export {
  type StaffListPager,
  type StaffPageParam,
  staffListPager,
  useStaffListPager,
} from './use-staff-list-pager.ts';
export {
  type StaffListControls,
  type StaffListState,
  useStaffListParams,
} from './use-staff-list-params.ts';
