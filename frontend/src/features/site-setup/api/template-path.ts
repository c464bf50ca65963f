import type { QueryKey } from '@tanstack/react-query';
import { leloTemplateKeys } from '../../../api/lelo-templates/query-keys.ts';
import {
  sendVersioned,
  useVersionedSave,
  type Versioned as VersionedAs,
} from '../../../api/versioned-queries.ts';

/** Which template: a learning center (site) of a charter in a session. */
export interface TemplateTarget {
  charterId: string;
  sessionId: string;
  siteId: string;
}

/** The API folder of a template: the confirmation message, or the notification e-mail settings. */
export type TemplateKind = 'lelotemplate' | 'leloEmailTemplate';

/** How a template's saved values name their target. */
export interface TemplateTargetValues {
  charter_id: string;
  LeloRegistrationProfile: string;
  siteId: string;
}

/** /api/{kind}/{charter_id}/{sessionId}/{siteId}: the GET and PUT address of a template. */
export function templatePath(kind: TemplateKind, target: TemplateTarget): string {
  const ids = [target.charterId, target.sessionId, target.siteId].map(encodeURIComponent).join('/');
  return `/api/${kind}/${ids}`;
}

/** The target a template's values are saved for. */
export function templateTargetOf(values: TemplateTargetValues): TemplateTarget {
  return { charterId: values.charter_id, sessionId: values.LeloRegistrationProfile, siteId: values.siteId };
}

/** The query key a template of `kind` is read and saved under. */
export function templateKey(kind: TemplateKind, target: TemplateTarget): QueryKey {
  const keyOf = kind === 'lelotemplate' ? leloTemplateKeys.confirmation : leloTemplateKeys.email;
  return keyOf(target.charterId, target.sessionId, target.siteId);
}

/**
 * A template (or a charter's translation) as just read or saved, with the version a later update
 * sends as If-Match (none before the first save).
 */
export type Versioned<T> = VersionedAs<'template', T>;

/** A later save of a template: its values, and the ETag of the read the edit started from. */
export interface TemplateUpdate<V extends TemplateTargetValues> {
  values: V;
  etag: string | null;
}

/** PUT /api/{kind}/{charter_id}/{sessionId}/{siteId} with If-Match: the saved template and its new ETag. */
export function putTemplate<T>(
  kind: TemplateKind,
  { values, etag }: TemplateUpdate<TemplateTargetValues>,
): Promise<Versioned<T>> {
  return sendVersioned('template', templatePath(kind, templateTargetOf(values)), {
    method: 'PUT',
    json: values,
    etag,
  });
}

/** A save of a template of `kind` (`valuesOf` finds its values): the screen goes on from the saved template. */
export function useTemplateSave<Variables, T>(
  kind: TemplateKind,
  mutationFn: (variables: Variables) => Promise<Versioned<T>>,
  valuesOf: (variables: Variables) => TemplateTargetValues,
) {
  return useVersionedSave(mutationFn, (variables) =>
    templateKey(kind, templateTargetOf(valuesOf(variables))),
  );
}
