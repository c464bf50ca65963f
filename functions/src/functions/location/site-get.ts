import type { HttpRequest } from '@azure/functions';
import { toSite } from '../../data/sites-repository.ts';
import { ok, PUBLIC_CACHE } from '../../platform/http-responses.ts';
import { registerHttp } from '../../platform/registry.ts';
import { requireSite } from '../../services/site-lookup.ts';

/** GET /api/sites/{id}: one learning center. */
export async function getSite(request: HttpRequest) {
  return ok(toSite(await requireSite(request.params.id)), PUBLIC_CACHE);
}

registerHttp('site-get', { route: 'sites/{id}', methods: ['GET'], access: 'public', handler: getSite });
