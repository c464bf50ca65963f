import type { HttpRequest } from '@azure/functions';
import { type CatalogCoursesResponse, courseCatalogQuerySchema } from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { ok, PUBLIC_CACHE } from '../../platform/http-responses.ts';
import { parseWith } from '../../platform/parse-body.ts';
import { queryObject } from '../../platform/query-params.ts';
import { courseCatalog } from '../../services/catalog/catalog-service.ts';

/**
 * GET /api/v1/config/course_catalog?charter_id&school_year&catalog_term&course_type: a charter's
 * catalog courses by name, in the configuration service's envelope `{ data: { data } }`; 503 when the
 * catalog cannot be reached.
 */
export async function listCourseCatalog(request: HttpRequest) {
  const query = parseWith(courseCatalogQuerySchema, queryObject(request));
  const body: CatalogCoursesResponse = { data: { data: await courseCatalog().courses(query) } };
  return ok(body, PUBLIC_CACHE);
}

registerHttp('course-catalog-list', {
  route: 'v1/config/course_catalog',
  methods: ['GET'],
  access: 'public',
  handler: listCourseCatalog,
});
