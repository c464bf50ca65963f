/** TanStack Query keys of the Failed Jobs screen (also read by the dashboard's banner, components/failed-jobs-banner). */
export const failedJobKeys = {
  all: ['failed-jobs'] as const,
  list: () => [...failedJobKeys.all, 'list'] as const,
};
