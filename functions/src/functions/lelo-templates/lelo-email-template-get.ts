import type { HttpRequest } from '@azure/functions';
import { templatePathSchema } from '@enroll/domain';
import { findEmailTemplate } from '../../data/templates-repository.ts';
import { assertCharterReadable, charterScope } from '../../platform/charter-scope.ts';
import { ok } from '../../platform/http-responses.ts';
import { parseWith } from '../../platform/parse-body.ts';
import { registerHttp } from '../../platform/registry.ts';
import { staffIdentityOf } from '../../platform/staff-identity.ts';

/**
 * GET /api/leloEmailTemplate/{charter_id}/{sessionId}/{siteId}: who gets the notification e-mail and
 * which family addresses get theirs. Staff only: it lists staff addresses. No template: nobody.
 * Charter-scoped: another charter's template answers 404, like an unknown one.
 */
export async function getLeloEmailTemplate(request: HttpRequest) {
  const { charter_id, sessionId, siteId } = parseWith(templatePathSchema, request.params);
  assertCharterReadable(charterScope(staffIdentityOf(request)), charter_id);
  const template = await findEmailTemplate(sessionId, siteId);
  const body =
    template && template.charter_id === charter_id
      ? {
          email: template.email,
          pgPrimaryEmail: template.pgPrimaryEmail,
          studentEmail: template.studentEmail,
        }
      : { email: [], pgPrimaryEmail: false, studentEmail: false };
  return ok(body, { 'Cache-Control': 'private, no-store' });
}

registerHttp('lelo-email-template-get', {
  route: 'leloEmailTemplate/{charter_id}/{sessionId}/{siteId}',
  methods: ['GET'],
  access: 'staff',
  handler: getLeloEmailTemplate,
});
