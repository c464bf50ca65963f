import type { HttpRequest } from '@azure/functions';
import { programsForBrand } from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { ok, PUBLIC_CACHE } from '../../platform/http-responses.ts';
import { requireSite } from '../../services/site-lookup.ts';

/** GET /api/sites/{id}/programs: the site's programs for its own brand, in the order CTE, CLMI, WIOA, HOPE. */
export async function listSitePrograms(request: HttpRequest) {
  const site = await requireSite(request.params.id);
  return ok(programsForBrand(site.enrollment_info?.programTypes ?? [], site.brandName), PUBLIC_CACHE);
}

registerHttp('site-programs-list', {
  route: 'sites/{id}/programs',
  methods: ['GET'],
  access: 'public',
  handler: listSitePrograms,
});
