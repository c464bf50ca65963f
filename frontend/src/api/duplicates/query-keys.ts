/**
 * TanStack Query keys of the possible duplicates: the list of sets (read by the 'Possible duplicates'
 * screen and the sidebar's count, one query) and each record's set.
 */
export const duplicateKeys = {
  all: ['duplicates'] as const,
  list: () => [...duplicateKeys.all, 'list'] as const,
  sets: () => [...duplicateKeys.all, 'set'] as const,
};
