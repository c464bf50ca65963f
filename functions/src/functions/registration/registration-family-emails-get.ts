import type { HttpRequest } from '@azure/functions';
import type { RecordFamilyEmails } from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { ok } from '../../platform/http-responses.ts';
import { callerScopeOf, routeParam } from '../../platform/request-values.ts';
import { recordFamilyEmails, registrationMails } from '../../services/email/record-family-emails.ts';
import { readScopedRegistration } from '../../services/registrations/scoped-registration.ts';

/**
 * GET /api/registration/{id}/family-emails (every staff level): the registration's mails to its
 * family (confirmation, orientation e-mails, final enrollment), newest first, each sent, pending or
 * failed. Another charter's registration is 404.
 */
export async function getRegistrationFamilyEmails(request: HttpRequest) {
  const record = await readScopedRegistration(callerScopeOf(request), routeParam(request));
  const page: RecordFamilyEmails = { emails: await recordFamilyEmails(registrationMails(record)) };
  return ok(page, { 'Cache-Control': 'private, no-store' });
}

registerHttp('registration-family-emails-get', {
  route: 'registration/{id}/family-emails',
  methods: ['GET'],
  access: 'staff',
  handler: getRegistrationFamilyEmails,
});
