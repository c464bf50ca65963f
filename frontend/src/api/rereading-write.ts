import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * A write after which the reads under `reread` (the lists and records that show what it changed) are
 * read afresh. With `awaitReread` the write settles once they are read again, so what the screen
 * shows next already holds the change; without it the write settles at once and they are read behind
 * it. `retry: false` never sends a refused write again.
 */
export function useRereadingWrite<Variables, Answer>(
  mutationFn: (variables: Variables) => Promise<Answer>,
  reread: readonly QueryKey[],
  options: { awaitReread: boolean; retry?: false },
) {
  const queryClient = useQueryClient();
  const { awaitReread, retry } = options;
  return useMutation({
    mutationFn,
    ...(retry === false ? { retry } : {}),
    onSuccess: () => {
      const read = Promise.all(reread.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      return awaitReread ? read : undefined;
    },
  });
}
