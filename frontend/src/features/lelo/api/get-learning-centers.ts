import type { LeloLearningCenterChoice } from '@enroll/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /api/courses/{permalink}: the learning centers with an offering in the session, by charter then name. */
export function getLearningCenters(permalink: string): Promise<LeloLearningCenterChoice[]> {
  return apiFetch<LeloLearningCenterChoice[]>(`/api/courses/${encodeURIComponent(permalink)}`);
}

/** Idle while `enabled` is false (a pre-registration's location is fixed). */
export function useLearningCenters(permalink: string, enabled = true) {
  return useQuery({
    queryKey: ['lelo-learning-centers', permalink],
    queryFn: () => getLearningCenters(permalink),
    enabled,
  });
}
