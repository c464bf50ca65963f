import type { HttpRequest, InvocationContext } from '@azure/functions';
import { registerHttp } from '../../app/registry.ts';
import { ok } from '../../platform/http-responses.ts';
import { logInfo } from '../../platform/log.ts';
import { callerScopeOf, routeParam } from '../../platform/request-values.ts';
import { staffIdentityOf } from '../../platform/staff-identity.ts';
import { undoMerge } from '../../services/duplicates/merge-duplicates.ts';

/**
 * POST /api/duplicates/merges/{id}/undo (Admin and up): every record, field and note of the merge back
 * as it was; 409 once undone or after 90 days, 404 for another charter's merge.
 */
export async function postMergeUndo(request: HttpRequest, context: InvocationContext) {
  const merge = await undoMerge(
    callerScopeOf(request),
    staffIdentityOf(request),
    routeParam(request),
    context,
  );
  logInfo(context, 'duplicates.mergeUndone', { mergeId: merge.id });
  return ok(merge);
}

registerHttp('merge-undo', {
  route: 'duplicates/merges/{id}/undo',
  methods: ['POST'],
  access: 'admin',
  handler: postMergeUndo,
});
