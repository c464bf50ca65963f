import type { HttpRequest } from '@azure/functions';
import { charterQuerySchema } from '@enroll/domain';
import { listCatalogOptions } from '../../data/catalog-repository.ts';
import { ok, PUBLIC_CACHE } from '../../platform/http-responses.ts';
import { parseWith } from '../../platform/parse-body.ts';
import { queryObject } from '../../platform/query-params.ts';
import { registerHttp } from '../../platform/registry.ts';

/** GET /api/v1/config/course_catalog_options?charter_id: the years, terms and course types of its catalog. */
export async function getCourseCatalogOptions(request: HttpRequest) {
  const { charter_id } = parseWith(charterQuerySchema, queryObject(request));
  return ok({ data: await listCatalogOptions(charter_id) }, PUBLIC_CACHE);
}

registerHttp('course-catalog-options-get', {
  route: 'v1/config/course_catalog_options',
  methods: ['GET'],
  access: 'public',
  handler: getCourseCatalogOptions,
});
