import type { HttpRequest } from '@azure/functions';
import { registerHttp } from '../../app/registry.ts';
import {
  readScopedSite,
  siteSettingsResponse,
} from '../../services/site-settings/site-orientation-settings.ts';

/**
 * GET /api/staff/sites/{id}/orientation-settings (Admin and up): a learning center's orientation dates and
 * hours, virtual link and notification addresses (SiteOrientationSettings), with its ETag. Another
 * charter's center is the same 404 as an unknown id.
 */
export async function getSiteOrientationSettings(request: HttpRequest) {
  return siteSettingsResponse(await readScopedSite(request, request.params.id ?? ''));
}

registerHttp('site-orientation-settings-get', {
  route: 'staff/sites/{id}/orientation-settings',
  methods: ['GET'],
  access: 'admin',
  handler: getSiteOrientationSettings,
});
