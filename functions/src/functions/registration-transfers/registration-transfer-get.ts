import type { HttpRequest } from '@azure/functions';
import { isCharterInScope, isRecordId, notFoundError } from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { readTransfer } from '../../data/registration-transfers-repository.ts';
import { ok } from '../../platform/http-responses.ts';
import { callerScopeOf, routeParam } from '../../platform/request-values.ts';

/**
 * GET /api/registration-transfers/{id}: the RegistrationHandover a transfer stored, for the staff
 * registration form. Scoped by the charter of the entry it came from (another charter: 404).
 */
export async function getRegistrationTransfer(request: HttpRequest) {
  const id = routeParam(request);
  const transfer = isRecordId(id) ? await readTransfer(id) : null;
  if (!transfer || !isCharterInScope(callerScopeOf(request), transfer.charter_id)) {
    throw notFoundError('No transfer has this id.');
  }
  return ok(transfer.prefill, { 'Cache-Control': 'private, no-store' });
}

registerHttp('registration-transfer-get', {
  route: 'registration-transfers/{id}',
  methods: ['GET'],
  access: 'contributor',
  handler: getRegistrationTransfer,
});
