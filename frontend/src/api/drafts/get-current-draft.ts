import type { DraftResponse } from '@enroll/domain';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../lib/api-client.ts';

/** GET /api/drafts/current: the draft this device's session cookie opens, or null (404: none). */
export async function getCurrentDraft(): Promise<DraftResponse | null> {
  try {
    return await apiFetch<DraftResponse>('/api/drafts/current', { expectedStatuses: [404] });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The device's saved draft, read once when `enabled` (a failure reads as none: the wizard starts anyway). */
export function useCurrentDraft(enabled: boolean) {
  return useQuery({
    queryKey: ['drafts', 'current'],
    queryFn: () => getCurrentDraft().catch(() => null),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/**
 * The device's saved draft as it is now, read each time a page asking for it opens (never the
 * wizards' cached read: a form sent since then must show as sent). A failure reads as none.
 */
export function useDeviceDraftNow() {
  return useQuery({
    queryKey: ['drafts', 'current', 'now'],
    queryFn: () => getCurrentDraft().catch(() => null),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
