import type { EmailTemplateInput, StaffEmailTemplate } from '@enroll/domain';
import { putTemplate, type TemplateUpdate, useTemplateSave, type Versioned } from './template-path.ts';

export type UpdateEmailTemplateRequest = TemplateUpdate<EmailTemplateInput>;

/** PUT /api/leloEmailTemplate/{charter_id}/{sessionId}/{siteId} with If-Match. */
export function updateEmailTemplate(
  request: UpdateEmailTemplateRequest,
): Promise<Versioned<StaffEmailTemplate>> {
  return putTemplate('leloEmailTemplate', request);
}

export function useUpdateEmailTemplate() {
  return useTemplateSave('leloEmailTemplate', updateEmailTemplate, ({ values }) => values);
}
