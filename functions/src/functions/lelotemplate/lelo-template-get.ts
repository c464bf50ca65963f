import type { HttpRequest } from '@azure/functions';
import { type StaffConfirmationTemplate, templatePathSchema } from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { findConfirmationTemplate } from '../../data/templates-repository.ts';
import { ok } from '../../platform/http-responses.ts';
import { parseWith } from '../../platform/parse-body.ts';

/**
 * GET /api/lelotemplate/{charter_id}/{sessionId}/{siteId}: the confirmation message of a site in a
 * session and its Spanish, '' when none is set (families then see the default text), and whether one is stored,
 * with its ETag then (the Confirmation Page Details screen updates with it, else creates). Public: the
 * message is what every family of the site sees after signing; the writes are charter-scoped.
 */
export async function getLeloTemplate(request: HttpRequest) {
  const { charter_id, sessionId, siteId } = parseWith(templatePathSchema, request.params);
  const template = await findConfirmationTemplate(sessionId, siteId);
  const stored = template && template.charter_id === charter_id ? template : null;
  const body: StaffConfirmationTemplate = {
    templateMessage: stored?.templateMessage ?? '',
    templateMessageEs: stored?.templateMessageEs ?? '',
    exists: stored !== null,
  };
  // The template screen reads this to choose between create and update right after a save.
  return ok(body, { 'Cache-Control': 'no-cache', ...(stored ? { ETag: stored._etag } : {}) });
}

registerHttp('lelo-template-get', {
  route: 'lelotemplate/{charter_id}/{sessionId}/{siteId}',
  methods: ['GET'],
  access: 'public',
  handler: getLeloTemplate,
});
