import type { CourseOfferingRecord } from '@enroll/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/**
 * GET /api/courses/{siteId}/{charter_id}/{sessionId}: the site's courses in the session (the endpoint
 * the public wizard's classes step reads). Idle until a learning center is chosen.
 */
export function getSiteOffering(
  siteId: string,
  charterId: string,
  sessionId: string,
): Promise<CourseOfferingRecord> {
  const path = [siteId, charterId, sessionId].map(encodeURIComponent).join('/');
  return apiFetch<CourseOfferingRecord>(`/api/courses/${path}`);
}

export function useSiteOffering(siteId: string, charterId: string, sessionId: string) {
  return useQuery({
    queryKey: ['pre-registration', 'offering', siteId, charterId, sessionId],
    queryFn: () => getSiteOffering(siteId, charterId, sessionId),
    enabled: siteId !== '' && charterId !== '' && sessionId !== '',
    staleTime: 5 * 60_000,
  });
}
