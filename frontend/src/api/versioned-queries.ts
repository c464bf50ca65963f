import {
  type InvalidateQueryFilters,
  type QueryKey,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiFetchWithHeaders } from '../lib/api-client.ts';

/*
 * The versioned reads and writes live here, not in lib/api-client.ts: only staff screens use them,
 * and the API client is in every public page's first load.
 */

/**
 * A value as read or saved, under the name its screens give it (entry, record, template…), with the
 * ETag header: the version a later change sends as If-Match, so a change made by someone else since
 * this read is refused with 409 (null when the answer had none).
 */
export type Versioned<K extends string, T> = { [P in K]: T } & { etag: string | null };

function versionedAnswer<K extends string, T>(key: K, body: T, headers: Headers): Versioned<K, T> {
  return { [key]: body, etag: headers.get('ETag') } as Versioned<K, T>;
}

/** GET `path` afresh (never from the HTTP cache): the value under `key`, with its ETag. */
export async function getVersioned<K extends string, T>(key: K, path: string): Promise<Versioned<K, T>> {
  const { body, headers } = await apiFetchWithHeaders<T>(path, { cache: 'no-store' });
  return versionedAnswer(key, body, headers);
}

/**
 * A write of `json` to `path`: a PUT sends `etag` as If-Match (when there is one), a first POST none.
 * Answers the saved value under `key`, with its new ETag.
 */
export async function sendVersioned<K extends string, T>(
  key: K,
  path: string,
  { method, json, etag = null }: { method: 'PUT' | 'POST'; json: unknown; etag?: string | null },
): Promise<Versioned<K, T>> {
  const { body, headers } = await apiFetchWithHeaders<T>(path, {
    method,
    json,
    headers: etag ? { 'If-Match': etag } : undefined,
  });
  return versionedAnswer(key, body, headers);
}

/** /api/{collection}/{id}, or /api/{collection}/{action}/{id} for a step of its own (status, terminate…). */
export function recordPath(collection: string, id: string, action?: string): string {
  return `/api/${collection}/${action ? `${action}/` : ''}${encodeURIComponent(id)}`;
}

/**
 * A read a staff screen shows as it is now, or a form edits: read afresh each time the screen opens
 * (an edit's ETag must be the latest), and a refusal (404, 403) is the answer shown, not retried.
 * Nothing is asked while `enabled` is false.
 */
export function useFreshRead<T>(queryKey: QueryKey, read: () => Promise<T>, enabled = true) {
  return useQuery({ queryKey, queryFn: read, enabled, staleTime: 0, retry: false });
}

/**
 * A change of one record: its id, the value sent under the name its callers give it (values, change,
 * body), and the ETag of the read the change was decided on, sent as If-Match: a change made since by
 * someone else answers 409.
 */
export type VersionedWrite<K extends string, V> = { id: string; etag: string | null } & { [P in K]: V };

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

/**
 * The changes of one kind of staff record, kept at /api/{collection}/{id} and answered under `key`:
 * `put` sends a change with If-Match (to /api/{collection}/{action}/{id} for a step of its own) and
 * answers the saved record with its new ETag; `useSave` makes a save of it, after which the detail
 * under `detailKey` is the saved record and the queries matched by `reread` read afresh.
 */
export function recordWrites<K extends string, T>(
  collection: string,
  key: K,
  detailKey: (id: string) => QueryKey,
  reread: InvalidateQueryFilters,
) {
  return {
    put: (
      { id, etag }: { id: string; etag: string | null },
      json: unknown,
      action?: string,
    ): Promise<Versioned<K, T>> =>
      sendVersioned(key, recordPath(collection, id, action), { method: 'PUT', json, etag }),
    useSave: <Variables extends { id: string }>(
      mutationFn: (variables: Variables) => Promise<Versioned<K, T>>,
    ) => useVersionedSave(mutationFn, ({ id }) => detailKey(id), reread),
  };
}
