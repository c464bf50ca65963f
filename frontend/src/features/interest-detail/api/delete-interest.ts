import { interestKeys } from '../../../api/interests/query-keys.ts';
import { useRereadingWrite } from '../../../api/rereading-write.ts';
import { apiFetch } from '../../../lib/api-client.ts';

export interface DeleteInterestRequest {
  id: string;
  /** The ETag of the read the detail shows: a change made since by someone else answers 409. */
  etag: string | null;
}

/** DELETE /api/enrollment/{id} (Contributor and up): the entry and its notes go; the server keeps an audit record. */
export async function deleteInterest({ id, etag }: DeleteInterestRequest): Promise<void> {
  await apiFetch<null>(`/api/enrollment/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    headers: etag ? { 'If-Match': etag } : undefined,
  });
}

export function useDeleteInterest() {
  // The detail's cache stays until the page has left (removing it would re-read a 404 under the
  // open dialog); the next visit reads the entry again (staleTime 0) and finds it gone.
  return useRereadingWrite(deleteInterest, [interestKeys.lists()], { awaitReread: false });
}
