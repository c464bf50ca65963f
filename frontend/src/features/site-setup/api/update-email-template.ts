import type { EmailTemplateInput, StaffEmailTemplate } from '@enroll/domain';
import { useVersionedSave } from '../../../api/versioned-queries.ts';
import { sendVersioned } from '../../../lib/api-client.ts';
import { templateKey, templatePath, templateTargetOf, type Versioned } from './template-path.ts';

export interface UpdateEmailTemplateRequest {
  values: EmailTemplateInput;
  /** The ETag of the read the edit started from. */
  etag: string | null;
}

/** PUT /api/leloEmailTemplate/{charter_id}/{sessionId}/{siteId} with If-Match. */
export function updateEmailTemplate({
  values,
  etag,
}: UpdateEmailTemplateRequest): Promise<Versioned<StaffEmailTemplate>> {
  const path = templatePath('leloEmailTemplate', templateTargetOf(values));
  return sendVersioned('template', path, { method: 'PUT', json: values, etag });
}

export function useUpdateEmailTemplate() {
  return useVersionedSave(updateEmailTemplate, ({ values }) =>
    templateKey('leloEmailTemplate', templateTargetOf(values)),
  );
}
