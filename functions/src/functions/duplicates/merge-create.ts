import type { HttpRequest, InvocationContext } from '@azure/functions';
import { mergeDuplicatesSchema } from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { created } from '../../platform/http-responses.ts';
import { logInfo } from '../../platform/log.ts';
import { parseWith, readJsonBody } from '../../platform/parse-body.ts';
import { callerScopeOf } from '../../platform/request-values.ts';
import { staffIdentityOf } from '../../platform/staff-identity.ts';
import { mergeDuplicates } from '../../services/duplicates/merge-duplicates.ts';

/**
 * POST /api/duplicates/merges: merges records of one set into the survivor, field by field
 * (Contributor and up). 201 with the merge, which an Admin can undo for 90 days.
 */
export async function postMerge(request: HttpRequest, context: InvocationContext) {
  const input = parseWith(mergeDuplicatesSchema, await readJsonBody(request));
  const merge = await mergeDuplicates(callerScopeOf(request), staffIdentityOf(request), input, context);
  logInfo(context, 'duplicates.merged', { mergeId: merge.id, merged: merge.merged.length });
  return created(merge);
}

registerHttp('merge-create', {
  route: 'duplicates/merges',
  methods: ['POST'],
  access: 'contributor',
  maxBodyBytes: 16 * 1024,
  handler: postMerge,
});
