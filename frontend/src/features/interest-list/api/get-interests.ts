import type { InterestListPage, InterestListQuery, InterestListRow } from '@enroll/domain';
import { interestKeys } from '../../../api/interests/query-keys.ts';
import { getStaffListPage, useStaffListPages } from '../../../api/staff-list.ts';

/** The list's filters: the query of GET /api/enrollment without the page's cursor. */
export type InterestListRequest = Omit<InterestListQuery, 'cursor'>;

/** GET /api/enrollment: one keyset page of the caller's charters' entries (total on the first page). */
export function getInterests(query: InterestListRequest, cursor?: string): Promise<InterestListPage> {
  return getStaffListPage<InterestListRow>('/api/enrollment', query, cursor);
}

/** The 'Interest Forms' list. */
export function useInterests(query: InterestListRequest) {
  return useStaffListPages(interestKeys.list(query), (cursor) => getInterests(query, cursor));
}
