import type { HttpRequest, InvocationContext } from '@azure/functions';
import { notDuplicatesSchema } from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { ok } from '../../platform/http-responses.ts';
import { logInfo } from '../../platform/log.ts';
import { parseWith, readJsonBody } from '../../platform/parse-body.ts';
import { callerScopeOf } from '../../platform/request-values.ts';
import { staffIdentityOf } from '../../platform/staff-identity.ts';
import { markNotDuplicates } from '../../services/duplicates/mark-not-duplicates.ts';

/**
 * POST /api/duplicates/not-duplicates: a coordinator's 'Not duplicates' for two or more records of one
 * set, with the reason (Contributor and up). 200 with the pairs answered.
 */
export async function postNotDuplicates(request: HttpRequest, context: InvocationContext) {
  const input = parseWith(notDuplicatesSchema, await readJsonBody(request));
  const answer = await markNotDuplicates(callerScopeOf(request), staffIdentityOf(request), input, context);
  logInfo(context, 'duplicates.markedNotDuplicates', { pairs: answer.answered.length });
  return ok(answer);
}

registerHttp('not-duplicates', {
  route: 'duplicates/not-duplicates',
  methods: ['POST'],
  access: 'contributor',
  maxBodyBytes: 8 * 1024,
  handler: postNotDuplicates,
});
