import type { StaffCourseOffering } from '@enroll/domain';
import { courseSetupKeys } from '../../../api/course-setup/query-keys.ts';
import { getVersioned, useFreshRead, type Versioned } from '../../../api/versioned-queries.ts';

/** A learning center's offering as just read, with the version a later save sends as If-Match. */
export type VersionedCourseOffering = Versioned<'setup', StaffCourseOffering>;

/**
 * GET /api/courses/setup/{sessionId}/{siteId} (Contributor and up): the session, the learning center and
 * what it offers (offering null before the first save); another charter's site answers 404.
 */
export function getCourseOfferingSetup(sessionId: string, siteId: string): Promise<VersionedCourseOffering> {
  const path = [sessionId, siteId].map(encodeURIComponent).join('/');
  return getVersioned('setup', `/api/courses/setup/${path}`);
}

export function useCourseOfferingSetup(sessionId: string, siteId: string) {
  return useFreshRead(courseSetupKeys.offering(sessionId, siteId), () =>
    getCourseOfferingSetup(sessionId, siteId),
  );
}
