import type { CourseNamesSetup } from '@enroll/domain';
import { leloTemplateKeys } from '../../../api/lelo-templates/query-keys.ts';
import { getVersioned, useFreshRead } from '../../../api/versioned-queries.ts';
import type { Versioned } from './template-path.ts';

/** /api/charters/{charter_id}/course-names: the GET and PUT address of a charter's Spanish course names. */
export function courseNamesPath(charterId: string): string {
  return `/api/charters/${encodeURIComponent(charterId)}/course-names`;
}

/** GET /api/charters/{charter_id}/course-names: the catalog's course names with their Spanish names, with the charter's ETag. */
export function getCourseNames(charterId: string): Promise<Versioned<CourseNamesSetup>> {
  return getVersioned('template', courseNamesPath(charterId));
}

export function useCourseNames(charterId: string) {
  return useFreshRead(leloTemplateKeys.courseNames(charterId), () => getCourseNames(charterId));
}
