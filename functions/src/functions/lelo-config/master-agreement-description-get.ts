import type { HttpRequest } from '@azure/functions';
import { charterQuerySchema, type MasterAgreementResponse } from '@enroll/domain';
import { ok } from '../../platform/http-responses.ts';
import { parseWith } from '../../platform/parse-body.ts';
import { queryObject } from '../../platform/query-params.ts';
import { registerHttp } from '../../platform/registry.ts';
import { courseCatalog } from '../../services/catalog/catalog-service.ts';

/*
 * Not cached: the family signs the text it is shown, and the signed entry's evidence holds the SHA-256
 * of the text as stored at signing time; a cached copy could be an older version after a staff edit.
 */
export const AGREEMENT_CACHE = { 'Cache-Control': 'no-cache' };

/**
 * GET /api/v1/config/master_agreement_description?charter_id: the charter's master agreement (HTML,
 * sanitized by the page before it renders it); `data: []` when the charter has none; 503 when the
 * catalog cannot be reached.
 */
export async function getMasterAgreementDescription(request: HttpRequest) {
  const { charter_id } = parseWith(charterQuerySchema, queryObject(request));
  const description = await courseCatalog().masterAgreementDescription(charter_id);
  const body: MasterAgreementResponse = {
    data: description ? [{ master_agreement_description: description }] : [],
  };
  return ok(body, AGREEMENT_CACHE);
}

registerHttp('master-agreement-description-get', {
  route: 'v1/config/master_agreement_description',
  methods: ['GET'],
  access: 'public',
  handler: getMasterAgreementDescription,
});
