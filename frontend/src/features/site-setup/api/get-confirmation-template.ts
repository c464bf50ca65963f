import type { StaffConfirmationTemplate } from '@enroll/domain';
import { useQuery } from '@tanstack/react-query';
import { leloTemplateKeys } from '../../../api/lelo-templates/query-keys.ts';
import { apiFetchWithHeaders } from '../../../lib/api-client.ts';
import { type TemplateTarget, templatePath, type Versioned } from './template-path.ts';

/** GET /api/lelotemplate/{charter_id}/{sessionId}/{siteId}: the message ('' and exists false before the first save). */
export async function getConfirmationTemplate(
  target: TemplateTarget,
): Promise<Versioned<StaffConfirmationTemplate>> {
  const { body, headers } = await apiFetchWithHeaders<StaffConfirmationTemplate>(
    templatePath('lelotemplate', target),
    { cache: 'no-store' },
  );
  return { template: body, etag: headers.get('ETag') };
}

export function useConfirmationTemplate(target: TemplateTarget) {
  return useQuery({
    queryKey: leloTemplateKeys.confirmation(target.charterId, target.sessionId, target.siteId),
    queryFn: () => getConfirmationTemplate(target),
    staleTime: 0,
    retry: false,
  });
}
