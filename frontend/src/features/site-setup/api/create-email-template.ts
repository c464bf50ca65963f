import type { EmailTemplateInput, StaffEmailTemplate } from '@enroll/domain';
import { sendVersioned } from '../../../api/versioned-queries.ts';
import { useTemplateSave, type Versioned } from './template-path.ts';

/** POST /api/leloEmailTemplate: the first save of a learning center's notification settings in a session. */
export function createEmailTemplate(values: EmailTemplateInput): Promise<Versioned<StaffEmailTemplate>> {
  return sendVersioned('template', '/api/leloEmailTemplate', { method: 'POST', json: values });
}

/** The screen goes on from the saved template and its ETag (the next save is an update). */
export function useCreateEmailTemplate() {
  return useTemplateSave('leloEmailTemplate', createEmailTemplate, (values) => values);
}
