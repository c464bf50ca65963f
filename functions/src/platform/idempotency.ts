import { createHash, randomUUID } from 'node:crypto';
import type { HttpRequest } from '@azure/functions';
import { DomainError } from '@enroll/domain';

const KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

/**
 * The record id for a request: derived from its Idempotency-Key (so a repeated request maps to the
 * same document and Cosmos refuses a second one), or random without a key.
 */
export function idempotentId(request: HttpRequest, scope: string): string {
  return idForKey(idempotencyKeyOf(request), scope);
}

/** The Idempotency-Key header, or null without one; a malformed key is refused (400). */
export function idempotencyKeyOf(request: HttpRequest): string | null {
  const key = request.headers.get('idempotency-key');
  if (key !== null && !KEY_PATTERN.test(key)) {
    throw new DomainError(
      'invalid',
      'The Idempotency-Key header must be 8 to 100 letters, digits, hyphens or underscores.',
    );
  }
  return key;
}

/** The record id of a key within `scope` (the same key in another scope is another id); random without one. */
export function idForKey(key: string | null, scope: string): string {
  if (key === null) return randomUUID();
  const hex = createHash('sha256').update(`${scope}:${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** JSON with every object's keys sorted: the same request sent with other spacing or key order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** SHA-256 (hex) of the canonical JSON body: stored with the record as `requestHash`. */
export function requestHashOf(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}

export const IDEMPOTENCY_KEY_REUSED = 'idempotency.key.reused';

/**
 * A repeat with the same Idempotency-Key answers as the first request only when it is the same
 * request; the key reused with a different body is refused (422), so a client bug or a guessed key
 * never gets another request's answer. Records stored before the hash was kept are taken as the same.
 */
export function assertSameRequest(stored: object, requestHash: string): void {
  if (
    'requestHash' in stored &&
    typeof stored.requestHash === 'string' &&
    stored.requestHash !== requestHash
  ) {
    throw new DomainError(
      'unprocessable',
      'This Idempotency-Key was already used with a different request. Send a new key for a new request.',
      undefined,
      IDEMPOTENCY_KEY_REUSED,
    );
  }
}
