import type { EmailTemplateInput, StaffEmailTemplate } from '@enroll/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { leloTemplateKeys } from '../../../api/lelo-templates/query-keys.ts';
import { apiFetchWithHeaders } from '../../../lib/api-client.ts';
import type { Versioned } from './template-path.ts';

/** POST /api/leloEmailTemplate: the first save of a learning center's notification settings in a session. */
export async function createEmailTemplate(
  values: EmailTemplateInput,
): Promise<Versioned<StaffEmailTemplate>> {
  const { body, headers } = await apiFetchWithHeaders<StaffEmailTemplate>('/api/leloEmailTemplate', {
    method: 'POST',
    json: values,
  });
  return { template: body, etag: headers.get('ETag') };
}

/** The screen goes on from the saved template and its ETag (the next save is an update). */
export function useCreateEmailTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEmailTemplate,
    onSuccess: (saved, values) =>
      queryClient.setQueryData(
        leloTemplateKeys.email(values.charter_id, values.LeloRegistrationProfile, values.siteId),
        saved,
      ),
  });
}
