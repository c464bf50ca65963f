import type { HttpRequest } from '@azure/functions';
import { registerHttp } from '../../app/registry.ts';
import { ok } from '../../platform/http-responses.ts';
import { callerScopeOf } from '../../platform/request-values.ts';
import { openDuplicates } from '../../services/duplicates/open-duplicates.ts';

/**
 * GET /api/duplicates: the possible duplicates of the caller's charters (Contributor and up), as sets
 * of records with the rule of each pair, and the sibling links.
 */
export async function getDuplicates(request: HttpRequest) {
  return ok(await openDuplicates(callerScopeOf(request)), { 'Cache-Control': 'private, no-store' });
}

registerHttp('duplicates-list', {
  route: 'duplicates',
  methods: ['GET'],
  access: 'contributor',
  handler: getDuplicates,
});
