import type { HttpRequest, InvocationContext } from '@azure/functions';
import { emailTemplateSchema, templatePathSchema } from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { findEmailTemplate } from '../../data/templates-repository.ts';
import { versioned } from '../../platform/http-responses.ts';
import { parseJsonBody, parseWith } from '../../platform/parse-body.ts';
import { callerScopeOf, requiredIfMatch } from '../../platform/request-values.ts';
import { emailBody } from '../../services/lelo-templates/template-scope.ts';
import { replacePlacedTemplate } from '../../services/lelo-templates/template-writes.ts';

/**
 * PUT /api/leloEmailTemplate/{charter_id}/{sessionId}/{siteId} (Contributor and up): replaces the
 * notification settings. If-Match required (missing 428, stale 409 'template.conflict'); not stored
 * yet is 404 (the screen creates them with POST). 200 with the new ETag.
 */
export async function updateLeloEmailTemplate(request: HttpRequest, context: InvocationContext) {
  const path = parseWith(templatePathSchema, request.params);
  const input = await parseJsonBody(request, emailTemplateSchema);
  const current = {
    find: findEmailTemplate,
    ifMatch: () => requiredIfMatch(request, 'template.ifMatch.required'),
  };
  const saved = await replacePlacedTemplate(context, callerScopeOf(request), path, input, current, () => ({
    email: input.email,
    pgPrimaryEmail: input.pgPrimaryEmail,
    studentEmail: input.studentEmail,
  }));
  return versioned(emailBody(saved), saved._etag);
}

registerHttp('lelo-email-template-update', {
  route: 'leloEmailTemplate/{charter_id}/{sessionId}/{siteId}',
  methods: ['PUT'],
  access: 'contributor',
  maxBodyBytes: 16 * 1024,
  handler: updateLeloEmailTemplate,
});
