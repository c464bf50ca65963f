import type { HttpRequest, InvocationContext } from '@azure/functions';
import { isRecordId, notFoundError, userPermissionUpdateSchema } from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { withoutSystemFields } from '../../data/system-fields.ts';
import { toUserPermission } from '../../data/users-repository.ts';
import { ok } from '../../platform/http-responses.ts';
import { logInfo } from '../../platform/log.ts';
import { parseJsonBody } from '../../platform/parse-body.ts';
import { ifMatchOf, routeParam } from '../../platform/request-values.ts';
import { staffIdentityOf } from '../../platform/staff-identity.ts';
import { updatePermission } from '../../services/permissions/save-permission.ts';

/**
 * PUT /api/user/{id}: change a permission's level (General removes the person from the list) and
 * charters. Send the ETag of GET /api/user/{id} as If-Match to refuse overwriting a newer change (409).
 */
export async function updateUserPermission(request: HttpRequest, context: InvocationContext) {
  const id = routeParam(request);
  if (!isRecordId(id)) throw notFoundError('No permission has this id.');
  const input = await parseJsonBody(request, userPermissionUpdateSchema);
  const actor = staffIdentityOf(request);
  const user = await updatePermission(id, input, actor, ifMatchOf(request));
  logInfo(context, 'permission.updated', { userId: user.id, level: user.userLevel, by: actor.userId });
  return ok(toUserPermission(withoutSystemFields(user)), { ETag: user._etag });
}

registerHttp('user-update', {
  route: 'user/{id}',
  methods: ['PUT'],
  access: 'admin',
  maxBodyBytes: 32 * 1024,
  handler: updateUserPermission,
});
