import type { HttpRequest } from '@azure/functions';
import { courseOfferingId } from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { readCourseOffering } from '../../data/course-offerings-repository.ts';
import {
  scopedSetupSite,
  setupScopeOf,
  setupSession,
  staffOfferingResponse,
} from '../../services/course-setup/course-setup.ts';

/**
 * GET /api/courses/setup/{sessionId}/{siteId} (course offerings screen, Contributor and up): what the
 * learning center offers in the session, null before the first save, with the offering's ETag (none
 * while it is null). A site of another charter is a 404, like an unknown one.
 */
export async function getCourseSetupOffering(request: HttpRequest) {
  const site = await scopedSetupSite(setupScopeOf(request), request.params.siteId ?? '');
  const session = await setupSession(request.params.sessionId ?? '');
  const stored = await readCourseOffering(courseOfferingId(session.id, site.id));
  return staffOfferingResponse(200, session, site, stored);
}

registerHttp('course-setup-offering-get', {
  route: 'courses/setup/{sessionId}/{siteId}',
  methods: ['GET'],
  access: 'contributor',
  handler: getCourseSetupOffering,
});
