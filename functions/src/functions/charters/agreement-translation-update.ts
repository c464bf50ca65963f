import type { HttpRequest, InvocationContext } from '@azure/functions';
import { AGREEMENT_TRANSLATION_MAX_LENGTH, agreementTranslationSchema } from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { versioned } from '../../platform/http-responses.ts';
import { logInfo } from '../../platform/log.ts';
import { parseJsonBody } from '../../platform/parse-body.ts';
import { callerScopeOf, requiredIfMatch, routeParam } from '../../platform/request-values.ts';
import { staffIdentityOf } from '../../platform/staff-identity.ts';
import { saveAgreementTranslation } from '../../services/translations/agreement-translation.ts';

/**
 * PUT /api/charters/{charter_id}/agreement-translation (Contributor and up, charter-scoped):
 * `{ spanish }` replaces the charter's Spanish master agreement (blank removes it). If-Match required
 * (missing 428, stale 409 'agreementTranslation.conflict'). 200 with the new ETag.
 */
export async function updateAgreementTranslation(request: HttpRequest, context: InvocationContext) {
  const charterId = routeParam(request, 'charter_id');
  const input = await parseJsonBody(request, agreementTranslationSchema);
  const ifMatch = requiredIfMatch(request, 'agreementTranslation.ifMatch.required');
  const { setup, etag } = await saveAgreementTranslation(
    callerScopeOf(request),
    charterId,
    ifMatch,
    input,
    staffIdentityOf(request).email,
  );
  logInfo(context, 'agreementTranslation.updated', { charterId });
  return versioned(setup, etag);
}

registerHttp('agreement-translation-update', {
  route: 'charters/{charter_id}/agreement-translation',
  methods: ['PUT'],
  access: 'contributor',
  // The HTML of the longest translation, with room for its JSON escaping.
  maxBodyBytes: AGREEMENT_TRANSLATION_MAX_LENGTH * 4,
  handler: updateAgreementTranslation,
});
