import type { ConfirmationTemplateInput, StaffConfirmationTemplate } from '@enroll/domain';
import { useVersionedSave } from '../../../api/versioned-queries.ts';
import { sendVersioned } from '../../../lib/api-client.ts';
import { templateKey, templatePath, templateTargetOf, type Versioned } from './template-path.ts';

export interface UpdateConfirmationTemplateRequest {
  values: ConfirmationTemplateInput;
  /** The ETag of the read the edit started from. */
  etag: string | null;
}

/** PUT /api/lelotemplate/{charter_id}/{sessionId}/{siteId} with If-Match. */
export function updateConfirmationTemplate({
  values,
  etag,
}: UpdateConfirmationTemplateRequest): Promise<Versioned<StaffConfirmationTemplate>> {
  const path = templatePath('lelotemplate', templateTargetOf(values));
  return sendVersioned('template', path, { method: 'PUT', json: values, etag });
}

export function useUpdateConfirmationTemplate() {
  return useVersionedSave(updateConfirmationTemplate, ({ values }) =>
    templateKey('lelotemplate', templateTargetOf(values)),
  );
}
