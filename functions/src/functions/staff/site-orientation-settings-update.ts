import type { HttpRequest, InvocationContext } from '@azure/functions';
import { siteOrientationSettingsSchema } from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { assertCurrentVersion } from '../../data/system-fields.ts';
import { versioned } from '../../platform/http-responses.ts';
import { logInfo } from '../../platform/log.ts';
import { parseJsonBody } from '../../platform/parse-body.ts';
import { callerScopeOf, requiredIfMatch, routeParam } from '../../platform/request-values.ts';
import { staffIdentityOf } from '../../platform/staff-identity.ts';
import {
  readScopedSite,
  saveSiteSettings,
  siteSettingsBody,
  siteSettingsConflict,
} from '../../services/site-settings/site-orientation-settings.ts';

/**
 * PUT /api/staff/sites/{id}/orientation-settings (Admin and up): stores a learning center's orientation
 * dates and hours, virtual link and notification addresses (siteOrientationSettingsSchema; 400 with
 * field errors). If-Match required (428 'siteSettings.ifMatch.required', stale 409
 * 'siteSettings.conflict'). Another charter's center is 404. 200 with the settings and the new ETag.
 */
export async function updateSiteOrientationSettings(request: HttpRequest, context: InvocationContext) {
  const settings = await parseJsonBody(request, siteOrientationSettingsSchema);
  const etag = requiredIfMatch(request, 'siteSettings.ifMatch.required');
  const site = await readScopedSite(callerScopeOf(request), routeParam(request));
  assertCurrentVersion(site, etag, siteSettingsConflict);
  const saved = await saveSiteSettings(site, settings, etag);
  logInfo(context, 'site.orientationSettingsSaved', {
    siteId: saved.id,
    dates: settings.orientation_dates.length,
    by: staffIdentityOf(request).userId,
  });
  return versioned(siteSettingsBody(saved), saved._etag);
}

registerHttp('site-orientation-settings-update', {
  route: 'staff/sites/{id}/orientation-settings',
  methods: ['PUT'],
  access: 'admin',
  maxBodyBytes: 64 * 1024,
  handler: updateSiteOrientationSettings,
});
