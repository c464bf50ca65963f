import type { AccessLogFilters, AccessLogLine, AccessLogPage } from '@enroll/domain';
import { useStaffListPages } from '../../../api/staff-list.ts';
import { apiFetch } from '../../../lib/api-client.ts';

/** The log's filters as GET /api/access-log reads them; a filter left empty is not sent. */
export type AccessLogRequest = Pick<AccessLogFilters, 'person' | 'record' | 'kind'> & {
  startDate: string;
  endDate: string;
};

export const accessLogKeys = {
  all: ['staff', 'access-log'] as const,
  list: (request: AccessLogRequest) => [...accessLogKeys.all, request] as const,
};

/** The query string of the filters (and of a page's cursor); empty filters are left out. */
export function accessLogSearch(request: AccessLogRequest, cursor?: string): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(request)) if (value) params.set(name, value);
  if (cursor) params.set('cursor', cursor);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** GET /api/access-log (Admin+): one keyset page of the access and export log, newest first. */
export function getAccessLog(request: AccessLogRequest, cursor?: string): Promise<AccessLogPage> {
  return apiFetch<AccessLogPage>(`/api/access-log${accessLogSearch(request, cursor)}`, { cache: 'no-store' });
}

/** The 'Access and Export Log' list: its pages follow the cursor ('Show more'). */
export function useAccessLog(request: AccessLogRequest) {
  return useStaffListPages<AccessLogLine>(accessLogKeys.list(request), (cursor) =>
    getAccessLog(request, cursor),
  );
}
