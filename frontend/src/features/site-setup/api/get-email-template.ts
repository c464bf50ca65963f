import type { StaffEmailTemplate } from '@enroll/domain';
import { getVersioned, useFreshRead } from '../../../api/versioned-queries.ts';
import { type TemplateTarget, templateKey, templatePath, type Versioned } from './template-path.ts';

/** GET /api/leloEmailTemplate/{charter_id}/{sessionId}/{siteId}: who is notified and which family addresses get their copy (none and exists false before the first save). */
export function getEmailTemplate(target: TemplateTarget): Promise<Versioned<StaffEmailTemplate>> {
  return getVersioned('template', templatePath('leloEmailTemplate', target));
}

export function useEmailTemplate(target: TemplateTarget) {
  return useFreshRead(templateKey('leloEmailTemplate', target), () => getEmailTemplate(target));
}
