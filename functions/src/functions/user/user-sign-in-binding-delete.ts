import type { HttpRequest, InvocationContext } from '@azure/functions';
import { isRecordId, notFoundError } from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { withoutSystemFields } from '../../data/system-fields.ts';
import { toUserPermission } from '../../data/users-repository.ts';
import { ok } from '../../platform/http-responses.ts';
import { logInfo } from '../../platform/log.ts';
import { ifMatchOf, routeParam } from '../../platform/request-values.ts';
import { staffIdentityOf } from '../../platform/staff-identity.ts';
import { resetSignInBinding } from '../../services/permissions/save-permission.ts';

/**
 * DELETE /api/user/{id}/sign-in-binding: 'Reset sign-in' when a person's account was replaced; the
 * next sign-in with the permission's e-mail binds it again. Send the ETag of GET /api/user/{id} as
 * If-Match to refuse acting on a newer version (409).
 */
export async function deleteUserSignInBinding(request: HttpRequest, context: InvocationContext) {
  const id = routeParam(request);
  if (!isRecordId(id)) throw notFoundError('No permission has this id.');
  const actor = staffIdentityOf(request);
  const user = await resetSignInBinding(id, actor, ifMatchOf(request));
  logInfo(context, 'permission.signInReset', { userId: user.id, by: actor.userId });
  return ok(toUserPermission(withoutSystemFields(user)), { ETag: user._etag });
}

registerHttp('user-sign-in-binding-delete', {
  route: 'user/{id}/sign-in-binding',
  methods: ['DELETE'],
  access: 'admin',
  handler: deleteUserSignInBinding,
});
