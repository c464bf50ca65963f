import { createHash } from 'node:crypto';

/**
 * A stable 24-hex id (the shape of the platform's site and charter ids) derived from a kind and a slug,
 * so every run of the seed writes the same documents and a restart never duplicates them.
 */
export function seedId(kind: string, slug: string): string {
  return createHash('sha1').update(`${kind}:${slug}`).digest('hex').slice(0, 24);
}
