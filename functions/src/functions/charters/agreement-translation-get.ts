import type { HttpRequest } from '@azure/functions';
import { registerHttp } from '../../app/registry.ts';
import { versioned } from '../../platform/http-responses.ts';
import { callerScopeOf, routeParam } from '../../platform/request-values.ts';
import { readAgreementTranslation } from '../../services/translations/agreement-translation.ts';

/**
 * GET /api/charters/{charter_id}/agreement-translation (Contributor and up, charter-scoped): the
 * charter's English master agreement and its Spanish translation, with the charter's ETag.
 */
export async function getAgreementTranslation(request: HttpRequest) {
  const { setup, etag } = await readAgreementTranslation(
    callerScopeOf(request),
    routeParam(request, 'charter_id'),
  );
  return versioned(setup, etag);
}

registerHttp('agreement-translation-get', {
  route: 'charters/{charter_id}/agreement-translation',
  methods: ['GET'],
  access: 'contributor',
  handler: getAgreementTranslation,
});
