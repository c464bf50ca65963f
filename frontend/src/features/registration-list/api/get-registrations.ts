import type { RegistrationListPage, RegistrationListQuery, RegistrationListRow } from '@enroll/domain';
import { registrationKeys } from '../../../api/registrations/query-keys.ts';
import { getStaffListPage, useStaffListPages } from '../../../api/staff-list.ts';

/** The list's filters: the query of GET /api/registration without the page's cursor. */
export type RegistrationListRequest = Omit<RegistrationListQuery, 'cursor'>;

/** GET /api/registration: one keyset page of the caller's charters' registrations (total on the first page). */
export function getRegistrations(
  query: RegistrationListRequest,
  cursor?: string,
): Promise<RegistrationListPage> {
  return getStaffListPage<RegistrationListRow>('/api/registration', query, cursor);
}

/** The 'Registration Forms' list (no toggle: the regular view). */
export function useRegistrations(query: RegistrationListRequest) {
  return useStaffListPages(registrationKeys.list(query), (cursor) => getRegistrations(query, cursor));
}
