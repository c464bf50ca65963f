import type { HttpRequest } from '@azure/functions';
import { isRecordId, notFoundError } from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { readSessionVersioned } from '../../data/sessions-repository.ts';
import { versioned } from '../../platform/http-responses.ts';
import { routeParam } from '../../platform/request-values.ts';
import { staffSessionBody } from '../../services/sessions/session-writes.ts';

export const NO_SESSION = 'No session has this id.';

/**
 * GET /api/sessions/staff/{id} (Admin and up): the session the 'Edit LELO Registration' form edits,
 * with its ETag. Unknown id: 404.
 */
export async function getStaffSession(request: HttpRequest) {
  const id = routeParam(request);
  const stored = isRecordId(id) ? await readSessionVersioned(id) : null;
  if (!stored) throw notFoundError(NO_SESSION);
  return versioned(staffSessionBody(stored), stored._etag);
}

registerHttp('session-staff-get', {
  route: 'sessions/staff/{id}',
  methods: ['GET'],
  access: 'admin',
  handler: getStaffSession,
});
