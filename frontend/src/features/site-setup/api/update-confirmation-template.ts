import type { ConfirmationTemplateInput, StaffConfirmationTemplate } from '@enroll/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { leloTemplateKeys } from '../../../api/lelo-templates/query-keys.ts';
import { apiFetchWithHeaders } from '../../../lib/api-client.ts';
import { templatePath, type Versioned } from './template-path.ts';

export interface UpdateConfirmationTemplateRequest {
  values: ConfirmationTemplateInput;
  /** The ETag of the read the edit started from. */
  etag: string | null;
}

/** PUT /api/lelotemplate/{charter_id}/{sessionId}/{siteId} with If-Match. */
export async function updateConfirmationTemplate({
  values,
  etag,
}: UpdateConfirmationTemplateRequest): Promise<Versioned<StaffConfirmationTemplate>> {
  const target = {
    charterId: values.charter_id,
    sessionId: values.LeloRegistrationProfile,
    siteId: values.siteId,
  };
  const { body, headers } = await apiFetchWithHeaders<StaffConfirmationTemplate>(
    templatePath('lelotemplate', target),
    { method: 'PUT', json: values, headers: etag ? { 'If-Match': etag } : undefined },
  );
  return { template: body, etag: headers.get('ETag') };
}

export function useUpdateConfirmationTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateConfirmationTemplate,
    onSuccess: (saved, { values }) =>
      queryClient.setQueryData(
        leloTemplateKeys.confirmation(values.charter_id, values.LeloRegistrationProfile, values.siteId),
        saved,
      ),
  });
}
