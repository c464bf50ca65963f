import type { HttpRequest } from '@azure/functions';
import { toPublicSiteOrientations } from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { ok, PUBLIC_CACHE } from '../../platform/http-responses.ts';
import { requireSite } from '../../services/site-lookup.ts';

/**
 * GET /api/sites/{id}/orientations: the site's orientation dates. The virtual orientation link is for
 * staff (the orientation scheduler of the staff issues), so this public answer never carries it.
 */
export async function listSiteOrientations(request: HttpRequest) {
  return ok(toPublicSiteOrientations(await requireSite(request.params.id)), PUBLIC_CACHE);
}

registerHttp('site-orientations-list', {
  route: 'sites/{id}/orientations',
  methods: ['GET'],
  access: 'public',
  handler: listSiteOrientations,
});
