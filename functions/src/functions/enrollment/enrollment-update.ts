import type { HttpRequest, InvocationContext } from '@azure/functions';
import { applyInterestEdit, editInterestSchema, isInterestLocked } from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { replaceInterest } from '../../data/interests-repository.ts';
import { versioned } from '../../platform/http-responses.ts';
import { logInfo } from '../../platform/log.ts';
import { parseJsonBody } from '../../platform/parse-body.ts';
import { callerScopeOf, requiredIfMatch, routeParam } from '../../platform/request-values.ts';
import { queueDuplicateCheck } from '../../services/duplicates/duplicate-check-job.ts';
import {
  assertCurrentInterest,
  enrolledNoEdit,
  interestBody,
  readScopedInterest,
} from '../../services/interest-entries/scoped-interest.ts';
import { siteOfCharter } from '../../services/interest-entries/site-of-charter.ts';

/**
 * PUT /api/enrollment/{id} (Edit Interest). If-Match (the ETag of GET /api/enrollment/{id}) is
 * required: missing 428, stale 409 'interest.conflict'. The new site must exist, belong to the body's
 * charter and be in the caller's scope; the learning-center fields are copied from it, the age is
 * recalculated, the status fields stay (they change only through the status machine). An enrolled
 * entry is refused (409 'interest.enrolledNoEdit').
 */
export async function updateInterest(request: HttpRequest, context: InvocationContext) {
  const id = routeParam(request);
  const input = await parseJsonBody(request, editInterestSchema);
  const etag = requiredIfMatch(request, 'interest.ifMatch.required');
  const entry = await readScopedInterest(callerScopeOf(request), id);
  if (isInterestLocked(entry)) throw enrolledNoEdit();
  assertCurrentInterest(entry, etag);
  const site = await siteOfCharter(input.learningCenterId, input.charter_id, callerScopeOf(request));
  const edited = applyInterestEdit(interestBody(entry), input, site, new Date());
  const stored = await replaceInterest(edited, etag);
  await queueDuplicateCheck({ kind: 'interest', id: stored.id });
  logInfo(context, 'interest.updated', { entryId: stored.id, siteId: site.id });
  return versioned(interestBody(stored), stored._etag);
}

registerHttp('enrollment-update', {
  route: 'enrollment/{id}',
  methods: ['PUT'],
  access: 'contributor',
  maxBodyBytes: 16 * 1024,
  handler: updateInterest,
});
