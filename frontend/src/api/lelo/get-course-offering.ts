import type { CourseOfferingRecord } from '@enroll/domain';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../lib/api-client.ts';

/**
 * GET /api/courses/{siteId}/{charter_id}/{sessionId}: the site's offering in the session (the public
 * wizard's classes step and the staff pre-registration read it); 404 when it offers nothing there.
 */
export function getCourseOffering(
  siteId: string,
  charterId: string,
  sessionId: string,
): Promise<CourseOfferingRecord> {
  const path = [siteId, charterId, sessionId].map(encodeURIComponent).join('/');
  return apiFetch<CourseOfferingRecord>(`/api/courses/${path}`);
}

export function isNotOffered(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** Idle until the site, charter and session are known. A failure is tried once more, a 404 (nothing offered) not. */
export function useCourseOffering(siteId: string, charterId: string, sessionId: string) {
  return useQuery({
    queryKey: ['lelo-course-offering', siteId, charterId, sessionId],
    queryFn: () => getCourseOffering(siteId, charterId, sessionId),
    enabled: siteId !== '' && charterId !== '' && sessionId !== '',
    retry: (failures, error) => !isNotOffered(error) && failures < 1,
    retryDelay: 500,
    staleTime: 5 * 60_000,
  });
}
