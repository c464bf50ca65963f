import {
  type CharterScope,
  catalogFieldError,
  DomainError,
  isCharterInScope,
  isRecordId,
  isSiteId,
  type LeloConfigPath,
  notFoundError,
  type StaffConfirmationTemplate,
  type StaffEmailTemplate,
  TEMPLATE_MESSAGE_MAX_LENGTH,
  type TemplateScopeInput,
  templateId,
} from '@enroll/domain';
import { findSession } from '../../data/sessions-repository.ts';
import { findSite } from '../../data/sites-repository.ts';
import { assertCurrentVersion, type WithEtag } from '../../data/system-fields.ts';
import type { TemplateRecord } from '../../data/templates-repository.ts';
import { templateConflict } from '../../data/templates-repository.ts';

export const NO_TEMPLATE_SCOPE = 'No such learning center in this session.';

/** A confirmation template save: both messages at their longest, with room for UTF-8 and JSON escaping. */
export const CONFIRMATION_TEMPLATE_MAX_BODY_BYTES = 2 * TEMPLATE_MESSAGE_MAX_LENGTH * 4;

/** The stored fields that place a template: taken from the stored site and session, never the body. */
export type TemplatePlace = Pick<
  TemplateRecord,
  'charter_id' | 'permaLink' | 'learningCenters' | 'siteId' | 'LeloRegistrationProfile'
>;

/**
 * The place of a template read or write. The site and the session must exist, the site must be of
 * `charter_id` and that charter in the caller's scope; otherwise 404 (the same answer for each, so the
 * ids of other charters do not leak).
 */
export async function templatePlace(scope: CharterScope, path: LeloConfigPath): Promise<TemplatePlace> {
  const { charter_id, sessionId, siteId } = path;
  const [site, session] = await Promise.all([
    isSiteId(siteId) ? findSite(siteId) : null,
    isRecordId(sessionId) ? findSession(sessionId) : null,
  ]);
  if (!site || !session || site.charter.id !== charter_id || !isCharterInScope(scope, charter_id))
    throw notFoundError(NO_TEMPLATE_SCOPE);
  return {
    charter_id,
    permaLink: session.permalink,
    learningCenters: site.name,
    siteId: site.id,
    LeloRegistrationProfile: session.id,
  };
}

/** The place a create (POST) names in its body. */
export function pathOfBody(body: TemplateScopeInput): LeloConfigPath {
  return { charter_id: body.charter_id, sessionId: body.LeloRegistrationProfile, siteId: body.siteId };
}

/** An update's body names the same template as its address; anything else is a 400. */
export function assertBodyMatchesPath(body: TemplateScopeInput, path: LeloConfigPath): void {
  const fields = [
    ...(body.charter_id === path.charter_id ? [] : ['charter_id']),
    ...(body.siteId === path.siteId ? [] : ['siteId']),
    ...(body.LeloRegistrationProfile === path.sessionId ? [] : ['LeloRegistrationProfile']),
  ];
  if (fields.length > 0)
    throw new DomainError(
      'invalid',
      'Validation failed',
      fields.map((field) => catalogFieldError(field, 'template.scope.mismatch')),
    );
}

/**
 * The stored template an update (PUT) replaces, checked against the If-Match `etag`: a template not
 * stored 404, an older version 409 before anything is written.
 */
export function requireCurrent<T extends TemplateRecord>(
  etag: string,
  stored: WithEtag<T> | null,
): { stored: WithEtag<T>; etag: string } {
  if (!stored) throw notFoundError('This template is not stored yet.');
  assertCurrentVersion(stored, etag, templateConflict);
  return { stored, etag };
}

export function templateIdOf(kind: TemplateRecord['kind'], place: TemplatePlace): string {
  return templateId(kind, place.LeloRegistrationProfile, place.siteId);
}

/** The staff read of a confirmation template (none stored: ''). */
export function confirmationBody(
  stored: WithEtag<Extract<TemplateRecord, { kind: 'confirmation' }>> | null,
): StaffConfirmationTemplate {
  return stored
    ? {
        templateMessage: stored.templateMessage,
        templateMessageEs: stored.templateMessageEs ?? '',
        exists: true,
      }
    : { templateMessage: '', templateMessageEs: '', exists: false };
}

/** The staff read of an e-mail template (none stored: nobody notified). */
export function emailBody(
  stored: WithEtag<Extract<TemplateRecord, { kind: 'email' }>> | null,
): StaffEmailTemplate {
  return stored
    ? {
        email: stored.email,
        pgPrimaryEmail: stored.pgPrimaryEmail,
        studentEmail: stored.studentEmail,
        exists: true,
      }
    : // Without settings both family addresses get the confirmation: a new form starts from that.
      { email: [], pgPrimaryEmail: true, studentEmail: true, exists: false };
}
