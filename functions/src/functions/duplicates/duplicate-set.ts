import type { HttpRequest } from '@azure/functions';
import { DUPLICATE_KINDS, type DuplicateKind, notFoundError } from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { ok } from '../../platform/http-responses.ts';
import { callerScopeOf, routeParam } from '../../platform/request-values.ts';
import { duplicateSetOf } from '../../services/duplicates/duplicate-set.ts';

const isKind = (value: string): value is DuplicateKind =>
  (DUPLICATE_KINDS as readonly string[]).includes(value);

/**
 * GET /api/duplicates/{kind}/{id}: the open set of possible duplicates the record is in, its records
 * side by side, and their sibling links (Contributor and up; a record of another charter is 404).
 */
export async function getDuplicateSet(request: HttpRequest) {
  const kind = routeParam(request, 'kind');
  if (!isKind(kind)) throw notFoundError();
  const set = await duplicateSetOf(callerScopeOf(request), { kind, id: routeParam(request) });
  return ok(set, { 'Cache-Control': 'private, no-store' });
}

registerHttp('duplicate-set', {
  route: 'duplicates/{kind}/{id}',
  methods: ['GET'],
  access: 'contributor',
  handler: getDuplicateSet,
});
