import type { HttpRequest } from '@azure/functions';
import { courseCatalogQuerySchema } from '@enroll/domain';
import { listCatalogCourses } from '../../data/catalog-repository.ts';
import { ok, PUBLIC_CACHE } from '../../platform/http-responses.ts';
import { parseWith } from '../../platform/parse-body.ts';
import { queryObject } from '../../platform/query-params.ts';
import { registerHttp } from '../../platform/registry.ts';

/**
 * GET /api/v1/config/course_catalog?charter_id&school_year&catalog_term&course_type: a charter's
 * catalog courses, in the configuration service's envelope `{ data: { data } }`.
 */
export async function listCourseCatalog(request: HttpRequest) {
  const query = parseWith(courseCatalogQuerySchema, queryObject(request));
  const courses = await listCatalogCourses(query);
  return ok({ data: { data: courses } }, PUBLIC_CACHE);
}

registerHttp('course-catalog-list', {
  route: 'v1/config/course_catalog',
  methods: ['GET'],
  access: 'public',
  handler: listCourseCatalog,
});
