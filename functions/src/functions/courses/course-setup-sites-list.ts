import type { HttpRequest } from '@azure/functions';
import {
  byCharterThenLearningCenter,
  isCharterInScope,
  type SessionSetupSites,
  sessionSummaryOf,
} from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { listCourseOfferingsOfSession } from '../../data/course-offerings-repository.ts';
import { listAllSites } from '../../data/sites-repository.ts';
import { ok } from '../../platform/http-responses.ts';
import { callerScopeOf, routeParam } from '../../platform/request-values.ts';
import { setupLearningCenterOf, setupSession } from '../../services/course-setup/course-setup.ts';

/**
 * GET /api/courses/setup/{sessionId} ('Learning Center Options', Contributor and up): the session and
 * the learning centers the caller may set up, by charter then name (Super Admin every site, others the
 * sites of their charters), each with the number of courses it offers in the session.
 * An unknown session is a 404.
 */
export async function listCourseSetupSites(request: HttpRequest) {
  const scope = callerScopeOf(request);
  const session = await setupSession(routeParam(request, 'sessionId'));
  const [sites, offerings] = await Promise.all([listAllSites(), listCourseOfferingsOfSession(session.id)]);
  const offeringOfSite = new Map(offerings.map((offering) => [offering.siteId, offering]));
  const body: SessionSetupSites = {
    session: sessionSummaryOf(session),
    learningCenters: sites
      .filter((site) => isCharterInScope(scope, site.charter.id))
      .map((site) => setupLearningCenterOf(site, offeringOfSite.get(site.id) ?? null))
      .sort(byCharterThenLearningCenter),
  };
  return ok(body, { 'Cache-Control': 'private, no-store' });
}

registerHttp('course-setup-sites-list', {
  route: 'courses/setup/{sessionId}',
  methods: ['GET'],
  access: 'contributor',
  handler: listCourseSetupSites,
});
