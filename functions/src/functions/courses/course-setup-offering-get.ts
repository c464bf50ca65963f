import type { HttpRequest } from '@azure/functions';
import { courseOfferingId } from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { readCourseOffering } from '../../data/course-offerings-repository.ts';
import { versioned } from '../../platform/http-responses.ts';
import { callerScopeOf, routeParam } from '../../platform/request-values.ts';
import {
  scopedSetupSite,
  setupSession,
  staffOfferingBody,
} from '../../services/course-setup/course-setup.ts';

/**
 * GET /api/courses/setup/{sessionId}/{siteId} (course offerings screen, Contributor and up): what the
 * learning center offers in the session, null before the first save, with the offering's ETag (none
 * while it is null). A site of another charter is a 404, like an unknown one.
 */
export async function getCourseSetupOffering(request: HttpRequest) {
  const site = await scopedSetupSite(callerScopeOf(request), routeParam(request, 'siteId'));
  const session = await setupSession(routeParam(request, 'sessionId'));
  const stored = await readCourseOffering(courseOfferingId(session.id, site.id));
  return versioned(staffOfferingBody(session, site, stored), stored?._etag ?? null);
}

registerHttp('course-setup-offering-get', {
  route: 'courses/setup/{sessionId}/{siteId}',
  methods: ['GET'],
  access: 'contributor',
  handler: getCourseSetupOffering,
});
