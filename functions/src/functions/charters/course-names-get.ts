import type { HttpRequest } from '@azure/functions';
import { registerHttp } from '../../app/registry.ts';
import { versioned } from '../../platform/http-responses.ts';
import { callerScopeOf, routeParam } from '../../platform/request-values.ts';
import { readCourseNames } from '../../services/translations/course-names.ts';

/**
 * GET /api/charters/{charter_id}/course-names (Contributor and up, charter-scoped): every course name
 * of the charter's catalog with the school's Spanish name for it, with the charter's ETag.
 */
export async function getCourseNames(request: HttpRequest) {
  const { setup, etag } = await readCourseNames(callerScopeOf(request), routeParam(request, 'charter_id'));
  return versioned(setup, etag);
}

registerHttp('course-names-get', {
  route: 'charters/{charter_id}/course-names',
  methods: ['GET'],
  access: 'contributor',
  handler: getCourseNames,
});
