import type { HttpRequest } from '@azure/functions';
import { type MasterAgreementResponse, masterAgreementQuerySchema } from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { ok } from '../../platform/http-responses.ts';
import { parseWith } from '../../platform/parse-body.ts';
import { queryObject } from '../../platform/query-params.ts';
import { agreementForFamily } from '../../services/lelo/agreement-to-sign.ts';

/*
 * Not cached: the family signs the text it is shown, and the submit is refused when the text it
 * hashed is no longer the one the server would store (a cached copy could predate a staff edit).
 */
export const AGREEMENT_CACHE = { 'Cache-Control': 'no-cache' };

/**
 * GET /api/v1/config/master_agreement_description?charter_id&language: the charter's master agreement
 * in the family's language when the school provided a current translation, else in English
 * (`untranslated` says a Spanish reader gets the English text); HTML the page shows as its plain
 * paragraphs. `data: []` when the charter has none; 503 when the catalog cannot be reached.
 */
export async function getMasterAgreementDescription(request: HttpRequest) {
  const { charter_id, language } = parseWith(masterAgreementQuerySchema, queryObject(request));
  const agreement = await agreementForFamily(charter_id, language);
  const body: MasterAgreementResponse = {
    data:
      agreement.html.trim() === ''
        ? []
        : [
            {
              master_agreement_description: agreement.html,
              language: agreement.language,
              untranslated: agreement.untranslated,
            },
          ],
  };
  return ok(body, AGREEMENT_CACHE);
}

registerHttp('master-agreement-description-get', {
  route: 'v1/config/master_agreement_description',
  methods: ['GET'],
  access: 'public',
  handler: getMasterAgreementDescription,
});
