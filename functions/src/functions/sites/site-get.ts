import type { HttpRequest } from '@azure/functions';
import { toPublicSite } from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { ok, PUBLIC_CACHE } from '../../platform/http-responses.ts';
import { requireSite } from '../../services/site-lookup.ts';

/** GET /api/sites/{id}: one learning center, in its public shape (no staff names or e-mails). */
export async function getSite(request: HttpRequest) {
  return ok(toPublicSite(await requireSite(request.params.id)), PUBLIC_CACHE);
}

registerHttp('site-get', { route: 'sites/{id}', methods: ['GET'], access: 'public', handler: getSite });
