import type { LeloStaffEntry } from '@enroll/domain';
import type { QueryClient } from '@tanstack/react-query';
import { leloEntryPath, type VersionedLeloEntry } from '../../../api/lelo-staff/get-lelo-entry.ts';
import { leloEntryKeys } from '../../../api/lelo-staff/lelo-entry-keys.ts';
import { leloListKeys } from '../../../api/lelo-staff/query-keys.ts';
import { apiFetchWithHeaders } from '../../../lib/api-client.ts';

export interface UndoLeloInactiveRequest {
  id: string;
  etag: string | null;
}

/**
 * PUT /api/leloRegistration/staff/{id}/inactive/undo, body {}, with If-Match (Inactive → its status
 * before). Called without a mutation hook: the notification's Undo runs it after the page is gone.
 */
export async function undoLeloInactive({ id, etag }: UndoLeloInactiveRequest): Promise<VersionedLeloEntry> {
  const { body, headers } = await apiFetchWithHeaders<LeloStaffEntry>(`${leloEntryPath(id)}/inactive/undo`, {
    method: 'PUT',
    json: {},
    headers: etag ? { 'If-Match': etag } : undefined,
  });
  return { entry: body, etag: headers.get('ETag') };
}

/** The changed entry into the cache: its detail as saved, the lists read again. */
export function storeChangedLeloEntry(queryClient: QueryClient, id: string, saved: VersionedLeloEntry): void {
  queryClient.setQueryData(leloEntryKeys.detail(id), saved);
  void queryClient.invalidateQueries({ queryKey: leloListKeys.all });
}
