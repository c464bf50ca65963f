import type { HttpRequest } from '@azure/functions';
import { ok, PUBLIC_CACHE } from '../../platform/http-responses.ts';
import { registerHttp } from '../../platform/registry.ts';
import { requireSite } from '../../services/site-lookup.ts';

/** GET /api/sites/{id}/orientations: the site's orientation dates and virtual link. */
export async function listSiteOrientations(request: HttpRequest) {
  const site = await requireSite(request.params.id);
  return ok(
    {
      brandName: site.brandName,
      orientation_dates: site.orientation?.orientation_dates ?? [],
      virtual_link: site.orientation?.virtual_link ?? '',
    },
    PUBLIC_CACHE,
  );
}

registerHttp('site-orientations-list', {
  route: 'sites/{id}/orientations',
  methods: ['GET'],
  access: 'public',
  handler: listSiteOrientations,
});
