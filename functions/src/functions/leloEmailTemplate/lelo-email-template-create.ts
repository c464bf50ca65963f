import type { HttpRequest, InvocationContext } from '@azure/functions';
import { type EmailTemplateRecord, emailTemplateSchema } from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { createTemplate } from '../../data/templates-repository.ts';
import { versioned } from '../../platform/http-responses.ts';
import { logInfo } from '../../platform/log.ts';
import { parseJsonBody } from '../../platform/parse-body.ts';
import { callerScopeOf } from '../../platform/request-values.ts';
import {
  emailBody,
  pathOfBody,
  templateIdOf,
  templatePlace,
} from '../../services/lelo-templates/template-scope.ts';

/**
 * POST /api/leloEmailTemplate (Email Notification Settings' first save, Contributor and up): who gets
 * the notification e-mail of a Lelo submission and which family addresses get theirs. 201 with the
 * settings and their ETag; 409 'template.exists' when already stored.
 */
export async function createLeloEmailTemplate(request: HttpRequest, context: InvocationContext) {
  const input = await parseJsonBody(request, emailTemplateSchema);
  const place = await templatePlace(callerScopeOf(request), pathOfBody(input));
  const record: EmailTemplateRecord = {
    ...place,
    id: templateIdOf('email', place),
    kind: 'email',
    email: input.email,
    pgPrimaryEmail: input.pgPrimaryEmail,
    studentEmail: input.studentEmail,
    updatedAt: new Date().toISOString(),
  };
  const saved = await createTemplate(record);
  logInfo(context, 'template.created', { templateId: saved.id });
  return versioned(emailBody(saved), saved._etag, 201);
}

registerHttp('lelo-email-template-create', {
  route: 'leloEmailTemplate',
  methods: ['POST'],
  access: 'contributor',
  maxBodyBytes: 16 * 1024,
  handler: createLeloEmailTemplate,
});
