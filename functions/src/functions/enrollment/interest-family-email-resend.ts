import type { HttpRequest, InvocationContext } from '@azure/functions';
import type { FamilyEmailStatus } from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { json } from '../../platform/http-responses.ts';
import { logInfo } from '../../platform/log.ts';
import { callerScopeOf, routeParam } from '../../platform/request-values.ts';
import { resendInterestFamilyEmail } from '../../services/email/interest-family-email.ts';
import { readScopedInterest } from '../../services/interest-entries/scoped-interest.ts';

/**
 * POST /api/enrollment/{id}/family-email/resend (Contributor and up), body `{}` (JSON, not read): sends the family's
 * confirmation again, never capped, when it was held back by the cap or failed (else 409
 * 'interest.email.notResendable'). 202 with the new state, 'pending'. Another charter's entry is 404.
 */
export async function resendInterestFamilyEmailHandler(request: HttpRequest, context: InvocationContext) {
  const entry = await readScopedInterest(callerScopeOf(request), routeParam(request));
  const status: FamilyEmailStatus = { state: await resendInterestFamilyEmail(entry) };
  logInfo(context, 'interest.familyEmailResent', { entryId: entry.id });
  return json(202, status);
}

registerHttp('interest-family-email-resend', {
  route: 'enrollment/{id}/family-email/resend',
  methods: ['POST'],
  access: 'contributor',
  maxBodyBytes: 1024,
  handler: resendInterestFamilyEmailHandler,
});
