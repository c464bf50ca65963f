/** Which template: a learning center (site) of a charter in a session. */
export interface TemplateTarget {
  charterId: string;
  sessionId: string;
  siteId: string;
}

/** /api/{kind}/{charter_id}/{sessionId}/{siteId}: the GET and PUT address of a template. */
export function templatePath(kind: 'lelotemplate' | 'leloEmailTemplate', target: TemplateTarget): string {
  const ids = [target.charterId, target.sessionId, target.siteId].map(encodeURIComponent).join('/');
  return `/api/${kind}/${ids}`;
}

/** A template as just read or saved, with the version a later update sends as If-Match. */
export interface Versioned<T> {
  template: T;
  /** The ETag header (none before the first save): a change made since by someone else answers 409. */
  etag: string | null;
}
