import type { StaffEmailTemplate } from '@enroll/domain';
import { useQuery } from '@tanstack/react-query';
import { leloTemplateKeys } from '../../../api/lelo-templates/query-keys.ts';
import { apiFetchWithHeaders } from '../../../lib/api-client.ts';
import { type TemplateTarget, templatePath, type Versioned } from './template-path.ts';

/** GET /api/leloEmailTemplate/{charter_id}/{sessionId}/{siteId}: who is notified and which family addresses get their copy (none and exists false before the first save). */
export async function getEmailTemplate(target: TemplateTarget): Promise<Versioned<StaffEmailTemplate>> {
  const { body, headers } = await apiFetchWithHeaders<StaffEmailTemplate>(
    templatePath('leloEmailTemplate', target),
    { cache: 'no-store' },
  );
  return { template: body, etag: headers.get('ETag') };
}

export function useEmailTemplate(target: TemplateTarget) {
  return useQuery({
    queryKey: leloTemplateKeys.email(target.charterId, target.sessionId, target.siteId),
    queryFn: () => getEmailTemplate(target),
    staleTime: 0,
    retry: false,
  });
}
