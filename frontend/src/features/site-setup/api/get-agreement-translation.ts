import type { AgreementTranslationSetup } from '@enroll/domain';
import { leloTemplateKeys } from '../../../api/lelo-templates/query-keys.ts';
import { getVersioned, useFreshRead } from '../../../api/versioned-queries.ts';
import type { Versioned } from './template-path.ts';

/** /api/charters/{charter_id}/agreement-translation: the GET and PUT address of a charter's translation. */
export function agreementTranslationPath(charterId: string): string {
  return `/api/charters/${encodeURIComponent(charterId)}/agreement-translation`;
}

/** GET /api/charters/{charter_id}/agreement-translation: the English agreement and its Spanish text, with the charter's ETag. */
export function getAgreementTranslation(charterId: string): Promise<Versioned<AgreementTranslationSetup>> {
  return getVersioned('template', agreementTranslationPath(charterId));
}

export function useAgreementTranslation(charterId: string) {
  return useFreshRead(leloTemplateKeys.agreementTranslation(charterId), () =>
    getAgreementTranslation(charterId),
  );
}
