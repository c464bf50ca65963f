import type { HttpResponseInit } from '@azure/functions';

export function json(status: number, body: unknown, headers: Record<string, string> = {}): HttpResponseInit {
  return {
    status,
    jsonBody: body,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
  };
}

export const ok = (body: unknown, headers?: Record<string, string>) => json(200, body, headers);
export const created = (body: unknown, headers?: Record<string, string>) => json(201, body, headers);

/** A record read for editing: its ETag (none before it is stored) is the next write's If-Match; never cached. */
export const versioned = (body: unknown, etag: string | null, status = 200) =>
  json(status, body, { 'Cache-Control': 'private, no-store', ...(etag === null ? {} : { ETag: etag }) });

/** Public, rarely changing data: browsers and the CDN may keep it for five minutes. */
export const PUBLIC_CACHE = { 'Cache-Control': 'public, max-age=300, stale-while-revalidate=600' };
/** Search results: shorter, the map and cards re-query often. */
export const SEARCH_CACHE = { 'Cache-Control': 'public, max-age=60' };
