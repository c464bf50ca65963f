import type { HttpRequest } from '@azure/functions';
import { charterQuerySchema } from '@enroll/domain';
import { findCharter } from '../../data/charters-repository.ts';
import { ok, PUBLIC_CACHE } from '../../platform/http-responses.ts';
import { parseWith } from '../../platform/parse-body.ts';
import { queryObject } from '../../platform/query-params.ts';
import { registerHttp } from '../../platform/registry.ts';

/**
 * GET /api/v1/config/master_agreement_description?charter_id: the charter's master agreement (HTML,
 * sanitized by the page before it renders it); `data: []` when the charter has none.
 */
export async function getMasterAgreementDescription(request: HttpRequest) {
  const { charter_id } = parseWith(charterQuerySchema, queryObject(request));
  const description = (await findCharter(charter_id))?.masterAgreementDescription;
  const data = description ? [{ master_agreement_description: description }] : [];
  return ok({ data }, PUBLIC_CACHE);
}

registerHttp('master-agreement-description-get', {
  route: 'v1/config/master_agreement_description',
  methods: ['GET'],
  access: 'public',
  handler: getMasterAgreementDescription,
});
