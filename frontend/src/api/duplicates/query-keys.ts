/**
 * TanStack Query keys of the possible duplicates: the list of sets (read by the 'Possible duplicates'
 * screen and the sidebar's count, one query), each record's set, and the merges that can be undone.
 */
export const duplicateKeys = {
  all: ['duplicates'] as const,
  list: () => [...duplicateKeys.all, 'list'] as const,
  sets: () => [...duplicateKeys.all, 'set'] as const,
  merges: () => [...duplicateKeys.all, 'merges'] as const,
};
