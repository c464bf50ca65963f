import { createServer } from 'node:net';

/** Resolves true when nothing listens on the port (checked on all interfaces, IPv4 and IPv6). */
export function portIsFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.once('listening', () => server.close(() => resolve(true)));
    server.listen(port);
  });
}
