import type { OrientationOptions } from '@enroll/domain';
import { apiFetch } from '../../lib/api-client.ts';
import { useFreshRead } from '../versioned-queries.ts';
import { registrationKeys } from './query-keys.ts';

/**
 * GET /api/registration/{id}/orientation-options: the upcoming orientation dates and the virtual link
 * of the registration's learning center (404 for an unknown id or another charter).
 */
export function getOrientationOptions(id: string): Promise<OrientationOptions> {
  return apiFetch<OrientationOptions>(`/api/registration/${encodeURIComponent(id)}/orientation-options`, {
    cache: 'no-store',
  });
}

/** Read afresh on each opening of the scheduler: a site's dates may change between two orientations. */
export function useOrientationOptions(id: string) {
  return useFreshRead(registrationKeys.orientationOptions(id), () => getOrientationOptions(id));
}
