import type { HttpRequest } from '@azure/functions';
import { templatePathSchema } from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { findEmailTemplate } from '../../data/templates-repository.ts';
import { parseWith } from '../../platform/parse-body.ts';
import { emailResponse, templatePlace } from '../../services/lelo-templates/template-scope.ts';

/**
 * GET /api/leloEmailTemplate/{charter_id}/{sessionId}/{siteId}: who gets the notification e-mail and
 * which family addresses get theirs, whether it is stored, and its ETag then. Staff only: it lists
 * staff addresses. No template: nobody. Charter-scoped: an unknown site or session, a site of another
 * charter than the path's, or a charter outside the caller's scope answers 404.
 */
export async function getLeloEmailTemplate(request: HttpRequest) {
  const path = parseWith(templatePathSchema, request.params);
  const place = await templatePlace(request, path);
  return emailResponse(await findEmailTemplate(place.LeloRegistrationProfile, place.siteId));
}

registerHttp('lelo-email-template-get', {
  route: 'leloEmailTemplate/{charter_id}/{sessionId}/{siteId}',
  methods: ['GET'],
  access: 'staff',
  handler: getLeloEmailTemplate,
});
