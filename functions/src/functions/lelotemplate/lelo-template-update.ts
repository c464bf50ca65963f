import type { HttpRequest, InvocationContext } from '@azure/functions';
import { confirmationTemplateSchema, templatePathSchema } from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { findConfirmationTemplate } from '../../data/templates-repository.ts';
import { versioned } from '../../platform/http-responses.ts';
import { parseJsonBody, parseWith } from '../../platform/parse-body.ts';
import { callerScopeOf, requiredIfMatch } from '../../platform/request-values.ts';
import { sanitizeTemplateHtml } from '../../services/lelo-templates/sanitize-template-html.ts';
import {
  CONFIRMATION_TEMPLATE_MAX_BODY_BYTES,
  confirmationBody,
} from '../../services/lelo-templates/template-scope.ts';
import { replacePlacedTemplate } from '../../services/lelo-templates/template-writes.ts';

/**
 * PUT /api/lelotemplate/{charter_id}/{sessionId}/{siteId} (Contributor and up): replaces the stored
 * confirmation message and, when sent, its Spanish (left out: the stored one is kept), sanitised. If-Match required (missing 428, stale 409 'template.conflict');
 * a template not stored yet is 404 (the screen creates it with POST). 200 with the new ETag.
 */
export async function updateLeloTemplate(request: HttpRequest, context: InvocationContext) {
  const path = parseWith(templatePathSchema, request.params);
  const input = await parseJsonBody(request, confirmationTemplateSchema);
  const current = {
    find: findConfirmationTemplate,
    ifMatch: () => requiredIfMatch(request, 'template.ifMatch.required'),
  };
  const saved = await replacePlacedTemplate(
    context,
    callerScopeOf(request),
    path,
    input,
    current,
    (stored) => ({
      templateMessage: sanitizeTemplateHtml(input.templateMessage),
      templateMessageEs:
        input.templateMessageEs === undefined
          ? (stored.templateMessageEs ?? '')
          : sanitizeTemplateHtml(input.templateMessageEs),
    }),
  );
  return versioned(confirmationBody(saved), saved._etag);
}

registerHttp('lelo-template-update', {
  route: 'lelotemplate/{charter_id}/{sessionId}/{siteId}',
  methods: ['PUT'],
  access: 'contributor',
  maxBodyBytes: CONFIRMATION_TEMPLATE_MAX_BODY_BYTES,
  handler: updateLeloTemplate,
});
