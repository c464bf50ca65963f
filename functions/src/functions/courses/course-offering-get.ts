import type { HttpRequest } from '@azure/functions';
import { courseOfferingPathSchema, notFoundError } from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { findCourseOffering } from '../../data/course-offerings-repository.ts';
import { ok } from '../../platform/http-responses.ts';
import { parseWith } from '../../platform/parse-body.ts';
import { withCharterCourseNames } from '../../services/translations/course-names.ts';

/**
 * GET /api/courses/{siteId}/{charter_id}/{sessionId}: what the site offers in the session, per school
 * level, each course with the charter's Spanish name for it; 404 when it offers nothing there or belongs to another charter.
 */
export async function getCourseOffering(request: HttpRequest) {
  const { siteId, charter_id, sessionId } = parseWith(courseOfferingPathSchema, request.params);
  const offering = await findCourseOffering(sessionId, siteId);
  if (!offering || offering.charter_id !== charter_id)
    throw notFoundError('This learning center offers no courses in this session.');
  // The staff course setup reads this right after saving: no browser caching.
  return ok(await withCharterCourseNames(offering), { 'Cache-Control': 'no-cache' });
}

registerHttp('course-offering-get', {
  route: 'courses/{siteId}/{charter_id}/{sessionId}',
  methods: ['GET'],
  access: 'public',
  handler: getCourseOffering,
});
