import type { HttpRequest, InvocationContext } from '@azure/functions';
import { type ConfirmationTemplateRecord, confirmationTemplateSchema } from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { createTemplate } from '../../data/templates-repository.ts';
import { versioned } from '../../platform/http-responses.ts';
import { logInfo } from '../../platform/log.ts';
import { parseJsonBody } from '../../platform/parse-body.ts';
import { callerScopeOf } from '../../platform/request-values.ts';
import { sanitizeTemplateHtml } from '../../services/lelo-templates/sanitize-template-html.ts';
import {
  CONFIRMATION_TEMPLATE_MAX_BODY_BYTES,
  confirmationBody,
  pathOfBody,
  templateIdOf,
  templatePlace,
} from '../../services/lelo-templates/template-scope.ts';

/**
 * POST /api/lelotemplate (Confirmation Page Details' first save, Contributor and up): stores the
 * learning center's confirmation message for the session and its Spanish (none: ''), sanitised. 201 with the template and its
 * ETag; 409 'template.exists' when it is already stored (the screen then updates instead).
 */
export async function createLeloTemplate(request: HttpRequest, context: InvocationContext) {
  const input = await parseJsonBody(request, confirmationTemplateSchema);
  const place = await templatePlace(callerScopeOf(request), pathOfBody(input));
  const record: ConfirmationTemplateRecord = {
    ...place,
    id: templateIdOf('confirmation', place),
    kind: 'confirmation',
    templateMessage: sanitizeTemplateHtml(input.templateMessage),
    templateMessageEs: sanitizeTemplateHtml(input.templateMessageEs ?? ''),
    updatedAt: new Date().toISOString(),
  };
  const saved = await createTemplate(record);
  logInfo(context, 'template.created', { templateId: saved.id });
  return versioned(confirmationBody(saved), saved._etag, 201);
}

registerHttp('lelo-template-create', {
  route: 'lelotemplate',
  methods: ['POST'],
  access: 'contributor',
  maxBodyBytes: CONFIRMATION_TEMPLATE_MAX_BODY_BYTES,
  handler: createLeloTemplate,
});
