import type { HttpRequest } from '@azure/functions';
import type { FamilyEmailStatus } from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { ok } from '../../platform/http-responses.ts';
import { callerScopeOf, routeParam } from '../../platform/request-values.ts';
import { interestFamilyEmailState } from '../../services/email/interest-family-email.ts';
import { readScopedInterest } from '../../services/interest-entries/scoped-interest.ts';

/**
 * GET /api/enrollment/{id}/family-email (every staff level): what became of the confirmation to the
 * family (FamilyEmailStatus: sent, pending, capped, failed, none). Another charter's entry is 404.
 */
export async function getInterestFamilyEmail(request: HttpRequest) {
  const entry = await readScopedInterest(callerScopeOf(request), routeParam(request));
  const status: FamilyEmailStatus = { state: await interestFamilyEmailState(entry) };
  return ok(status, { 'Cache-Control': 'private, no-store' });
}

registerHttp('interest-family-email-get', {
  route: 'enrollment/{id}/family-email',
  methods: ['GET'],
  access: 'staff',
  handler: getInterestFamilyEmail,
});
