import type { ConfirmationTemplateInput, StaffConfirmationTemplate } from '@enroll/domain';
import { sendVersioned } from '../../../api/versioned-queries.ts';
import { useTemplateSave, type Versioned } from './template-path.ts';

/** POST /api/lelotemplate: the first save of a learning center's confirmation message in a session. */
export function createConfirmationTemplate(
  values: ConfirmationTemplateInput,
): Promise<Versioned<StaffConfirmationTemplate>> {
  return sendVersioned('template', '/api/lelotemplate', { method: 'POST', json: values });
}

/** The screen goes on from the saved template and its ETag (the next save is an update). */
export function useCreateConfirmationTemplate() {
  return useTemplateSave('lelotemplate', createConfirmationTemplate, (values) => values);
}
