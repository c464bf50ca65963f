import type { HttpRequest } from '@azure/functions';
import type { RecordFamilyEmails } from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { ok } from '../../platform/http-responses.ts';
import { callerScopeOf, routeParam } from '../../platform/request-values.ts';
import { leloMails, recordFamilyEmails } from '../../services/email/record-family-emails.ts';
import { readScopedLeloEntry } from '../../services/lelo-staff/scoped-lelo.ts';

/**
 * GET /api/leloRegistration/staff/{id}/family-emails (every staff level): the registration's mails to its
 * family (confirmation, orientation e-mails, final enrollment), newest first, each sent, pending or
 * failed. Another charter's registration is 404.
 */
export async function getLeloFamilyEmails(request: HttpRequest) {
  const record = await readScopedLeloEntry(callerScopeOf(request), routeParam(request));
  const page: RecordFamilyEmails = { emails: await recordFamilyEmails(leloMails(record)) };
  return ok(page, { 'Cache-Control': 'private, no-store' });
}

registerHttp('lelo-family-emails-get', {
  route: 'leloRegistration/staff/{id}/family-emails',
  methods: ['GET'],
  access: 'staff',
  handler: getLeloFamilyEmails,
});
