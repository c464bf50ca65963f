import type { HttpRequest, InvocationContext } from '@azure/functions';
import {
  applyRegistrationEdit,
  isRegistrationEditable,
  staffRegistrationSchema,
  staffRegistrationValuesOf,
} from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { registrationConflict, replaceRegistration } from '../../data/registrations-repository.ts';
import { assertCurrentVersion } from '../../data/system-fields.ts';
import { versioned } from '../../platform/http-responses.ts';
import { logInfo } from '../../platform/log.ts';
import { parseJsonBody } from '../../platform/parse-body.ts';
import { callerScopeOf, requiredIfMatch, routeParam } from '../../platform/request-values.ts';
import { queueDuplicateCheck } from '../../services/duplicates/duplicate-check-job.ts';
import {
  readScopedRegistration,
  registrationBody,
  registrationNotEditable,
  siteInScope,
} from '../../services/registrations/scoped-registration.ts';

/**
 * PUT /api/registration/{id} (the admin edit form, 'Submit Changes'). If-Match (the ETag of
 * GET /api/registration/{id}) is required: missing 428, stale 409 'registration.conflict'. The body
 * is checked with the staff completeness rules against the stored registration (400 with field
 * errors; see staffRegistrationEditIssues); a complete or
 * terminated registration is refused (409 'registration.notEditable'); the site must exist and be in
 * the caller's scope (400 on `site`). The answers, type, notes and learning center are replaced, the
 * process state stays (it changes only through processing). 200 with the record and its new ETag.
 */
export async function updateRegistration(request: HttpRequest, context: InvocationContext) {
  const etag = requiredIfMatch(request, 'registration.ifMatch.required');
  const scope = callerScopeOf(request);
  const stored = await readScopedRegistration(scope, routeParam(request));
  if (!isRegistrationEditable(stored)) throw registrationNotEditable();
  assertCurrentVersion(stored, etag, registrationConflict);
  // Checked against the stored registration: gaps it already had stay while their fields are unchanged.
  const input = await parseJsonBody(
    request,
    staffRegistrationSchema('edit', undefined, staffRegistrationValuesOf(registrationBody(stored))),
  );
  const site = await siteInScope(input.site, scope);
  const edited = applyRegistrationEdit(registrationBody(stored), input, site, new Date());
  const saved = await replaceRegistration(edited, etag);
  await queueDuplicateCheck({ kind: 'registration', id: saved.id });
  logInfo(context, 'registration.updated', { registrationId: saved.id, siteId: site.id });
  return versioned(registrationBody(saved), saved._etag);
}

registerHttp('registration-update', {
  route: 'registration/{id}',
  methods: ['PUT'],
  access: 'contributor',
  maxBodyBytes: 64 * 1024,
  handler: updateRegistration,
});
