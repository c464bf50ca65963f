import type { HttpRequest } from '@azure/functions';
import type { DuplicateMergesResponse } from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { ok } from '../../platform/http-responses.ts';
import { callerScopeOf } from '../../platform/request-values.ts';
import { undoableMerges } from '../../services/duplicates/merge-duplicates.ts';

/** GET /api/duplicates/merges: the merges of the caller's charters that can still be undone (Contributor and up). */
export async function getMerges(request: HttpRequest) {
  const answer: DuplicateMergesResponse = { merges: await undoableMerges(callerScopeOf(request)) };
  return ok(answer, { 'Cache-Control': 'private, no-store' });
}

registerHttp('merges-list', {
  route: 'duplicates/merges',
  methods: ['GET'],
  access: 'contributor',
  handler: getMerges,
});
