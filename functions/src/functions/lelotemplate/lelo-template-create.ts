import type { HttpRequest, InvocationContext } from '@azure/functions';
import { type ConfirmationTemplateRecord, confirmationTemplateSchema } from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { versioned } from '../../platform/http-responses.ts';
import { parseJsonBody } from '../../platform/parse-body.ts';
import { callerScopeOf } from '../../platform/request-values.ts';
import { sanitizeTemplateHtml } from '../../services/lelo-templates/sanitize-template-html.ts';
import {
  CONFIRMATION_TEMPLATE_MAX_BODY_BYTES,
  confirmationBody,
} from '../../services/lelo-templates/template-scope.ts';
import { createPlacedTemplate } from '../../services/lelo-templates/template-writes.ts';

/**
 * POST /api/lelotemplate (Confirmation Page Details' first save, Contributor and up): stores the
 * learning center's confirmation message for the session and its Spanish (none: ''), sanitised. 201 with the template and its
 * ETag; 409 'template.exists' when it is already stored (the screen then updates instead).
 */
export async function createLeloTemplate(request: HttpRequest, context: InvocationContext) {
  const input = await parseJsonBody(request, confirmationTemplateSchema);
  const saved = await createPlacedTemplate<ConfirmationTemplateRecord>(
    context,
    callerScopeOf(request),
    input,
    'confirmation',
    {
      templateMessage: sanitizeTemplateHtml(input.templateMessage),
      templateMessageEs: sanitizeTemplateHtml(input.templateMessageEs ?? ''),
    },
  );
  return versioned(confirmationBody(saved), saved._etag, 201);
}

registerHttp('lelo-template-create', {
  route: 'lelotemplate',
  methods: ['POST'],
  access: 'contributor',
  maxBodyBytes: CONFIRMATION_TEMPLATE_MAX_BODY_BYTES,
  handler: createLeloTemplate,
});
