import type { LeloStaffEditInput, LeloStaffEntry } from '@enroll/domain';
import type { VersionedLeloEntry } from '../../../api/lelo-staff/get-lelo-entry.ts';
import { leloEntryKeys } from '../../../api/lelo-staff/lelo-entry-keys.ts';
import { leloListKeys } from '../../../api/lelo-staff/query-keys.ts';
import { recordWrites, type VersionedWrite } from '../../../api/versioned-queries.ts';

export type UpdateLeloEntryRequest = VersionedWrite<'values', LeloStaffEditInput>;

/** The save of /editLeloForm: the detail shows the saved entry and the list reads it afresh. */
const leloEntryWrites = recordWrites<'entry', LeloStaffEntry>(
  'leloRegistration/staff',
  'entry',
  leloEntryKeys.detail,
  {
    queryKey: leloListKeys.all,
  },
);

/** PUT /api/leloRegistration/staff/{id} with If-Match; answers the saved entry and its new ETag. */
export function updateLeloEntry(request: UpdateLeloEntryRequest): Promise<VersionedLeloEntry> {
  return leloEntryWrites.put(request, request.values);
}

export function useUpdateLeloEntry() {
  return leloEntryWrites.useSave(updateLeloEntry);
}
