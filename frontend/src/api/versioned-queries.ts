import {
  type InvalidateQueryFilters,
  type QueryKey,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';

/**
 * The query options of a value a staff form edits: read afresh each time the screen opens (its ETag
 * must be the latest), and a refusal (404, 403) is the answer shown, not retried.
 */
export const freshRead = { staleTime: 0, retry: false } as const;

/**
 * The save of a versioned value: the answer (the saved value and its new ETag) becomes the cached read
 * under `savedKey`, so the screen goes on from it; the queries matched by `reread` (the lists that show
 * it) read afresh.
 */
export function useVersionedSave<Variables, Saved>(
  mutationFn: (variables: Variables) => Promise<Saved>,
  savedKey: (variables: Variables) => QueryKey,
  reread?: InvalidateQueryFilters,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (saved, variables) => {
      queryClient.setQueryData(savedKey(variables), saved);
      if (reread) void queryClient.invalidateQueries(reread);
    },
  });
}
