import type { InvocationContext } from '@azure/functions';
import type { CharterScope, LeloConfigPath, TemplateScopeInput } from '@enroll/domain';
import type { WithEtag } from '../../data/system-fields.ts';
import { createTemplate, replaceTemplate, type TemplateRecord } from '../../data/templates-repository.ts';
import { logInfo } from '../../platform/log.ts';
import {
  assertBodyMatchesPath,
  pathOfBody,
  requireCurrent,
  type TemplatePlace,
  templateIdOf,
  templatePlace,
} from './template-scope.ts';

// The saves of the confirmation and the e-mail templates: each kind names only what it stores.

/** What a save of `T` writes besides the place, the id, the kind and the time, which it sets itself. */
export type TemplateContent<T extends TemplateRecord> = Omit<
  T,
  keyof TemplatePlace | 'id' | 'kind' | 'updatedAt'
>;

/**
 * A template's first save (POST): placed from the stored site and session its body names (404 when
 * they are not the caller's), 409 'template.exists' when it is already stored.
 */
export async function createPlacedTemplate<T extends TemplateRecord>(
  context: InvocationContext,
  scope: CharterScope,
  input: TemplateScopeInput,
  kind: T['kind'],
  content: TemplateContent<T>,
): Promise<WithEtag<T>> {
  const place = await templatePlace(scope, pathOfBody(input));
  const record = {
    ...place,
    id: templateIdOf(kind, place),
    kind,
    ...content,
    updatedAt: new Date().toISOString(),
  } as T;
  const saved = await createTemplate(record);
  logInfo(context, 'template.created', { templateId: saved.id });
  return saved;
}

/** The stored template an update replaces and the If-Match it must still carry. */
export interface CurrentTemplate<T extends TemplateRecord> {
  find: (sessionId: string, siteId: string) => Promise<WithEtag<T> | null>;
  /** Read once the place is known: an unknown place is a 404 before a missing If-Match is a 428. */
  ifMatch: () => string;
}

/**
 * An update (PUT) of the template at `path`: the body names the same template (else 400), the place
 * is the caller's (else 404), the template is stored (else 404) and still the version If-Match names
 * (else 409 'template.conflict'). `content` may keep what the stored one has.
 */
export async function replacePlacedTemplate<T extends TemplateRecord>(
  context: InvocationContext,
  scope: CharterScope,
  path: LeloConfigPath,
  input: TemplateScopeInput,
  current: CurrentTemplate<T>,
  content: (stored: WithEtag<T>) => TemplateContent<T>,
): Promise<WithEtag<T>> {
  assertBodyMatchesPath(input, path);
  const place = await templatePlace(scope, path);
  const { stored, etag } = requireCurrent(
    current.ifMatch(),
    await current.find(place.LeloRegistrationProfile, place.siteId),
  );
  const record = { ...stored, ...place, ...content(stored), updatedAt: new Date().toISOString() } as T;
  const saved = await replaceTemplate(record, etag);
  logInfo(context, 'template.updated', { templateId: saved.id });
  return saved;
}
