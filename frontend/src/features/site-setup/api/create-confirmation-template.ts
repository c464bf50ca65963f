import type { ConfirmationTemplateInput, StaffConfirmationTemplate } from '@enroll/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { leloTemplateKeys } from '../../../api/lelo-templates/query-keys.ts';
import { apiFetchWithHeaders } from '../../../lib/api-client.ts';
import type { Versioned } from './template-path.ts';

/** POST /api/lelotemplate: the first save of a learning center's confirmation message in a session. */
export async function createConfirmationTemplate(
  values: ConfirmationTemplateInput,
): Promise<Versioned<StaffConfirmationTemplate>> {
  const { body, headers } = await apiFetchWithHeaders<StaffConfirmationTemplate>('/api/lelotemplate', {
    method: 'POST',
    json: values,
  });
  return { template: body, etag: headers.get('ETag') };
}

/** The screen goes on from the saved template and its ETag (the next save is an update). */
export function useCreateConfirmationTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createConfirmationTemplate,
    onSuccess: (saved, values) =>
      queryClient.setQueryData(
        leloTemplateKeys.confirmation(values.charter_id, values.LeloRegistrationProfile, values.siteId),
        saved,
      ),
  });
}
