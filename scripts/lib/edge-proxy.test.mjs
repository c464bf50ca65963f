import { createServer } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { startEdgeProxy } from './edge-proxy.mjs';

/** A loopback port free at the time of asking. */
async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A stand-in for the SWA CLI that closes every kept-alive connection as its next request arrives, as a
 * Node server does when its keep-alive timeout and the request cross: a request on a fresh connection
 * is answered, one on a reused connection fails with ECONNRESET.
 */
async function closingUpstream() {
  const served = new WeakSet();
  const server = createServer((req, res) => {
    if (served.has(req.socket)) {
      req.socket.destroy();
      return;
    }
    served.add(req.socket);
    res.end('ok');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

const closers = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

describe('edge-proxy', () => {
  it('answers a GET whose kept-alive connections the SWA CLI has all closed', async () => {
    const upstream = await closingUpstream();
    closers.push(() => new Promise((resolve) => upstream.close(resolve)));
    upstream.on('connection', (socket) => closers.push(async () => socket.destroy()));
    const port = await freePort();
    const edge = await startEdgeProxy({ port, targetPort: upstream.address().port, edgeKey: 'test-key' });
    closers.unshift(() => edge.close());
    const get = async () => {
      const response = await fetch(`http://127.0.0.1:${port}/api/ping`);
      return { status: response.status, body: await response.text() };
    };

    // Two requests at once leave two kept-alive connections in the edge's pool.
    expect(await Promise.all([get(), get()])).toEqual([
      { status: 200, body: 'ok' },
      { status: 200, body: 'ok' },
    ]);
    // The next one fails on the first pooled connection; its second try must not take the other one.
    expect(await get()).toEqual({ status: 200, body: 'ok' });
  });
});
