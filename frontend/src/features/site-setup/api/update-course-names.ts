import type { CourseNamesInput, CourseNamesSetup } from '@enroll/domain';
import { leloTemplateKeys } from '../../../api/lelo-templates/query-keys.ts';
import { sendVersioned, useVersionedSave } from '../../../api/versioned-queries.ts';
import { courseNamesPath } from './get-course-names.ts';
import type { Versioned } from './template-path.ts';

export interface UpdateCourseNamesRequest {
  charterId: string;
  values: CourseNamesInput;
  /** The ETag of the read the edit started from (the charter's). */
  etag: string | null;
}

/** PUT /api/charters/{charter_id}/course-names with If-Match: blank Spanish names are removed. */
export function updateCourseNames({
  charterId,
  values,
  etag,
}: UpdateCourseNamesRequest): Promise<Versioned<CourseNamesSetup>> {
  return sendVersioned('template', courseNamesPath(charterId), { method: 'PUT', json: values, etag });
}

/** The screen goes on from the saved names and their new ETag. */
export function useUpdateCourseNames() {
  return useVersionedSave(updateCourseNames, ({ charterId }) => leloTemplateKeys.courseNames(charterId));
}
