import type { LeloLearningCenterChoice } from '@enroll/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/**
 * GET /api/courses/{permalink}: the learning centers with an offering in the session (the endpoint
 * the public wizard's first step reads), by charter then name.
 */
export function getSessionLearningCenters(permalink: string): Promise<LeloLearningCenterChoice[]> {
  return apiFetch<LeloLearningCenterChoice[]>(`/api/courses/${encodeURIComponent(permalink)}`);
}

export function useSessionLearningCenters(permalink: string) {
  return useQuery({
    queryKey: ['pre-registration', 'learning-centers', permalink],
    queryFn: () => getSessionLearningCenters(permalink),
  });
}
