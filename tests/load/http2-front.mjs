// An HTTP/2 (TLS) front for the Lighthouse bench, in front of the local edge (HTTP/1.1).
//
// Azure Static Web Apps serves over HTTP/2: every request of a page shares one connection. Over
// HTTP/1.1 a browser opens at most six connections per host, and Lighthouse's simulation replays the
// page on the connections it saw: the ~80 small chunks of a wizard page then queue six at a time,
// each round costing a simulated 150 ms round trip, and the data requests the page's HTML starts wait
// behind them. Measured through the local HTTP/1.1 edge, a page would be charged seconds a family on
// Azure never waits. This front speaks HTTP/2 to Chromium (self-signed certificate, made with the
// openssl command for the run; Chromium is started with --ignore-certificate-errors) and forwards
// each request as it is to the edge, which compresses as the Azure edge does.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { createSecureServer } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Headers HTTP/2 forbids (RFC 9113 8.2.2), and its pseudo-headers, which HTTP/1.1 has no room for. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade']);

/** A throwaway self-signed certificate for localhost: { key, cert } in PEM. */
function selfSignedCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'http2-front-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The request's headers for the HTTP/1.1 edge: no pseudo-headers, the authority as Host. */
function upstreamHeaders(headers) {
  const out = {};
  for (const [name, value] of Object.entries(headers)) {
    if (name.startsWith(':') || HOP_BY_HOP.has(name) || value === undefined) continue;
    out[name] = value;
  }
  out.host = headers[':authority'] ?? headers.host;
  return out;
}

/** The edge's answer headers for HTTP/2: connection-specific ones dropped. */
function downstreamHeaders(headers) {
  const out = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!HOP_BY_HOP.has(name) && value !== undefined) out[name] = value;
  }
  return out;
}

/**
 * Listens on an ephemeral loopback port with HTTP/2 over TLS and forwards every request to `target`
 * (the local edge, e.g. http://localhost:4280). Returns its https:// origin and `close()`.
 */
export async function startHttp2Front(target) {
  const upstream = new URL(target);
  const agent = new Agent({ keepAlive: true, timeout: 2_000 });
  const server = createSecureServer({ ...selfSignedCertificate(), allowHTTP1: true }, (req, res) => {
    const forwarded = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: upstreamHeaders(req.headers),
        agent,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, downstreamHeaders(answer.headers));
        answer.pipe(res);
      },
    );
    forwarded.on('error', () => {
      if (res.headersSent) res.destroy();
      else res.writeHead(502).end();
    });
    req.pipe(forwarded);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address();
  return {
    origin: `https://localhost:${port}`,
    close: () =>
      new Promise((done) => {
        agent.destroy();
        server.close(() => done());
      }),
  };
}
