import type { HttpRequest } from '@azure/functions';
import { type CatalogOptionsResponse, charterQuerySchema } from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { ok, PUBLIC_CACHE } from '../../platform/http-responses.ts';
import { parseWith } from '../../platform/parse-body.ts';
import { queryObject } from '../../platform/query-params.ts';
import { courseCatalog } from '../../services/catalog/catalog-service.ts';

/**
 * GET /api/v1/config/course_catalog_options?charter_id: the years (newest first), terms and course
 * types (High, Middle, Elementary School) of its catalog; 503 when the catalog cannot be reached.
 */
export async function getCourseCatalogOptions(request: HttpRequest) {
  const { charter_id } = parseWith(charterQuerySchema, queryObject(request));
  const body: CatalogOptionsResponse = { data: await courseCatalog().options(charter_id) };
  return ok(body, PUBLIC_CACHE);
}

registerHttp('course-catalog-options-get', {
  route: 'v1/config/course_catalog_options',
  methods: ['GET'],
  access: 'public',
  handler: getCourseCatalogOptions,
});
