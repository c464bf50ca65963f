import type { HttpRequest } from '@azure/functions';
import { isPermalink, type LeloLearningCenterChoice, levelsWithCourses } from '@enroll/domain';
import { listCourseOfferingsOfSession } from '../../data/course-offerings-repository.ts';
import { findSessionByPermalink } from '../../data/sessions-repository.ts';
import { notFound } from '../../platform/http-errors.ts';
import { ok } from '../../platform/http-responses.ts';
import { registerHttp } from '../../platform/registry.ts';

/**
 * GET /api/courses/{permalink}: the learning centers with at least one offered course in the session
 * (step 1's charter and learning center choices), by charter then name.
 */
export async function listSessionLearningCenters(request: HttpRequest) {
  const permalink = request.params.permalink ?? '';
  const session = isPermalink(permalink) ? await findSessionByPermalink(permalink) : null;
  if (!session) throw notFound('No session matches this link.');
  const offerings = await listCourseOfferingsOfSession(session.id);
  const choices: LeloLearningCenterChoice[] = offerings
    .filter((offering) => levelsWithCourses(offering).length > 0)
    .map(({ siteId, learningCenterName, charter_id, charter }) => ({
      siteId,
      learningCenterName,
      charter_id,
      charter,
    }))
    .sort(
      (a, b) =>
        a.charter.localeCompare(b.charter) || a.learningCenterName.localeCompare(b.learningCenterName),
    );
  // Staff add offerings in the setup screens: no browser caching, so a new center shows at once.
  return ok(choices, { 'Cache-Control': 'no-cache' });
}

registerHttp('session-learning-centers-list', {
  route: 'courses/{permalink}',
  methods: ['GET'],
  access: 'public',
  handler: listSessionLearningCenters,
});
