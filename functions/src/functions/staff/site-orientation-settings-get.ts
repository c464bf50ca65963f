import type { HttpRequest } from '@azure/functions';
import { registerHttp } from '../../app/registry.ts';
import { versioned } from '../../platform/http-responses.ts';
import { callerScopeOf, routeParam } from '../../platform/request-values.ts';
import { readScopedSite, siteSettingsBody } from '../../services/site-settings/site-orientation-settings.ts';

/**
 * GET /api/staff/sites/{id}/orientation-settings (Admin and up): a learning center's orientation dates and
 * hours, virtual link and notification addresses (SiteOrientationSettings), with its ETag. Another
 * charter's center is the same 404 as an unknown id.
 */
export async function getSiteOrientationSettings(request: HttpRequest) {
  const site = await readScopedSite(callerScopeOf(request), routeParam(request));
  return versioned(siteSettingsBody(site), site._etag);
}

registerHttp('site-orientation-settings-get', {
  route: 'staff/sites/{id}/orientation-settings',
  methods: ['GET'],
  access: 'admin',
  handler: getSiteOrientationSettings,
});
