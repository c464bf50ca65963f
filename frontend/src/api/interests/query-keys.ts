import type { InterestListQuery } from '@enroll/domain';

/**
 * TanStack Query keys of the staff interest screens. Every interest fetcher lives in this folder (one
 * file per endpoint) because the list, detail, note and edit features all read the same entries.
 */
export const interestKeys = {
  all: ['interests'] as const,
  lists: () => [...interestKeys.all, 'list'] as const,
  list: (query: Omit<InterestListQuery, 'cursor'>) => [...interestKeys.lists(), query] as const,
  detail: (id: string) => [...interestKeys.all, 'detail', id] as const,
  notes: (id: string) => [...interestKeys.all, 'notes', id] as const,
  familyEmail: (id: string) => [...interestKeys.all, 'family-email', id] as const,
  transfer: (transferId: string) => [...interestKeys.all, 'transfer', transferId] as const,
};
