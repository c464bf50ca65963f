import type { PersonSearchResult } from '@enroll/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { permissionKeys } from './query-keys.ts';

/** The API's bounds of a directory search (domain `peopleQuerySchema`). */
export const PEOPLE_QUERY_MIN = 2;
export const PEOPLE_QUERY_MAX = 50;

/** GET /api/people?q=: up to 25 directory people whose name or e-mail contains `query`. */
export function searchPeople(query: string): Promise<PersonSearchResult[]> {
  return apiFetch<PersonSearchResult[]>(`/api/people?q=${encodeURIComponent(query)}`);
}

/** The directory search of 'Create User Permission'; idle below 2 characters. `query` is already debounced. */
export function usePeopleSearch(query: string) {
  const trimmed = query.trim();
  return useQuery({
    queryKey: permissionKeys.people(trimmed.toLowerCase()),
    queryFn: () => searchPeople(trimmed),
    enabled: trimmed.length >= PEOPLE_QUERY_MIN,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: false,
  });
}
