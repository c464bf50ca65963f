import type { HttpRequest } from '@azure/functions';
import { idempotentId } from '../../platform/idempotency.ts';

const MAX_USER_AGENT_LENGTH = 512;

/** 'a.b.c.d:port' and '[v6]:port' as proxies pass them on, without the port. */
function withoutPort(address: string): string {
  const v4 = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(address);
  if (v4?.[1]) return v4[1];
  const v6 = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  return v6?.[1] ?? address;
}

/** The signer's address: the first of X-Forwarded-For (the client as the edge saw it), else X-Client-IP. */
export function clientIpAddress(request: HttpRequest): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  const address = forwarded || request.headers.get('x-client-ip')?.trim() || '';
  return address === '' ? 'unknown' : withoutPort(address).slice(0, 100);
}

export function clientUserAgent(request: HttpRequest): string {
  return (request.headers.get('user-agent') ?? '').slice(0, MAX_USER_AGENT_LENGTH);
}

/** A hash of the Idempotency-Key (validated as every public submit does), or null without one. */
export function idempotencyKeyHash(request: HttpRequest): string | null {
  return request.headers.get('idempotency-key') === null ? null : idempotentId(request, 'lelo-sign');
}
