import type { HttpRequest, InvocationContext } from '@azure/functions';
import { userPermissionCreateSchema } from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { withoutSystemFields } from '../../data/system-fields.ts';
import { toUserPermission } from '../../data/users-repository.ts';
import { created } from '../../platform/http-responses.ts';
import { logInfo } from '../../platform/log.ts';
import { parseJsonBody } from '../../platform/parse-body.ts';
import { staffIdentityOf } from '../../platform/staff-identity.ts';
import { createPermission } from '../../services/permissions/save-permission.ts';

/**
 * POST /api/user/: a permission for a person from the directory (name, azureID, personDbID, userLevel
 * or userStatus, charterAssignments). The grant rules apply (see checkGrant): only an Admin grants,
 * only within their own charters, and only a Super Admin grants Super Admin.
 */
export async function createUserPermission(request: HttpRequest, context: InvocationContext) {
  const input = await parseJsonBody(request, userPermissionCreateSchema);
  const actor = staffIdentityOf(request);
  const user = await createPermission(input, actor);
  logInfo(context, 'permission.created', { userId: user.id, level: user.userLevel, by: actor.userId });
  return created(toUserPermission(withoutSystemFields(user)), { ETag: user._etag });
}

registerHttp('user-create', {
  route: 'user',
  methods: ['POST'],
  access: 'admin',
  maxBodyBytes: 32 * 1024,
  handler: createUserPermission,
});
