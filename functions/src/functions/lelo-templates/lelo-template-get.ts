import type { HttpRequest } from '@azure/functions';
import { templatePathSchema } from '@enroll/domain';
import { findConfirmationTemplate } from '../../data/templates-repository.ts';
import { ok } from '../../platform/http-responses.ts';
import { parseWith } from '../../platform/parse-body.ts';
import { registerHttp } from '../../platform/registry.ts';

/**
 * GET /api/lelotemplate/{charter_id}/{sessionId}/{siteId}: the confirmation message of a site in a
 * session, '' when none is set (the page then shows the default text).
 */
export async function getLeloTemplate(request: HttpRequest) {
  const { charter_id, sessionId, siteId } = parseWith(templatePathSchema, request.params);
  const template = await findConfirmationTemplate(sessionId, siteId);
  const templateMessage = template && template.charter_id === charter_id ? template.templateMessage : '';
  // The template screen reads this to choose between create and update right after a save.
  return ok({ templateMessage }, { 'Cache-Control': 'no-cache' });
}

registerHttp('lelo-template-get', {
  route: 'lelotemplate/{charter_id}/{sessionId}/{siteId}',
  methods: ['GET'],
  access: 'public',
  handler: getLeloTemplate,
});
