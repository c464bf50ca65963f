import type { SortOrder, StaffListPage } from '@enroll/domain';
import { keepPreviousData, type QueryKey, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../lib/api-client.ts';

/** A staff list's filters as its GET endpoint reads them, without the page's cursor. */
export interface StaffListRequest {
  filter?: string | undefined;
  search: string;
  sort?: string | undefined;
  order: SortOrder;
  pageSize?: string | undefined;
}

/** The query string: defaults (no toggle, no search, the default order) are left out. */
export function staffListSearch(query: StaffListRequest, cursor?: string): string {
  const params = new URLSearchParams();
  if (query.filter) params.set('filter', query.filter);
  if (query.search) params.set('search', query.search);
  if (query.sort) {
    params.set('sort', query.sort);
    params.set('order', query.order);
  }
  if (query.pageSize) params.set('pageSize', query.pageSize);
  if (cursor) params.set('cursor', cursor);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** One keyset page of a staff list endpoint (e.g. '/api/registration'); the total is on the first page. */
export function getStaffListPage<Row>(
  path: string,
  query: StaffListRequest,
  cursor?: string,
): Promise<StaffListPage<Row>> {
  return apiFetch<StaffListPage<Row>>(`${path}${staffListSearch(query, cursor)}`, { cache: 'no-store' });
}

/** A staff list's pages: they follow `nextCursor`; a new filter keeps the old rows until it answers. */
export function useStaffListPages<Row>(
  queryKey: QueryKey,
  fetchPage: (cursor: string | undefined) => Promise<StaffListPage<Row>>,
) {
  return useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
