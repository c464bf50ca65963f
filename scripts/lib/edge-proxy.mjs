// The local edge: what Azure's Static Web Apps edge does for the deployed app, in front of the SWA CLI.
// Every client request (HTTP and websocket upgrades) is forwarded to the SWA CLI on an internal loopback
// port with its Host header kept (cookies and redirects of the CLI stay right), after:
// - removing every client-sent x-ms-client-principal* header (any casing: Node lower-cases them), the
//   x-enrollment-edge-key and x-azure-clientip headers: the SWA CLI forwards a client's principal header
//   when there is no auth cookie, and only the platform may set the other two;
// - adding x-azure-clientip (the socket's address, as the Azure edge sets it) and
//   x-enrollment-edge-key (the secret of this stack start, which the Functions host checks before it
//   believes any principal: PRINCIPAL_TRUST=edge-key);
// - naming the host the browser asked for in x-forwarded-host (and x-forwarded-proto), replacing any
//   client-sent copy, as Azure Front Door does in front of the static web app for each brand's domain.
// Static files (not /api, not /.auth) are compressed with Brotli or gzip when the client accepts it, as
// the Azure edge compresses them: the SWA CLI serves them uncompressed, and what a developer or the
// bench sees locally should be what a family's phone gets.
// Content-hashed files (/assets/) are kept once served, compressed and with their headers, and answered
// from memory after that, as Azure's edge caches them: the SWA CLI, a development server, takes up to
// a second and a half per file when a page asks for eighty at once on two cores, and Lighthouse adds
// the origin's median server time to every request it simulates.
// POST /api/auth/roles in any casing answers 404: only Static Web Apps itself calls the rolesSource in
// Azure, and the SWA CLI's emulator never calls it, so no client of the local stack has a reason to.
import { Agent, createServer, request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';

export const EDGE_KEY_HEADER = 'x-enrollment-edge-key';
export const CLIENT_IP_HEADER = 'x-azure-clientip';
const FORWARDED_HOST_HEADER = 'x-forwarded-host';
const FORWARDED_PROTO_HEADER = 'x-forwarded-proto';
const EDGE_SET = new Set([EDGE_KEY_HEADER, CLIENT_IP_HEADER, FORWARDED_HOST_HEADER, FORWARDED_PROTO_HEADER]);

/** Whether the platform alone may set this request header (the client's copy is dropped). */
function platformOnly(name) {
  const lower = name.toLowerCase();
  return lower.startsWith('x-ms-client-principal') || EDGE_SET.has(lower);
}

/** The socket's address without the IPv4-mapped IPv6 prefix. */
function clientAddress(socket) {
  const address = socket.remoteAddress ?? '';
  return address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
}

/** The headers forwarded to the SWA CLI for a client request. */
export function edgeRequestHeaders(headers, remoteAddress, edgeKey) {
  const forwarded = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !platformOnly(name)) forwarded[name] = value;
  }
  forwarded[CLIENT_IP_HEADER] = remoteAddress;
  forwarded[EDGE_KEY_HEADER] = edgeKey;
  if (headers.host) {
    forwarded[FORWARDED_HOST_HEADER] = headers.host;
    forwarded[FORWARDED_PROTO_HEADER] = 'http';
  }
  return forwarded;
}

/** The path as the Functions host will route it: decoded, repeated and trailing slashes dropped, lower case. */
function routedPath(url) {
  const path = (url ?? '/').split('?')[0] ?? '/';
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {}
  return decoded
    .replace(/\/{2,}/g, '/')
    .replace(/\/+$/, '')
    .toLowerCase();
}

export function isRolesSourcePath(url) {
  return routedPath(url) === '/api/auth/roles';
}

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/i;

/** The encoding the edge answers `acceptEncoding` with for a compressible body: 'br', 'gzip' or none. */
export function chosenEncoding(acceptEncoding) {
  const accepted = String(acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, quality]) => !/^\s*q=0(\.0*)?\s*$/.test(quality ?? ''))
    .map(([name]) => name.toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return undefined;
}

/** Whether the edge compresses the answer to `req` (static files only, as the Azure edge does). */
function compressesPath(url) {
  const path = routedPath(url);
  return !path.startsWith('/api/') && path !== '/api' && !path.startsWith('/.auth');
}

function compress(body, encoding) {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipSync(body, { level: 9 });
}

/** Answers kept by `${encoding} ${url}`: { statusMessage, rawHeaders, body } of a compressed asset. */
const cachedAssets = new Map();

/** Only content-hashed files never change under the same address. */
function isHashedAsset(url) {
  return (url ?? '').startsWith('/assets/');
}

/** Answers `req` from the kept assets; whether it could. */
function answerFromCache(req, res) {
  if (req.method !== 'GET' || !isHashedAsset(req.url) || req.headers.range) return false;
  const kept = cachedAssets.get(`${chosenEncoding(req.headers['accept-encoding'])} ${req.url}`);
  if (!kept) return false;
  req.resume();
  res.writeHead(200, kept.statusMessage, kept.rawHeaders);
  res.end(kept.body);
  return true;
}

/** Answers `res` with `upstreamRes`, compressed when the edge compresses it for this client. */
function relay(req, res, upstreamRes) {
  const headers = upstreamRes.headers;
  const encoding = chosenEncoding(req.headers['accept-encoding']);
  const compressible =
    encoding !== undefined &&
    req.method === 'GET' &&
    upstreamRes.statusCode === 200 &&
    !headers['content-encoding'] &&
    COMPRESSIBLE.test(String(headers['content-type'] ?? '')) &&
    compressesPath(req.url);
  if (!compressible) {
    res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.statusMessage, upstreamRes.rawHeaders);
    upstreamRes.pipe(res);
    return;
  }
  const chunks = [];
  upstreamRes.on('data', (chunk) => chunks.push(chunk));
  upstreamRes.on('error', () => res.destroy());
  upstreamRes.on('end', () => {
    const body = compress(Buffer.concat(chunks), encoding);
    const rawHeaders = [];
    for (let index = 0; index < upstreamRes.rawHeaders.length; index += 2) {
      const name = upstreamRes.rawHeaders[index];
      if (/^(content-length|transfer-encoding|etag)$/i.test(name)) continue;
      rawHeaders.push(name, upstreamRes.rawHeaders[index + 1]);
    }
    rawHeaders.push('Content-Encoding', encoding, 'Content-Length', String(body.length));
    if (!/accept-encoding/i.test(String(headers.vary ?? ''))) rawHeaders.push('Vary', 'Accept-Encoding');
    // Never an answer that sets a cookie: that one was meant for one client.
    if (isHashedAsset(req.url) && !headers['set-cookie']) {
      cachedAssets.set(`${encoding} ${req.url}`, {
        statusMessage: upstreamRes.statusMessage,
        rawHeaders,
        body,
      });
    }
    res.writeHead(200, upstreamRes.statusMessage, rawHeaders);
    res.end(body);
  });
}

function answer(res, status, body) {
  const bytes = Buffer.from(JSON.stringify(body), 'utf8');
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': bytes.length,
    'x-content-type-options': 'nosniff',
  });
  res.end(bytes);
}

/**
 * Starts the edge on `port` (loopback, IPv4 and IPv6) forwarding to the SWA CLI on 127.0.0.1:`targetPort`.
 * Returns `close()`.
 */
export async function startEdgeProxy({ port, targetPort, edgeKey }) {
  // Kept-alive sockets to the SWA CLI are dropped after 2 s idle: the CLI (a Node server) closes its
  // end after 5 s, and a request sent on a socket it is closing fails with ECONNRESET (a 502 here).
  const agent = new Agent({ keepAlive: true, timeout: 2_000 });

  const onRequest = (req, res) => {
    if (isRolesSourcePath(req.url)) {
      req.resume();
      answer(res, 404, { message: `No function matches ${(req.url ?? '/').split('?')[0]}` });
      return;
    }
    if (answerFromCache(req, res)) return;
    forward(req, res, true);
  };

  /**
   * Sends `req` on to the SWA CLI. A request without a body that failed on a reused socket (the CLI
   * closed it as it was picked) is sent once more on a fresh one, as Node's documentation advises:
   * a connection of its own, not the pool's, whose other idle sockets the CLI may have closed too.
   */
  const forward = (req, res, mayRetry) => {
    const bodiless = req.method === 'GET' || req.method === 'HEAD';
    const upstream = httpRequest(
      {
        host: '127.0.0.1',
        port: targetPort,
        method: req.method,
        path: req.url,
        headers: edgeRequestHeaders(req.headers, clientAddress(req.socket), edgeKey),
        agent: mayRetry ? agent : false,
      },
      (upstreamRes) => relay(req, res, upstreamRes),
    );
    upstream.on('error', (error) => {
      if (mayRetry && bodiless && upstream.reusedSocket && !res.headersSent && error.code === 'ECONNRESET') {
        forward(req, res, false);
        return;
      }
      if (res.headersSent) res.destroy();
      else answer(res, 502, { message: 'The Static Web Apps CLI did not answer.' });
    });
    req.on('aborted', () => upstream.destroy());
    if (bodiless && !mayRetry) upstream.end();
    else req.pipe(upstream);
  };

  const onUpgrade = (req, socket, head) => {
    const headers = edgeRequestHeaders(req.headers, clientAddress(socket), edgeKey);
    const upstream = connect(targetPort, '127.0.0.1', () => {
      const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`];
      for (const [name, value] of Object.entries(headers)) {
        for (const item of Array.isArray(value) ? value : [value]) lines.push(`${name}: ${item}`);
      }
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  };

  const servers = [];
  for (const host of ['127.0.0.1', '::1']) {
    const server = createServer(onRequest);
    server.on('upgrade', onUpgrade);
    try {
      await new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          resolve();
        });
      });
      servers.push(server);
    } catch (error) {
      // A machine without IPv6 loopback still gets the IPv4 edge; any other failure is fatal.
      if (host === '::1' && error?.code === 'EADDRNOTAVAIL') continue;
      await Promise.all(servers.map((open) => new Promise((done) => open.close(done))));
      throw error;
    }
  }
  return {
    close: () =>
      Promise.all(
        servers.map(
          (server) =>
            new Promise((done) => {
              server.close(() => done());
              server.closeAllConnections();
            }),
        ),
      ).then(() => agent.destroy()),
  };
}

// Run as its own process by scripts/lib/stack.mjs (like every piece of the stack, so a launcher that
// waits synchronously for a test run cannot stall it): `node edge-proxy.mjs --port P --target T`,
// with the key in the EDGE_KEY environment variable (never on the command line, where ps shows it).
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const option = (name) => Number(process.argv[process.argv.indexOf(name) + 1]);
  const port = option('--port');
  const targetPort = option('--target');
  const edgeKey = process.env.EDGE_KEY ?? '';
  if (!Number.isInteger(port) || !Number.isInteger(targetPort) || edgeKey.length < 16) {
    console.error('usage: EDGE_KEY=<secret> node scripts/lib/edge-proxy.mjs --port <port> --target <port>');
    process.exit(2);
  }
  try {
    const edge = await startEdgeProxy({ port, targetPort, edgeKey });
    const stop = () => edge.close().then(() => process.exit(0));
    process.once('SIGTERM', stop);
    process.once('SIGINT', stop);
    console.info(`Local edge on port ${port} in front of the SWA CLI on ${targetPort}`);
  } catch (error) {
    console.error(`Local edge: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
