import type { HttpRequest, InvocationContext } from '@azure/functions';
import { catalogError } from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { json } from '../../platform/http-responses.ts';
import { logInfo } from '../../platform/log.ts';
import { callerScopeOf, routeParam } from '../../platform/request-values.ts';
import { requestAgreement } from '../../services/lelo/request-agreement.ts';
import { readScopedLeloEntry } from '../../services/lelo-staff/scoped-lelo.ts';

/**
 * POST /api/leloRegistration/staff/{id}/regenerate-agreement (Regenerate Signed Agreement, Contributor+):
 * asks the same blob-triggered job the family's submit asks (jobs/build-agreement.ts) to build the
 * entry's signed agreement again; the job stores a new file and points the entry at it (uploadedUrl,
 * agreementGeneratedAt); as a 'regenerate', so the family is not mailed again (they got their copy
 * when they signed). 202 once asked. An entry not signed (Active, or without a signature): 409
 * 'leloExport.notSigned'. Another charter's entry is the same 404 as an unknown id.
 */
export async function regenerateLeloAgreement(request: HttpRequest, context: InvocationContext) {
  const scope = callerScopeOf(request);
  const entry = await readScopedLeloEntry(scope, routeParam(request));
  if (entry.status === 'Active' || !entry.studentSignatureBlob) {
    throw catalogError('conflict', 'leloExport.notSigned');
  }
  const requestedAt = new Date();
  await requestAgreement(entry.id, requestedAt, 'regenerate');
  logInfo(context, 'agreement.regenerateRequested', { leloRegistrationId: entry.id });
  return json(202, { requestedAt: requestedAt.toISOString() }, { 'Cache-Control': 'no-store' });
}

registerHttp('lelo-agreement-regenerate', {
  route: 'leloRegistration/staff/{id}/regenerate-agreement',
  methods: ['POST'],
  access: 'contributor',
  maxBodyBytes: 1024,
  handler: regenerateLeloAgreement,
});
