import type { RegistrationListQuery } from '@enroll/domain';

/**
 * TanStack Query keys of the staff registration screens. Every registration fetcher lives in this
 * folder (one file per endpoint): the list, detail, edit and Add Registration Form read the same records.
 */
export const registrationKeys = {
  all: ['registrations'] as const,
  lists: () => [...registrationKeys.all, 'list'] as const,
  list: (query: Omit<RegistrationListQuery, 'cursor'>) => [...registrationKeys.lists(), query] as const,
  detail: (id: string) => [...registrationKeys.all, 'detail', id] as const,
  statusTypes: () => [...registrationKeys.all, 'status-types'] as const,
};
