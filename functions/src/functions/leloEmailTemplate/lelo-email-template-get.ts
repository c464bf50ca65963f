import type { HttpRequest } from '@azure/functions';
import { templatePathSchema } from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { findEmailTemplate } from '../../data/templates-repository.ts';
import { versioned } from '../../platform/http-responses.ts';
import { parseWith } from '../../platform/parse-body.ts';
import { callerScopeOf } from '../../platform/request-values.ts';
import { emailBody, templatePlace } from '../../services/lelo-templates/template-scope.ts';

/**
 * GET /api/leloEmailTemplate/{charter_id}/{sessionId}/{siteId}: who gets the notification e-mail and
 * which family addresses get theirs, whether it is stored, and its ETag then. Staff only: it lists
 * staff addresses. No template: nobody. Charter-scoped: an unknown site or session, a site of another
 * charter than the path's, or a charter outside the caller's scope answers 404.
 */
export async function getLeloEmailTemplate(request: HttpRequest) {
  const path = parseWith(templatePathSchema, request.params);
  const place = await templatePlace(callerScopeOf(request), path);
  const stored = await findEmailTemplate(place.LeloRegistrationProfile, place.siteId);
  return versioned(emailBody(stored), stored?._etag ?? null);
}

registerHttp('lelo-email-template-get', {
  route: 'leloEmailTemplate/{charter_id}/{sessionId}/{siteId}',
  methods: ['GET'],
  access: 'staff',
  handler: getLeloEmailTemplate,
});
