import type { AgreementTranslationInput, AgreementTranslationSetup } from '@enroll/domain';
import { leloTemplateKeys } from '../../../api/lelo-templates/query-keys.ts';
import { sendVersioned, useVersionedSave } from '../../../api/versioned-queries.ts';
import { agreementTranslationPath } from './get-agreement-translation.ts';
import type { Versioned } from './template-path.ts';

export interface UpdateAgreementTranslationRequest {
  charterId: string;
  values: AgreementTranslationInput;
  /** The ETag of the read the edit started from (the charter's). */
  etag: string | null;
}

/** PUT /api/charters/{charter_id}/agreement-translation with If-Match: a blank text removes the translation. */
export function updateAgreementTranslation({
  charterId,
  values,
  etag,
}: UpdateAgreementTranslationRequest): Promise<Versioned<AgreementTranslationSetup>> {
  return sendVersioned('template', agreementTranslationPath(charterId), {
    method: 'PUT',
    json: values,
    etag,
  });
}

/** The screen goes on from the saved translation and its new ETag. */
export function useUpdateAgreementTranslation() {
  return useVersionedSave(updateAgreementTranslation, ({ charterId }) =>
    leloTemplateKeys.agreementTranslation(charterId),
  );
}
