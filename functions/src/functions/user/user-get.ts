import type { HttpRequest } from '@azure/functions';
import { isRecordId, notFoundError } from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { withoutSystemFields } from '../../data/system-fields.ts';
import { readUser, toUserPermission } from '../../data/users-repository.ts';
import { ok } from '../../platform/http-responses.ts';
import { routeParam } from '../../platform/request-values.ts';

/** GET /api/user/{id}: one permission, with its ETag for a later PUT's If-Match. */
export async function getUser(request: HttpRequest) {
  const id = routeParam(request);
  const user = isRecordId(id) ? await readUser(id) : null;
  if (!user) throw notFoundError('No permission has this id.');
  return ok(toUserPermission(withoutSystemFields(user)), {
    ETag: user._etag,
    'Cache-Control': 'private, no-store',
  });
}

registerHttp('user-get', { route: 'user/{id}', methods: ['GET'], access: 'admin', handler: getUser });
