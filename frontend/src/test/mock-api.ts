import { expect, vi } from 'vitest';

export interface RecordedRequest {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}

/** A queued answer: a response, a thrown error, or either made from the request. */
export type Reply = Response | Error | ((request: RecordedRequest) => Response | Error | Promise<Response>);

/** A JSON response with `status`. */
export function jsonReply(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * Replaces fetch: each call to a path answers with the next reply queued for it (the last one repeats).
 * Error reports (/api/log-error) are accepted silently. Returns the requests made, in order.
 */
export function mockApi(routes: Record<string, Reply[]>) {
  const requests: RecordedRequest[] = [];
  const calls = new Map<string, number>();
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = url.split('?')[0] ?? url;
    if (path === '/api/log-error') return new Response(null, { status: 204 });
    const request: RecordedRequest = {
      url,
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : null,
    };
    requests.push(request);
    const queue = routes[path];
    if (!queue || queue.length === 0) throw new Error(`Unexpected request to ${url}`);
    const index = calls.get(path) ?? 0;
    calls.set(path, index + 1);
    const next = queue[Math.min(index, queue.length - 1)];
    const answer = typeof next === 'function' ? await next(request) : next;
    if (answer instanceof Error) throw answer;
    if (!answer) throw new Error(`No reply for ${url}`);
    return answer.clone();
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, fetchMock };
}

/** jsdom lacks ResizeObserver, which Fluent's MessageBar (the notification banner) uses. */
export function stubResizeObserver(): void {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    },
  );
}

/**
 * The first PUT of `requests`, once checked to send `etag` in If-Match: a save of what was read,
 * which the server refuses if the record changed meanwhile.
 */
export function putWithIfMatch(
  requests: readonly RecordedRequest[],
  etag: string,
): RecordedRequest | undefined {
  const put = requests.find((request) => request.method === 'PUT');
  expect(put?.headers.get('If-Match')).toBe(etag);
  return put;
}
