import type { LeloStaffEditInput } from '@enroll/domain';
import { leloEntryPath, type VersionedLeloEntry } from '../../../api/lelo-staff/get-lelo-entry.ts';
import { leloEntryKeys } from '../../../api/lelo-staff/lelo-entry-keys.ts';
import { leloListKeys } from '../../../api/lelo-staff/query-keys.ts';
import { useVersionedSave } from '../../../api/versioned-queries.ts';
import { sendVersioned } from '../../../lib/api-client.ts';

export interface UpdateLeloEntryRequest {
  id: string;
  values: LeloStaffEditInput;
  /** The ETag of the read the edit started from: a change made since by someone else answers 409. */
  etag: string | null;
}

/** PUT /api/leloRegistration/staff/{id} with If-Match; answers the saved entry and its new ETag. */
export function updateLeloEntry({ id, values, etag }: UpdateLeloEntryRequest): Promise<VersionedLeloEntry> {
  return sendVersioned('entry', leloEntryPath(id), { method: 'PUT', json: values, etag });
}

/** The save of /editLeloForm: the detail shows the saved entry and the list reads it afresh. */
export function useUpdateLeloEntry() {
  return useVersionedSave(updateLeloEntry, ({ id }) => leloEntryKeys.detail(id), {
    queryKey: leloListKeys.all,
  });
}
