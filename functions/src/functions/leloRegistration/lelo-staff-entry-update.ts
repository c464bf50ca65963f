import type { HttpRequest, InvocationContext } from '@azure/functions';
import { applyLeloStaffEdit, leloEditContextOf, leloStaffEditSchema } from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { leloConflict, replaceLeloRegistrationVersioned } from '../../data/lelo-registrations-repository.ts';
import { assertCurrentVersion } from '../../data/system-fields.ts';
import { versioned } from '../../platform/http-responses.ts';
import { logInfo } from '../../platform/log.ts';
import { parseWith, readJsonBody } from '../../platform/parse-body.ts';
import { callerScopeOf, requiredIfMatch, routeParam } from '../../platform/request-values.ts';
import { queueDuplicateCheck } from '../../services/duplicates/duplicate-check-job.ts';
import { leloStaffBody, readScopedLeloEntry } from '../../services/lelo-staff/scoped-lelo.ts';

/**
 * PUT /api/leloRegistration/staff/{id} (/editLeloForm 'Save Changes', Contributor and up). If-Match
 * is required: missing 428, stale 409 'leloEdit.conflict'. The body is checked with the Admin edit
 * (Lelo) rules for this entry (400 with field errors): a signed entry changes its contact details
 * only, so the signed agreement stays what was signed; an unsigned one also its names. Status,
 * courses and signatures never change here. 200 with the entry and its new ETag.
 */
export async function updateLeloStaffEntry(request: HttpRequest, context: InvocationContext) {
  const etag = requiredIfMatch(request, 'leloEdit.ifMatch.required');
  const raw = await readJsonBody(request);
  const stored = await readScopedLeloEntry(callerScopeOf(request), routeParam(request));
  const input = parseWith(leloStaffEditSchema(leloEditContextOf(stored)), raw);
  assertCurrentVersion(stored, etag, leloConflict);
  const saved = await replaceLeloRegistrationVersioned(applyLeloStaffEdit(stored, input, new Date()), etag);
  await queueDuplicateCheck({ kind: 'lelo', id: saved.id });
  logInfo(context, 'lelo.updated', { leloId: saved.id });
  return versioned(leloStaffBody(saved), saved._etag);
}

registerHttp('lelo-staff-entry-update', {
  route: 'leloRegistration/staff/{id}',
  methods: ['PUT'],
  access: 'contributor',
  maxBodyBytes: 32 * 1024,
  handler: updateLeloStaffEntry,
});
