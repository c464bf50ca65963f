import type { HttpRequest } from '@azure/functions';
import { registerHttp } from '../../app/registry.ts';
import { ok } from '../../platform/http-responses.ts';
import { readCourseNames } from '../../services/translations/course-names.ts';

/**
 * GET /api/charters/{charter_id}/course-names (Contributor and up, charter-scoped): every course name
 * of the charter's catalog with the school's Spanish name for it, with the charter's ETag.
 */
export async function getCourseNames(request: HttpRequest) {
  const { setup, etag } = await readCourseNames(request, request.params.charter_id ?? '');
  return ok(setup, { 'Cache-Control': 'private, no-store', ETag: etag });
}

registerHttp('course-names-get', {
  route: 'charters/{charter_id}/course-names',
  methods: ['GET'],
  access: 'contributor',
  handler: getCourseNames,
});
