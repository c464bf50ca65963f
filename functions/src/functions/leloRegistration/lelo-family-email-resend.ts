import type { HttpRequest, InvocationContext } from '@azure/functions';
import { familyEmailResendSchema } from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { json } from '../../platform/http-responses.ts';
import { logInfo } from '../../platform/log.ts';
import { parseJsonBody } from '../../platform/parse-body.ts';
import { callerScopeOf, routeParam } from '../../platform/request-values.ts';
import { leloMails, resendRecordFamilyEmail } from '../../services/email/record-family-emails.ts';
import { readScopedLeloEntry } from '../../services/lelo-staff/scoped-lelo.ts';

/**
 * POST /api/leloRegistration/staff/{id}/family-emails/resend (Contributor and up), body `{ mailId }`: queues a
 * mail that could not be sent to the family again (202 with it, 'pending'); 409
 * 'familyEmail.notResendable' when it was sent or is being sent, 404 for another record's mail or
 * another charter's entry.
 */
export async function resendLeloFamilyEmail(request: HttpRequest, context: InvocationContext) {
  const { mailId } = await parseJsonBody(request, familyEmailResendSchema);
  const record = await readScopedLeloEntry(callerScopeOf(request), routeParam(request));
  const mail = await resendRecordFamilyEmail(leloMails(record), mailId);
  logInfo(context, 'lelo.familyEmailResent', { leloRegistrationId: record.id, mailId });
  return json(202, mail);
}

registerHttp('lelo-family-email-resend', {
  route: 'leloRegistration/staff/{id}/family-emails/resend',
  methods: ['POST'],
  access: 'contributor',
  maxBodyBytes: 1024,
  handler: resendLeloFamilyEmail,
});
