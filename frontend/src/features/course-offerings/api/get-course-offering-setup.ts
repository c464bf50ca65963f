import type { StaffCourseOffering } from '@enroll/domain';
import { useQuery } from '@tanstack/react-query';
import { courseSetupKeys } from '../../../api/course-setup/query-keys.ts';
import { freshRead } from '../../../api/versioned-queries.ts';
import { getVersioned, type Versioned } from '../../../lib/api-client.ts';

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
  return useQuery({
    queryKey: courseSetupKeys.offering(sessionId, siteId),
    queryFn: () => getCourseOfferingSetup(sessionId, siteId),
    ...freshRead,
  });
}
