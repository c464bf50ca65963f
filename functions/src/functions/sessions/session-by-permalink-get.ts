import type { HttpRequest } from '@azure/functions';
import {
  businessToday,
  isPermalink,
  notFoundError,
  type PublicLeloSession,
  sessionGate,
} from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { findSessionByPermalink } from '../../data/sessions-repository.ts';
import { ok } from '../../platform/http-responses.ts';
import { routeParam } from '../../platform/request-values.ts';

// The gate turns at midnight and staff may deactivate a session: a browser may keep it a minute at most.
const SESSION_CACHE = { 'Cache-Control': 'public, max-age=60' };

/**
 * GET /api/sessions/{permalink}: the session of a public Lelo link and whether it is open today, today
 * read in the business time zone (ENROLLMENT_TIME_ZONE), so the end day lasts until midnight there.
 */
export async function getSessionByPermalink(request: HttpRequest) {
  const permalink = routeParam(request, 'permalink');
  const session = isPermalink(permalink) ? await findSessionByPermalink(permalink) : null;
  if (!session) throw notFoundError('No session matches this link.');
  const body: PublicLeloSession = {
    _id: session.id,
    name: session.name,
    nameEs: session.nameEs ?? '',
    permalink: session.permalink,
    schoolYear: session.schoolYear,
    status: session.status,
    enrollmentStart: session.enrollmentStart,
    enrollmentEnd: session.enrollmentEnd,
    schoolYearStartDate: session.schoolYearStartDate,
    schoolYearEndDate: session.schoolYearEndDate,
    gate: sessionGate(session, businessToday()),
  };
  return ok(body, SESSION_CACHE);
}

registerHttp('session-by-permalink-get', {
  route: 'sessions/{permalink}',
  methods: ['GET'],
  access: 'public',
  handler: getSessionByPermalink,
});
