import { createHash } from 'node:crypto';

/**
 * A stable 24-hex id (the shape of the platform's site and charter ids) derived from a kind and a
 * natural key (a charter's key, a site's slug), so every import of the same row, and every seed run,
 * writes the same document and never a duplicate.
 */
export function referenceId(kind: string, key: string): string {
  return createHash('sha1').update(`${kind}:${key}`).digest('hex').slice(0, 24);
}

/** A charter's id, from its key. */
export function charterIdOf(key: string): string {
  return referenceId('charter', key);
}

/** A learning center's id, from its slug (unless the center already has one). */
export function siteIdOf(slug: string): string {
  return referenceId('site', slug);
}

/** A session's id, from its permalink (unless the session already has one). */
export function sessionIdOf(permalink: string): string {
  return referenceId('session', permalink);
}

/** A catalog course's id, from its charter's key, its edition (school year, term) and its code. */
export function catalogCourseId(charterKey: string, schoolYear: string, term: string, code: string): string {
  return referenceId('catalog', `${charterKey}:${schoolYear}:${term}:${code}`);
}
