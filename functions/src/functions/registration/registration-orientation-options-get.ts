import type { HttpRequest } from '@azure/functions';
import {
  businessToday,
  notFoundError,
  type OrientationOptions,
  upcomingOrientationDates,
} from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { readSiteVersioned, toSite } from '../../data/sites-repository.ts';
import { ok } from '../../platform/http-responses.ts';
import { callerScopeOf, routeParam } from '../../platform/request-values.ts';
import { readScopedRegistration } from '../../services/registrations/scoped-registration.ts';

export const NO_ORIENTATION_SITE = 'The learning center of this registration no longer exists.';

/**
 * GET /api/registration/{id}/orientation-options: what the Orientation Scheduler offers for the
 * registration's learning center: its brand, its orientation dates from today (the business day) on,
 * soonest first, and its virtual link ('' when it has none). Staff data (the public site answer never
 * carries the link), for the levels that schedule: Contributor and up. Another charter's registration
 * is a 404.
 */
export async function getOrientationOptions(request: HttpRequest) {
  const stored = await readScopedRegistration(callerScopeOf(request), routeParam(request));
  // Read fresh, not from the cache: the dates an Admin has just saved are offered at once.
  const found = await readSiteVersioned(stored.learningCenterId);
  if (!found) throw notFoundError(NO_ORIENTATION_SITE);
  const site = toSite(found);
  const body: OrientationOptions = {
    brandName: site.brandName,
    orientation_dates: upcomingOrientationDates(site.orientation.orientation_dates, businessToday()),
    virtual_link: site.orientation.virtual_link,
  };
  return ok(body, { 'Cache-Control': 'private, no-store' });
}

registerHttp('registration-orientation-options-get', {
  route: 'registration/{id}/orientation-options',
  methods: ['GET'],
  access: 'contributor',
  handler: getOrientationOptions,
});
