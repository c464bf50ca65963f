/** TanStack Query keys of the caller's export jobs (My exports). */
export const exportKeys = {
  all: ['exports'] as const,
  mine: () => [...exportKeys.all, 'mine'] as const,
};
