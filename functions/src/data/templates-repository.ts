import { type ConfirmationTemplateRecord, type EmailTemplateRecord, templateId } from '@enroll/domain';
import { container } from './cosmos-client.ts';
import { withoutSystemFields } from './system-fields.ts';

async function readTemplate<T extends object>(id: string): Promise<T | null> {
  const { resource } = await container('templates').item(id, id).read<T>();
  return resource ? withoutSystemFields(resource) : null;
}

/** The confirmation page message of a site in a session, if staff set one. */
export function findConfirmationTemplate(sessionId: string, siteId: string) {
  return readTemplate<ConfirmationTemplateRecord>(templateId('confirmation', sessionId, siteId));
}

/** Who gets the notification e-mail of a site in a session, and which family addresses get theirs. */
export function findEmailTemplate(sessionId: string, siteId: string) {
  return readTemplate<EmailTemplateRecord>(templateId('email', sessionId, siteId));
}
