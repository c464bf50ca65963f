import type { ConfirmationTemplateInput, StaffConfirmationTemplate } from '@enroll/domain';
import { putTemplate, type TemplateUpdate, useTemplateSave, type Versioned } from './template-path.ts';

export type UpdateConfirmationTemplateRequest = TemplateUpdate<ConfirmationTemplateInput>;

/** PUT /api/lelotemplate/{charter_id}/{sessionId}/{siteId} with If-Match. */
export function updateConfirmationTemplate(
  request: UpdateConfirmationTemplateRequest,
): Promise<Versioned<StaffConfirmationTemplate>> {
  return putTemplate('lelotemplate', request);
}

export function useUpdateConfirmationTemplate() {
  return useTemplateSave('lelotemplate', updateConfirmationTemplate, ({ values }) => values);
}
