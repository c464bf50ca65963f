import type { HttpRequest } from '@azure/functions';
import {
  byCharterThenLearningCenter,
  DEFAULT_BRAND_KEY,
  isPermalink,
  type LeloLearningCenterChoice,
  levelsWithCourses,
  notFoundError,
} from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { findCharter } from '../../data/charters-repository.ts';
import { listCourseOfferingsOfSession } from '../../data/course-offerings-repository.ts';
import { findSessionByPermalink } from '../../data/sessions-repository.ts';
import { ok } from '../../platform/http-responses.ts';
import { routeParam } from '../../platform/request-values.ts';

/** The brand of each charter id (read once per charter; an unknown charter counts as the default brand). */
async function brandKeysOf(charterIds: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(charterIds)];
  const charters = await Promise.all(unique.map((id) => findCharter(id)));
  return new Map(unique.map((id, index) => [id, charters[index]?.brandKey ?? DEFAULT_BRAND_KEY]));
}

/**
 * GET /api/courses/{permalink}: the learning centers with at least one offered course in the session
 * (step 1's charter and learning center choices), by charter then name, each with its charter's brand
 * (the wizard offers a host's own brand's charters only).
 */
export async function listSessionLearningCenters(request: HttpRequest) {
  const permalink = routeParam(request, 'permalink');
  const session = isPermalink(permalink) ? await findSessionByPermalink(permalink) : null;
  if (!session) throw notFoundError('No session matches this link.');
  const offerings = (await listCourseOfferingsOfSession(session.id)).filter(
    (offering) => levelsWithCourses(offering).length > 0,
  );
  const brands = await brandKeysOf(offerings.map((offering) => offering.charter_id));
  const choices: LeloLearningCenterChoice[] = offerings
    .map(({ siteId, learningCenterName, charter_id, charter }) => ({
      siteId,
      learningCenterName,
      charter_id,
      charter,
      brandKey: brands.get(charter_id) ?? DEFAULT_BRAND_KEY,
    }))
    .sort(byCharterThenLearningCenter);
  // Staff add offerings in the setup screens: no browser caching, so a new center shows at once.
  return ok(choices, { 'Cache-Control': 'no-cache' });
}

registerHttp('session-learning-centers-list', {
  route: 'courses/{permalink}',
  methods: ['GET'],
  access: 'public',
  handler: listSessionLearningCenters,
});
