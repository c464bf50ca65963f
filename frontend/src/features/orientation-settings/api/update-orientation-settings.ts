import type { SiteOrientationSettings, SiteOrientationSettingsValues } from '@enroll/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetchWithHeaders } from '../../../lib/api-client.ts';
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
export async function updateOrientationSettings({
  siteId,
  values,
  etag,
}: UpdateOrientationSettingsRequest): Promise<VersionedOrientationSettings> {
  const { body, headers } = await apiFetchWithHeaders<SiteOrientationSettings>(
    orientationSettingsPath(siteId),
    {
      method: 'PUT',
      json: values,
      headers: etag ? { 'If-Match': etag } : undefined,
    },
  );
  return { settings: body, etag: headers.get('ETag') };
}

export function useUpdateOrientationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrientationSettings,
    onSuccess: (saved, { siteId }) => queryClient.setQueryData(orientationSettingsKeys.of(siteId), saved),
  });
}
