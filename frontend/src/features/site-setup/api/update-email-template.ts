import type { EmailTemplateInput, StaffEmailTemplate } from '@enroll/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { leloTemplateKeys } from '../../../api/lelo-templates/query-keys.ts';
import { apiFetchWithHeaders } from '../../../lib/api-client.ts';
import { templatePath, type Versioned } from './template-path.ts';

export interface UpdateEmailTemplateRequest {
  values: EmailTemplateInput;
  /** The ETag of the read the edit started from. */
  etag: string | null;
}

/** PUT /api/leloEmailTemplate/{charter_id}/{sessionId}/{siteId} with If-Match. */
export async function updateEmailTemplate({
  values,
  etag,
}: UpdateEmailTemplateRequest): Promise<Versioned<StaffEmailTemplate>> {
  const target = {
    charterId: values.charter_id,
    sessionId: values.LeloRegistrationProfile,
    siteId: values.siteId,
  };
  const { body, headers } = await apiFetchWithHeaders<StaffEmailTemplate>(
    templatePath('leloEmailTemplate', target),
    { method: 'PUT', json: values, headers: etag ? { 'If-Match': etag } : undefined },
  );
  return { template: body, etag: headers.get('ETag') };
}

export function useUpdateEmailTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmailTemplate,
    onSuccess: (saved, { values }) =>
      queryClient.setQueryData(
        leloTemplateKeys.email(values.charter_id, values.LeloRegistrationProfile, values.siteId),
        saved,
      ),
  });
}
