import type { HttpRequest, InvocationContext } from '@azure/functions';
import { type EmailTemplateRecord, emailTemplateSchema } from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { versioned } from '../../platform/http-responses.ts';
import { parseJsonBody } from '../../platform/parse-body.ts';
import { callerScopeOf } from '../../platform/request-values.ts';
import { emailBody } from '../../services/lelo-templates/template-scope.ts';
import { createPlacedTemplate } from '../../services/lelo-templates/template-writes.ts';

/**
 * POST /api/leloEmailTemplate (Email Notification Settings' first save, Contributor and up): who gets
 * the notification e-mail of a Lelo submission and which family addresses get theirs. 201 with the
 * settings and their ETag; 409 'template.exists' when already stored.
 */
export async function createLeloEmailTemplate(request: HttpRequest, context: InvocationContext) {
  const input = await parseJsonBody(request, emailTemplateSchema);
  const saved = await createPlacedTemplate<EmailTemplateRecord>(
    context,
    callerScopeOf(request),
    input,
    'email',
    {
      email: input.email,
      pgPrimaryEmail: input.pgPrimaryEmail,
      studentEmail: input.studentEmail,
    },
  );
  return versioned(emailBody(saved), saved._etag, 201);
}

registerHttp('lelo-email-template-create', {
  route: 'leloEmailTemplate',
  methods: ['POST'],
  access: 'contributor',
  maxBodyBytes: 16 * 1024,
  handler: createLeloEmailTemplate,
});
