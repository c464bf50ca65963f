import type { OrientationListPage, OrientationListQuery, ScheduledOrientationRow } from '@enroll/domain';
import { registrationKeys } from '../../../api/registrations/query-keys.ts';
import { getStaffListPage, useStaffListPages } from '../../../api/staff-list.ts';

/** The list's filters: the query of GET /api/registration/orientations without the page's cursor. */
export type OrientationListRequest = Omit<OrientationListQuery, 'cursor'>;

/**
 * GET /api/registration/orientations: one keyset page of the caller's charters' registrations with a
 * scheduled orientation (total on the first page); each row carries its ETag for the batch update.
 */
export function getScheduledOrientations(
  query: OrientationListRequest,
  cursor?: string,
): Promise<OrientationListPage> {
  return getStaffListPage<ScheduledOrientationRow>('/api/registration/orientations', query, cursor);
}

/** The 'Scheduled Orientations' list. */
export function useScheduledOrientations(query: OrientationListRequest) {
  return useStaffListPages(registrationKeys.orientations(query), (cursor) =>
    getScheduledOrientations(query, cursor),
  );
}
