import type { LeloListPage, LeloListRow } from '@enroll/domain';
import { type LeloListRequest, leloListKeys } from '../../../api/lelo-staff/query-keys.ts';
import { useStaffListPager } from '../../../components/staff-table/index.ts';
import { apiFetch } from '../../../lib/api-client.ts';

/**
 * The query string of GET /api/leloRegistration: dates only when the request has them (both empty
 * means every date), the order only with a sort, the cursor of the page asked for.
 */
export function leloListSearch(request: LeloListRequest, cursor?: string): string {
  const params = new URLSearchParams();
  if (request.status) params.set('status', request.status);
  if (request.session) params.set('session', request.session);
  if (request.startDate !== undefined && request.endDate !== undefined) {
    params.set('startDate', request.startDate);
    params.set('endDate', request.endDate);
  }
  if (request.search) params.set('search', request.search);
  if (request.sort) {
    params.set('sort', request.sort);
    params.set('order', request.order);
  }
  if (request.pageSize !== undefined) params.set('pageSize', String(request.pageSize));
  if (cursor) params.set('cursor', cursor);
  return `?${params}`;
}

/** One keyset page of the caller's charters' secondary enrollments; the total on the first page. */
export function getLeloRegistrations(request: LeloListRequest, cursor?: string): Promise<LeloListPage> {
  return apiFetch<LeloListPage>(`/api/leloRegistration${leloListSearch(request, cursor)}`, {
    cache: 'no-store',
  });
}

/** /lelo-forms' numbered pages over the server's cursors ('Page X of Y', Previous, Next). */
export function useLeloRegistrations(request: LeloListRequest, pageSize: number) {
  return useStaffListPager<LeloListRow>(
    leloListKeys.page(request),
    (cursor) => getLeloRegistrations(request, cursor),
    pageSize,
  );
}
