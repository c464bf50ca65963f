import type { StaffConfirmationTemplate } from '@enroll/domain';
import { getVersioned, useFreshRead } from '../../../api/versioned-queries.ts';
import { type TemplateTarget, templateKey, templatePath, type Versioned } from './template-path.ts';

/** GET /api/lelotemplate/{charter_id}/{sessionId}/{siteId}: the message ('' and exists false before the first save). */
export function getConfirmationTemplate(
  target: TemplateTarget,
): Promise<Versioned<StaffConfirmationTemplate>> {
  return getVersioned('template', templatePath('lelotemplate', target));
}

export function useConfirmationTemplate(target: TemplateTarget) {
  return useFreshRead(templateKey('lelotemplate', target), () => getConfirmationTemplate(target));
}
