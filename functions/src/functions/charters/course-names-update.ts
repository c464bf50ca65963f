import type { HttpRequest, InvocationContext } from '@azure/functions';
import { COURSE_NAMES_MAX_COUNT, courseNamesSchema } from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { versioned } from '../../platform/http-responses.ts';
import { logInfo } from '../../platform/log.ts';
import { parseJsonBody } from '../../platform/parse-body.ts';
import { callerScopeOf, requiredIfMatch, routeParam } from '../../platform/request-values.ts';
import { staffIdentityOf } from '../../platform/staff-identity.ts';
import { saveCourseNames } from '../../services/translations/course-names.ts';

/**
 * PUT /api/charters/{charter_id}/course-names (Contributor and up, charter-scoped): `{ names: [{ english,
 * spanish }] }` replaces the charter's Spanish course names (blank ones are dropped). If-Match required
 * (missing 428, stale 409 'courseNames.conflict'). 200 with the new ETag.
 */
export async function updateCourseNames(request: HttpRequest, context: InvocationContext) {
  const charterId = routeParam(request, 'charter_id');
  const input = await parseJsonBody(request, courseNamesSchema);
  const ifMatch = requiredIfMatch(request, 'courseNames.ifMatch.required');
  const { setup, etag } = await saveCourseNames(
    callerScopeOf(request),
    charterId,
    ifMatch,
    input,
    staffIdentityOf(request).email,
  );
  logInfo(context, 'courseNames.updated', { charterId, count: input.names.length });
  return versioned(setup, etag);
}

registerHttp('course-names-update', {
  route: 'charters/{charter_id}/course-names',
  methods: ['PUT'],
  access: 'contributor',
  // Every name of a large catalog, English and Spanish, with room for the JSON around them.
  maxBodyBytes: COURSE_NAMES_MAX_COUNT * 700,
  handler: updateCourseNames,
});
