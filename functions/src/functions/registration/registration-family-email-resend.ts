import type { HttpRequest, InvocationContext } from '@azure/functions';
import { familyEmailResendSchema } from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { json } from '../../platform/http-responses.ts';
import { logInfo } from '../../platform/log.ts';
import { parseJsonBody } from '../../platform/parse-body.ts';
import { callerScopeOf, routeParam } from '../../platform/request-values.ts';
import { registrationMails, resendRecordFamilyEmail } from '../../services/email/record-family-emails.ts';
import { readScopedRegistration } from '../../services/registrations/scoped-registration.ts';

/**
 * POST /api/registration/{id}/family-emails/resend (Contributor and up), body `{ mailId }`: queues a
 * mail that could not be sent to the family again (202 with it, 'pending'); 409
 * 'familyEmail.notResendable' when it was sent or is being sent, 404 for another record's mail or
 * another charter's registration.
 */
export async function resendRegistrationFamilyEmail(request: HttpRequest, context: InvocationContext) {
  const { mailId } = await parseJsonBody(request, familyEmailResendSchema);
  const record = await readScopedRegistration(callerScopeOf(request), routeParam(request));
  const mail = await resendRecordFamilyEmail(registrationMails(record), mailId);
  logInfo(context, 'registration.familyEmailResent', { registrationId: record.id, mailId });
  return json(202, mail);
}

registerHttp('registration-family-email-resend', {
  route: 'registration/{id}/family-emails/resend',
  methods: ['POST'],
  access: 'contributor',
  maxBodyBytes: 1024,
  handler: resendRegistrationFamilyEmail,
});
