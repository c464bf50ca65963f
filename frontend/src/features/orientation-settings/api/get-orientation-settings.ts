import type { SiteOrientationSettings } from '@enroll/domain';
import { useQuery } from '@tanstack/react-query';
import { freshRead } from '../../../api/versioned-queries.ts';
import { getVersioned, type Versioned } from '../../../lib/api-client.ts';

/** A learning center's orientation settings as read, with the ETag a save sends as If-Match. */
export type VersionedOrientationSettings = Versioned<'settings', SiteOrientationSettings>;

export const orientationSettingsKeys = {
  all: ['orientation-settings'] as const,
  of: (siteId: string) => [...orientationSettingsKeys.all, siteId] as const,
};

export function orientationSettingsPath(siteId: string): string {
  return `/api/staff/sites/${encodeURIComponent(siteId)}/orientation-settings`;
}

/** GET /api/staff/sites/{id}/orientation-settings (Admin+; another charter's center is 404). */
export function getOrientationSettings(siteId: string): Promise<VersionedOrientationSettings> {
  return getVersioned('settings', orientationSettingsPath(siteId));
}

/** The settings of `siteId`; nothing is asked while no center is chosen (''). */
export function useOrientationSettings(siteId: string) {
  return useQuery({
    queryKey: orientationSettingsKeys.of(siteId),
    queryFn: () => getOrientationSettings(siteId),
    enabled: siteId !== '',
    ...freshRead,
  });
}
