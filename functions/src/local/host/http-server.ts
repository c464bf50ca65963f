import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FunctionRegistration, HttpRegistration } from '../../app/registry.ts';
import { HttpRequest } from './azure-functions-runtime.ts';
import { writeHttpResponse, writeJson } from './http-response.ts';
import { createInvocationContext, errorSummary, hostLog } from './invocation.ts';
import { createRouteTable, type RouteTable } from './route-matcher.ts';
import type { Timers } from './timer-scheduler.ts';

export interface HttpServerOptions {
  /** 0 picks a free port (tests); the chosen one is on the returned handle. */
  port: number;
  /** Interface to listen on; every interface when omitted. */
  host?: string;
  registrations: readonly FunctionRegistration[];
  /** The timer functions `POST /admin/functions/{name}` runs. */
  timers?: Pick<Timers, 'runNow'>;
}

export interface HttpServerHandle {
  readonly port: number;
  close(): Promise<void>;
}

const ROUTE_PREFIX = 'api';
const CLOSE_GRACE_MS = 2000;

function headerRecord(headers: IncomingHttpHeaders): Record<string, string> {
  const record: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) record[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return record;
}

function requestUrl(req: IncomingMessage, port: number): URL {
  const path = req.url ?? '/';
  try {
    return new URL(path, `http://${req.headers.host ?? `localhost:${port}`}`);
  } catch {
    return new URL(path, `http://localhost:${port}`);
  }
}

/** The part of the path after `/api/`, or undefined for paths outside the prefix. */
function routePath(pathname: string): string | undefined {
  const [, first, ...rest] = pathname.split('/');
  if (first?.toLowerCase() !== ROUTE_PREFIX) return undefined;
  return rest.join('/');
}

/**
 * A body past its limit is still read to its end and thrown away, up to this many bytes. The answer
 * (413) goes out at once, but the response ends only after the body: Node closes a connection when a
 * response ends on a request that asked for it (the SWA CLI's proxy does), and a proxy still sending the
 * body then fails on the closed socket and loses the 413 (it answered an empty 200, and the local edge a
 * 502). Past this many bytes the connection is cut.
 */
const DISCARD_LIMIT_BYTES = 16 * 1024 * 1024;

/** `rest`: settles once the rest of the body has been read and thrown away (or the connection is gone). */
type BodyResult = { ok: true; bytes: Buffer } | { ok: false; rest: Promise<void> | null };

/** Reads the rest of an over-limit body into nothing; cuts the connection once it passes the cap. */
function discardRest(req: IncomingMessage, alreadyRead: number): Promise<void> {
  return new Promise((resolve) => {
    let read = alreadyRead;
    const onData = (chunk: Buffer): void => {
      read += chunk.length;
      if (read > DISCARD_LIMIT_BYTES) {
        req.off('data', onData);
        req.socket.destroy();
        resolve();
      }
    };
    req.on('data', onData);
    req.once('end', () => resolve());
    req.once('close', () => resolve());
    // A client that goes away mid-body only ends the discarding.
    req.once('error', () => resolve());
    req.resume();
  });
}

/**
 * Reads the body, giving up as soon as it passes `limit` bytes: the answer (413) goes out at once,
 * while the rest is read and thrown away (`discardRest`).
 */
function readBody(req: IncomingMessage, limit: number): Promise<BodyResult> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) {
    return Promise.resolve({
      ok: false,
      rest: declared > DISCARD_LIMIT_BYTES ? null : discardRest(req, 0),
    });
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const cleanup = (): void => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('close', onClose);
    };
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (size > limit) {
        cleanup();
        resolve({ ok: false, rest: discardRest(req, size) });
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = (): void => {
      cleanup();
      resolve({ ok: true, bytes: Buffer.concat(chunks, size) });
    };
    const onError = (error: Error): void => {
      cleanup();
      reject(error);
    };
    const onClose = (): void => {
      cleanup();
      reject(new Error('The client closed the connection before sending the whole body'));
    };
    req.on('data', onData);
    req.once('end', onEnd);
    req.once('error', onError);
    req.once('close', onClose);
  });
}

function allowHeader(registrations: readonly HttpRegistration[]): string {
  const methods = new Set<string>(registrations.flatMap((registration) => registration.methods));
  methods.add('OPTIONS');
  return [...methods].join(', ');
}

async function invoke(
  req: IncomingMessage,
  res: ServerResponse,
  registration: HttpRegistration,
  url: URL,
  params: Record<string, string>,
): Promise<void> {
  const method = (req.method ?? 'GET').toUpperCase();
  const readsBody = method !== 'GET' && method !== 'HEAD';
  const body = readsBody
    ? await readBody(req, registration.maxBodyBytes)
    : { ok: true as const, bytes: Buffer.alloc(0) };
  if (!body.ok) {
    // A body left unread makes the connection unusable for another request.
    writeJson(
      res,
      413,
      { message: `The request body is larger than ${registration.maxBodyBytes} bytes.` },
      body.rest ? {} : { connection: 'close' },
      body.rest ?? undefined,
    );
    return;
  }
  const request = new HttpRequest({
    method,
    url: url.href,
    headers: headerRecord(req.headers),
    params,
    ...(body.bytes.length > 0 ? { body: { bytes: body.bytes } } : {}),
  });
  const context = createInvocationContext(registration.name, {
    type: 'httpTrigger',
    name: 'request',
    route: registration.route,
    methods: registration.methods,
  });
  let result: Awaited<ReturnType<HttpRegistration['handler']>>;
  try {
    result = await registration.handler(request, context);
  } catch (error) {
    hostLog(
      'error',
      registration.name,
      `Executed (Failed, Id=${context.invocationId}): ${errorSummary(error)}`,
    );
    writeJson(res, 500, { message: 'Something went wrong on our side. Please try again.' });
    return;
  }
  await writeHttpResponse(res, result ?? {}, { omitBody: method === 'HEAD' });
}

const ADMIN_FUNCTION_PATH = /^\/admin\/functions\/([^/]+)$/i;
/** The admin route's body (Azure's `{ "input": "" }`) is not read; more than this is refused. */
const ADMIN_BODY_LIMIT = 4096;

/**
 * `POST /admin/functions/{name}`: runs a timer function now, as Azure's admin route does (there with the
 * master key; here the host listens on loopback only and the local edge forwards only `/api`, so only
 * this machine reaches it). Unlike Azure, which answers 202 at once, it answers when the run has ended,
 * so a test can wait for it: 202 with the invocation id and the lines the function logged, or 500 with
 * the error as well.
 */
async function runTimerNow(
  req: IncomingMessage,
  res: ServerResponse,
  name: string,
  timers: Pick<Timers, 'runNow'> | undefined,
): Promise<void> {
  if ((req.method ?? 'GET').toUpperCase() !== 'POST') {
    writeJson(res, 405, { message: 'Only POST runs a function' }, { allow: 'POST' });
    return;
  }
  const body = await readBody(req, ADMIN_BODY_LIMIT);
  if (!body.ok) {
    writeJson(
      res,
      413,
      { message: `The request body is larger than ${ADMIN_BODY_LIMIT} bytes.` },
      body.rest ? {} : { connection: 'close' },
      body.rest ?? undefined,
    );
    return;
  }
  const run = timers?.runNow(decodeURIComponent(name));
  if (!run) {
    writeJson(res, 404, { message: `No timer function is named ${name}` });
    return;
  }
  const result = await run;
  writeJson(res, result.succeeded ? 202 : 500, result);
}

async function serve(
  req: IncomingMessage,
  res: ServerResponse,
  table: RouteTable<HttpRegistration>,
  port: number,
  timers: Pick<Timers, 'runNow'> | undefined,
) {
  const url = requestUrl(req, port);
  const admin = ADMIN_FUNCTION_PATH.exec(url.pathname);
  if (admin?.[1]) {
    await runTimerNow(req, res, admin[1], timers);
    return;
  }
  const path = routePath(url.pathname);
  const matches = path === undefined ? [] : table.matchAll(path);
  if (matches.length === 0) {
    writeJson(res, 404, { message: `No function matches ${url.pathname}` });
    return;
  }
  const method = (req.method ?? 'GET').toUpperCase();
  // Only an OPTIONS or a 405 answer names the allowed methods.
  const allow = () => allowHeader(matches.map((match) => match.value));
  if (method === 'OPTIONS') {
    res.writeHead(204, { allow: allow(), 'x-content-type-options': 'nosniff' });
    res.end();
    return;
  }
  const chosen = matches.find((match) => match.value.methods.some((candidate) => candidate === method));
  if (!chosen) {
    writeJson(res, 405, { message: `${method} is not allowed on ${url.pathname}` }, { allow: allow() });
    return;
  }
  await invoke(req, res, chosen.value, url, chosen.params);
}

/** Serves every HTTP registration under `/api/`, the way the Functions host routes them. */
export function startHttpServer(options: HttpServerOptions): Promise<HttpServerHandle> {
  const http = options.registrations.filter(
    (registration): registration is HttpRegistration => registration.kind === 'http',
  );
  const table = createRouteTable(
    http.map((registration) => ({ route: registration.route, value: registration })),
  );
  let port = options.port;

  const server = createServer((req, res) => {
    serve(req, res, table, port, options.timers).catch((error: unknown) => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      console.error(`Functions host: ${req.method} ${req.url} failed: ${errorSummary(error)}`);
      writeJson(res, 500, { message: 'Something went wrong on our side. Please try again.' });
    });
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      port = (server.address() as AddressInfo).port;
      resolve({
        port,
        close: () =>
          new Promise<void>((done, fail) => {
            const force = setTimeout(() => server.closeAllConnections(), CLOSE_GRACE_MS);
            server.close((error) => {
              clearTimeout(force);
              if (error) fail(error);
              else done();
            });
            server.closeIdleConnections();
          }),
      });
    });
  });
}
