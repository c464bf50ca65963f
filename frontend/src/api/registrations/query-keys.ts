import type { OrientationListQuery, RegistrationListQuery } from '@enroll/domain';

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
  /** The scheduled orientations list; a processing step changes it, so it sits under lists(). */
  orientations: (query: Omit<OrientationListQuery, 'cursor'>) =>
    [...registrationKeys.lists(), 'orientations', query] as const,
  orientationOptions: (id: string) => [...registrationKeys.all, 'orientation-options', id] as const,
  studentMatches: (id: string) => [...registrationKeys.all, 'student-matches', id] as const,
  programTypes: () => [...registrationKeys.all, 'program-types'] as const,
};
