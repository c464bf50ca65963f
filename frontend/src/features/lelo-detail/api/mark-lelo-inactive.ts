import type { LeloStaffEntry } from '@enroll/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { leloEntryPath, type VersionedLeloEntry } from '../../../api/lelo-staff/get-lelo-entry.ts';
import { apiFetchWithHeaders } from '../../../lib/api-client.ts';
import { storeChangedLeloEntry } from './undo-lelo-inactive.ts';

export interface MarkLeloInactiveRequest {
  id: string;
  etag: string | null;
}

/** PUT /api/leloRegistration/staff/{id}/inactive, body {}, with If-Match (Active or Signed → Inactive). */
export async function markLeloInactive({ id, etag }: MarkLeloInactiveRequest): Promise<VersionedLeloEntry> {
  const { body, headers } = await apiFetchWithHeaders<LeloStaffEntry>(`${leloEntryPath(id)}/inactive`, {
    method: 'PUT',
    // Every write is JSON (the pipeline refuses another content type); the body says nothing more.
    json: {},
    headers: etag ? { 'If-Match': etag } : undefined,
  });
  return { entry: body, etag: headers.get('ETag') };
}

export function useMarkLeloInactive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markLeloInactive,
    onSuccess: (saved, { id }) => storeChangedLeloEntry(queryClient, id, saved),
  });
}
