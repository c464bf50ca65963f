import type { HttpRequest } from '@azure/functions';
import { peopleQuerySchema } from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { ok } from '../../platform/http-responses.ts';
import { parseWith } from '../../platform/parse-body.ts';
import { queryObject } from '../../platform/query-params.ts';
import { searchDirectory } from '../../services/directory/directory.ts';

/**
 * GET /api/people?q=: people of the organisation's directory for 'Create User Permission' (first
 * name, last name or e-mail contains q; at most 25), each as a PersonSearchResult.
 */
export async function searchPeopleDirectory(request: HttpRequest) {
  const { q } = parseWith(peopleQuerySchema, queryObject(request));
  return ok(await searchDirectory(q), { 'Cache-Control': 'private, no-store' });
}

registerHttp('people-search', {
  route: 'people',
  methods: ['GET'],
  access: 'admin',
  handler: searchPeopleDirectory,
});
