import type { RegistrationListPage, RegistrationListQuery } from '@enroll/domain';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client.ts';
import { registrationKeys } from './query-keys.ts';

/** The list's filters: the query of GET /api/registration without the page's cursor. */
export type RegistrationListRequest = Omit<RegistrationListQuery, 'cursor'>;

/** The query string: defaults (the regular view, no search, the default order) are left out. */
export function registrationListSearch(query: RegistrationListRequest, cursor?: string): string {
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

/** GET /api/registration: one keyset page of the caller's charters' registrations (total on the first page). */
export function getRegistrations(
  query: RegistrationListRequest,
  cursor?: string,
): Promise<RegistrationListPage> {
  return apiFetch<RegistrationListPage>(`/api/registration${registrationListSearch(query, cursor)}`, {
    cache: 'no-store',
  });
}

/** The 'Registration Forms' list: pages follow `nextCursor`; a new filter keeps the old rows until it answers. */
export function useRegistrations(query: RegistrationListRequest) {
  return useInfiniteQuery({
    queryKey: registrationKeys.list(query),
    queryFn: ({ pageParam }) => getRegistrations(query, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
