import type { SiteOrientationSettings } from '@enroll/domain';
import { getVersioned, useFreshRead, type Versioned } from '../../../api/versioned-queries.ts';

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
  return useFreshRead(
    orientationSettingsKeys.of(siteId),
    () => getOrientationSettings(siteId),
    siteId !== '',
  );
}
