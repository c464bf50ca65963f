import { isIP } from 'node:net';
import type { HttpRequest } from '@azure/functions';
import { platformProofOk } from './platform-proof.ts';

/**
 * The header the platform's edge sets to the address of the socket it accepted (Azure Front Door in
 * front of Static Web Apps; locally scripts/lib/edge-proxy.mjs). The edge replaces any client-sent
 * copy, which X-Forwarded-For (appended to, never replaced, so its first entry is whatever the client
 * wrote) and X-Client-IP do not.
 */
export const CLIENT_IP_HEADER = 'x-azure-clientip';

/**
 * The one bucket of every caller whose address the platform did not vouch for: a request without the
 * platform's proof (a direct call to the Functions port) or with an unreadable header.
 */
export const UNKNOWN_CLIENT = 'unknown';

/** 'a.b.c.d:port' and '[v6]:port' without the port; '::ffff:a.b.c.d' as the IPv4 address it is. */
function normalized(value: string): string {
  const v4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(value);
  const v6Bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  const address = v4WithPort?.[1] ?? v6Bracketed?.[1] ?? value;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return (mapped?.[1] ?? address).toLowerCase();
}

/**
 * The caller's address as the platform saw it: what signing evidence records and rate limits count.
 * Only believed on a request that carries the platform's proof (platform-proof.ts): without it the
 * header is the caller's own choice, so every such caller is UNKNOWN_CLIENT.
 */
export function clientAddress(request: HttpRequest): string {
  if (!platformProofOk(request)) return UNKNOWN_CLIENT;
  const address = normalized(request.headers.get(CLIENT_IP_HEADER)?.trim() ?? '');
  return isIP(address) === 0 ? UNKNOWN_CLIENT : address;
}
