import type { SiteOrientationSettingsValues } from '@enroll/domain';
import { sendVersioned, useVersionedSave } from '../../../api/versioned-queries.ts';
import {
  orientationSettingsKeys,
  orientationSettingsPath,
  type VersionedOrientationSettings,
} from './get-orientation-settings.ts';

export interface UpdateOrientationSettingsRequest {
  siteId: string;
  values: SiteOrientationSettingsValues;
  etag: string | null;
}

/** PUT /api/staff/sites/{id}/orientation-settings with If-Match (409 when changed meanwhile). */
export function updateOrientationSettings({
  siteId,
  values,
  etag,
}: UpdateOrientationSettingsRequest): Promise<VersionedOrientationSettings> {
  return sendVersioned('settings', orientationSettingsPath(siteId), { method: 'PUT', json: values, etag });
}

export function useUpdateOrientationSettings() {
  return useVersionedSave(updateOrientationSettings, ({ siteId }) => orientationSettingsKeys.of(siteId));
}
