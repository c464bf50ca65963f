/**
 * The one pattern set every id in a path, query or body is checked against before it reaches Cosmos.
 * Cosmos refuses `/ \ ? #` in ids (and a point read with them answers an error, not "not found"), and
 * nothing longer than a stored id can match one: an id outside its pattern is refused (400 with a
 * field error, or 404 where the spec's behaviour is "not found") without a read.
 */

/** Ids the platform writes: 24-hex site, charter and user ids, `lelo-session-...`, hashes; Cosmos-safe. */
export const RECORD_ID_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;

/** Learning center (site) ids: 24 hexadecimal characters (the Lelo wizard reads them from the end of the address). */
export const SITE_ID_PATTERN = /^[a-f0-9]{24}$/;

/** A random UUID as crypto.randomUUID() makes them: the `_uuid` of an e-mail or pre-registration link. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A session permalink as the setup writes it (lower-case letters, digits, hyphens; 80 at most). */
export const PERMALINK_PATTERN = /^[a-z0-9-]{1,80}$/;

export function isRecordId(value: unknown): value is string {
  return typeof value === 'string' && RECORD_ID_PATTERN.test(value);
}

export function isSiteId(value: unknown): value is string {
  return typeof value === 'string' && SITE_ID_PATTERN.test(value);
}

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}

export function isPermalink(value: unknown): value is string {
  return typeof value === 'string' && PERMALINK_PATTERN.test(value);
}
