import { isSiteId, notFoundError } from '@enroll/domain';
import { findSite, type StoredSite } from '../data/sites-repository.ts';

/**
 * The learning center of a route or query parameter, or a 404 naming the id (the spec's 'Invalid Site
 * ID' page). An id that is not a site id is not read at all: no such site can exist.
 */
export async function requireSite(id: string | undefined): Promise<StoredSite> {
  const site = isSiteId(id) ? await findSite(id) : null;
  if (!site) throw notFoundError(`The site ID "${(id ?? '').slice(0, 64)}" is not valid.`);
  return site;
}
