import type { StaffCourseOffering } from '@enroll/domain';
import { useQuery } from '@tanstack/react-query';
import { courseSetupKeys } from '../../../api/course-setup/query-keys.ts';
import { apiFetchWithHeaders } from '../../../lib/api-client.ts';

/** A learning center's offering as just read, with the version a later save sends as If-Match. */
export interface VersionedCourseOffering {
  setup: StaffCourseOffering;
  /** The ETag header: a save made by someone else since this read is refused with 409. */
  etag: string | null;
}

/**
 * GET /api/courses/setup/{sessionId}/{siteId} (Contributor and up): the session, the learning center and
 * what it offers (offering null before the first save); another charter's site answers 404.
 */
export async function getCourseOfferingSetup(
  sessionId: string,
  siteId: string,
): Promise<VersionedCourseOffering> {
  const path = [sessionId, siteId].map(encodeURIComponent).join('/');
  const { body, headers } = await apiFetchWithHeaders<StaffCourseOffering>(`/api/courses/setup/${path}`, {
    cache: 'no-store',
  });
  return { setup: body, etag: headers.get('ETag') };
}

export function useCourseOfferingSetup(sessionId: string, siteId: string) {
  return useQuery({
    queryKey: courseSetupKeys.offering(sessionId, siteId),
    queryFn: () => getCourseOfferingSetup(sessionId, siteId),
    staleTime: 0,
    retry: false,
  });
}
