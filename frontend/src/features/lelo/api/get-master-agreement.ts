import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiFetch } from '../../../lib/api-client.ts';

/** The answer of GET /api/v1/config/master_agreement_description (`data: []` when the charter has none). */
export interface MasterAgreementResponse {
  data: { master_agreement_description: string }[];
}

/** The charter's master agreement as staff wrote it (HTML, sanitized before display); '' when none. */
export async function getMasterAgreement(charterId: string): Promise<string> {
  const query = new URLSearchParams({ charter_id: charterId });
  const response = await apiFetch<MasterAgreementResponse>(
    `/api/v1/config/master_agreement_description?${query.toString()}`,
  );
  return response.data[0]?.master_agreement_description ?? '';
}

/** Idle until the charter is known; a failure is tried once more before the step says so. */
function masterAgreementQuery(charterId: string) {
  return queryOptions({
    queryKey: ['lelo-master-agreement', charterId],
    queryFn: () => getMasterAgreement(charterId),
    enabled: charterId !== '',
    retry: 1,
    retryDelay: 500,
    staleTime: 5 * 60_000,
  });
}

export function useMasterAgreement(charterId: string) {
  return useQuery(masterAgreementQuery(charterId));
}

/**
 * Fetched a step ahead (the classes step), so the agreement step opens with its text in place instead
 * of a spinner that the text then replaces.
 */
export function usePrefetchMasterAgreement(charterId: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (charterId !== '') void queryClient.prefetchQuery(masterAgreementQuery(charterId));
  }, [queryClient, charterId]);
}
