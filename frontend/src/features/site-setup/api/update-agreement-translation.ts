import type { AgreementTranslationInput, AgreementTranslationSetup } from '@enroll/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { leloTemplateKeys } from '../../../api/lelo-templates/query-keys.ts';
import { apiFetchWithHeaders } from '../../../lib/api-client.ts';
import { agreementTranslationPath } from './get-agreement-translation.ts';
import type { Versioned } from './template-path.ts';

export interface UpdateAgreementTranslationRequest {
  charterId: string;
  values: AgreementTranslationInput;
  /** The ETag of the read the edit started from (the charter's). */
  etag: string | null;
}

/** PUT /api/charters/{charter_id}/agreement-translation with If-Match: a blank text removes the translation. */
export async function updateAgreementTranslation({
  charterId,
  values,
  etag,
}: UpdateAgreementTranslationRequest): Promise<Versioned<AgreementTranslationSetup>> {
  const { body, headers } = await apiFetchWithHeaders<AgreementTranslationSetup>(
    agreementTranslationPath(charterId),
    { method: 'PUT', json: values, headers: etag ? { 'If-Match': etag } : undefined },
  );
  return { template: body, etag: headers.get('ETag') };
}

/** The screen goes on from the saved translation and its new ETag. */
export function useUpdateAgreementTranslation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAgreementTranslation,
    onSuccess: (saved, { charterId }) =>
      queryClient.setQueryData(leloTemplateKeys.agreementTranslation(charterId), saved),
  });
}
