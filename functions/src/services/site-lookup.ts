import { findSite, type StoredSite } from '../data/sites-repository.ts';
import { notFound } from '../platform/http-errors.ts';

/** The learning center of a route or query parameter, or a 404 naming the id. */
export async function requireSite(id: string | undefined): Promise<StoredSite> {
  const site = id && id.length <= 64 ? await findSite(id) : null;
  if (!site) throw notFound(`The site ID "${id ?? ''}" is not valid.`);
  return site;
}
