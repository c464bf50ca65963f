import type { Session, StaffSession } from '@enroll/domain';
import { useRereadingWrite } from '../../../api/rereading-write.ts';
import { sessionKeys } from '../../../api/sessions/session-keys.ts';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /api/sessions (Admin and up): 201 with the stored session; 409 on a taken name or permalink. */
export function createSession(values: Session): Promise<StaffSession> {
  return apiFetch<StaffSession>('/api/sessions', { method: 'POST', json: values });
}

/** The save of /addLELO: the list and the sidebar's links read the sessions afresh. */
export function useCreateSession() {
  return useRereadingWrite(createSession, [sessionKeys.all], { awaitReread: true });
}
