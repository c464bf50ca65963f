import type { InterestListPage, InterestListQuery } from '@enroll/domain';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client.ts';
import { interestKeys } from './query-keys.ts';

/** The list's filters: the query of GET /api/enrollment without the page's cursor. */
export type InterestListRequest = Omit<InterestListQuery, 'cursor'>;

/** The query string: defaults (no toggle, no search, the default order) are left out. */
export function interestListSearch(query: InterestListRequest, cursor?: string): string {
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

/** GET /api/enrollment: one keyset page of the caller's charters' entries (total on the first page). */
export function getInterests(query: InterestListRequest, cursor?: string): Promise<InterestListPage> {
  return apiFetch<InterestListPage>(`/api/enrollment${interestListSearch(query, cursor)}`, {
    cache: 'no-store',
  });
}

/** The 'Interest Forms' list: pages follow `nextCursor`; a new filter keeps the old rows until it answers. */
export function useInterests(query: InterestListRequest) {
  return useInfiniteQuery({
    queryKey: interestKeys.list(query),
    queryFn: ({ pageParam }) => getInterests(query, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
