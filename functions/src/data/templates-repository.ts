import {
  type ConfirmationTemplateRecord,
  catalogError,
  type DomainError,
  type EmailTemplateRecord,
  TEMPLATE_CONFLICT,
  TEMPLATE_EXISTS,
  templateId,
} from '@enroll/domain';
import { container } from './cosmos-client.ts';
import { isCosmosStatus } from './create-once.ts';
import { readRecordVersioned, replaceRecordIfMatch } from './replace-if-match.ts';
import { type WithEtag, withEtagKept } from './system-fields.ts';

export type TemplateRecord = ConfirmationTemplateRecord | EmailTemplateRecord;

function readTemplate<T extends TemplateRecord>(id: string): Promise<WithEtag<T> | null> {
  return readRecordVersioned<T>('templates', id);
}

/** The confirmation page message of a site in a session, if staff set one (with its ETag). */
export function findConfirmationTemplate(sessionId: string, siteId: string) {
  return readTemplate<ConfirmationTemplateRecord>(templateId('confirmation', sessionId, siteId));
}

/** Who gets the notification e-mail of a site in a session, and which family addresses get theirs (with its ETag). */
export function findEmailTemplate(sessionId: string, siteId: string) {
  return readTemplate<EmailTemplateRecord>(templateId('email', sessionId, siteId));
}

/** The 409 of a create when the template exists (the screen read it before another save made it). */
export function templateExists(): DomainError {
  return catalogError('conflict', TEMPLATE_EXISTS);
}

/** The 409 of an update made against an older version of the template. */
export function templateConflict(): DomainError {
  return catalogError('conflict', TEMPLATE_CONFLICT);
}

/** Stores a new template; one already stored under its id (same kind, session and site) is a 409. */
export async function createTemplate<T extends TemplateRecord>(record: T): Promise<WithEtag<T>> {
  try {
    const { resource } = await container('templates').items.create(record);
    if (!resource) throw new Error(`Template ${record.id} was not created`);
    return withEtagKept(resource as WithEtag<T>);
  } catch (error) {
    if (isCosmosStatus(error, 409)) throw templateExists();
    throw error;
  }
}

/** Replaces a template only if it is still the version `etag` names (412 from Cosmos → 409). */
export async function replaceTemplate<T extends TemplateRecord>(
  record: T,
  etag: string,
): Promise<WithEtag<T>> {
  return replaceRecordIfMatch('templates', record, etag, { conflict: templateConflict }, 'Template');
}
