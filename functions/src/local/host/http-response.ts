import type { ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ReadableStream } from 'node:stream/web';
import type { Cookie, HttpResponseInit } from '@azure/functions';

type Body = { bytes: Buffer } | { stream: Readable } | undefined;

/** Statuses that never carry a body (the fetch spec's null-body statuses). */
const NO_BODY_STATUSES = new Set([204, 205, 304]);

export function serializeCookie(cookie: Cookie): string {
  const parts = [`${cookie.name}=${cookie.value}`];
  if (cookie.domain) parts.push(`Domain=${cookie.domain}`);
  if (cookie.path) parts.push(`Path=${cookie.path}`);
  if (cookie.expires !== undefined) parts.push(`Expires=${new Date(cookie.expires).toUTCString()}`);
  if (cookie.maxAge !== undefined) parts.push(`Max-Age=${cookie.maxAge}`);
  if (cookie.secure) parts.push('Secure');
  if (cookie.httpOnly) parts.push('HttpOnly');
  if (cookie.sameSite) parts.push(`SameSite=${cookie.sameSite}`);
  return parts.join('; ');
}

function withType(headers: Headers, type: string): void {
  if (!headers.has('content-type')) headers.set('content-type', type);
}

/** The body as bytes when it is already in memory, as a stream otherwise; sets the default Content-Type. */
async function toBody(init: HttpResponseInit, headers: Headers): Promise<Body> {
  // Like the worker: a null/undefined jsonBody falls back to `body`.
  if (init.jsonBody !== undefined && init.jsonBody !== null) {
    withType(headers, 'application/json');
    return { bytes: Buffer.from(JSON.stringify(init.jsonBody) ?? '', 'utf8') };
  }
  const body = init.body;
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') {
    withType(headers, 'text/plain;charset=UTF-8');
    return { bytes: Buffer.from(body, 'utf8') };
  }
  if (body instanceof ArrayBuffer) return { bytes: Buffer.from(body) };
  if (ArrayBuffer.isView(body)) return { bytes: Buffer.from(body.buffer, body.byteOffset, body.byteLength) };
  if (body instanceof Readable) return { stream: body };
  if (body instanceof ReadableStream) return { stream: Readable.fromWeb(body) };
  if (body instanceof Blob) {
    if (body.type) withType(headers, body.type);
    return { stream: Readable.fromWeb(body.stream()) };
  }
  if (body instanceof FormData || body instanceof URLSearchParams) {
    const encoded = new Response(body);
    withType(headers, encoded.headers.get('content-type') ?? 'application/octet-stream');
    return { bytes: Buffer.from(await encoded.arrayBuffer()) };
  }
  return { stream: Readable.from(body) };
}

/** Writes a handler's result to the node response, streaming stream bodies. */
export async function writeHttpResponse(
  res: ServerResponse,
  init: HttpResponseInit,
  options: { omitBody?: boolean } = {},
): Promise<void> {
  const status = init.status ?? 200;
  const headers = new Headers(init.headers);
  const body = await toBody(init, headers);
  const setCookies = [...headers.getSetCookie(), ...(init.cookies ?? []).map(serializeCookie)];
  headers.delete('set-cookie');
  const sendBody = body !== undefined && !NO_BODY_STATUSES.has(status) && !options.omitBody;

  res.statusCode = status;
  for (const [name, value] of headers) res.setHeader(name, value);
  if (setCookies.length > 0) res.setHeader('set-cookie', setCookies);

  if (!sendBody) {
    if (body && 'stream' in body) body.stream.destroy();
    res.end();
    return;
  }
  if ('bytes' in body) {
    res.setHeader('content-length', body.bytes.length);
    res.end(body.bytes);
    return;
  }
  await pipeline(body.stream, res);
}

/**
 * Writes `value` as the JSON answer. With `endAfter`, the whole answer is sent at once but the response
 * is ended (which may close the connection) only when that settles.
 */
export function writeJson(
  res: ServerResponse,
  status: number,
  value: unknown,
  headers: Record<string, string> = {},
  endAfter?: Promise<void>,
): void {
  const bytes = Buffer.from(JSON.stringify(value), 'utf8');
  res.writeHead(status, {
    ...headers,
    'content-type': 'application/json',
    'content-length': bytes.length,
    'x-content-type-options': 'nosniff',
  });
  if (!endAfter) {
    res.end(bytes);
    return;
  }
  res.write(bytes);
  void endAfter.then(() => res.end());
}
