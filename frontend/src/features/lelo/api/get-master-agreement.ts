import type { AgreementToSign, FamilyLanguage, MasterAgreementResponse } from '@enroll/domain';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLanguage } from '../../../i18n/use-language.tsx';
import { apiFetch } from '../../../lib/api-client.ts';

/**
 * The charter's master agreement in the family's language, or in English when the school provided
 * no current translation (`untranslated`); `html` '' when the charter has none.
 */
export async function getMasterAgreement(
  charterId: string,
  language: FamilyLanguage,
): Promise<AgreementToSign> {
  const query = new URLSearchParams({ charter_id: charterId, language });
  const response = await apiFetch<MasterAgreementResponse>(
    `/api/v1/config/master_agreement_description?${query.toString()}`,
  );
  const [agreement] = response.data;
  if (!agreement) return { html: '', language: 'en', untranslated: false };
  return {
    html: agreement.master_agreement_description,
    language: agreement.language,
    untranslated: agreement.untranslated,
  };
}

/** Idle until the charter is known; a failure is tried once more before the step says so. */
function masterAgreementQuery(charterId: string, language: FamilyLanguage) {
  return queryOptions({
    queryKey: ['lelo-master-agreement', charterId, language],
    queryFn: () => getMasterAgreement(charterId, language),
    enabled: charterId !== '',
    retry: 1,
    retryDelay: 500,
    staleTime: 5 * 60_000,
  });
}

export function useMasterAgreement(charterId: string) {
  return useQuery(masterAgreementQuery(charterId, useLanguage()));
}

/**
 * Fetched a step ahead (the classes step), so the agreement step opens with its text in place instead
 * of a spinner that the text then replaces.
 */
export function usePrefetchMasterAgreement(charterId: string): void {
  const queryClient = useQueryClient();
  const language = useLanguage();
  useEffect(() => {
    if (charterId !== '') void queryClient.prefetchQuery(masterAgreementQuery(charterId, language));
  }, [queryClient, charterId, language]);
}
