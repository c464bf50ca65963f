import {
  type CharterScope,
  catalogError,
  type DomainError,
  isCharterInScope,
  notFoundError,
  type SiteOrientationSettings,
  type SiteOrientationSettingsValues,
  siteOrientationSettingsOf,
  withOrientationSettings,
} from '@enroll/domain';
import { isCosmosStatus } from '../../data/create-once.ts';
import { readSiteVersioned, replaceSiteVersioned, type StoredSite } from '../../data/sites-repository.ts';

type VersionedSite = StoredSite & { _etag: string };

export function siteSettingsConflict(): DomainError {
  return catalogError('conflict', 'siteSettings.conflict');
}

/** A learning center of the caller's charters, read fresh; another charter's (or an unknown id) is 404. */
export async function readScopedSite(scope: CharterScope, id: string): Promise<VersionedSite> {
  const site = await readSiteVersioned(id);
  if (!site || !isCharterInScope(scope, site.charter?.id)) throw notFoundError('No such learning center.');
  return site;
}

/** The center's settings as the API answers them (with the site's ETag for the next save). */
export function siteSettingsBody(site: VersionedSite): SiteOrientationSettings {
  return siteOrientationSettingsOf(site);
}

/** Stores the settings on version `etag` of the center; a change made meanwhile is 409. */
export async function saveSiteSettings(
  site: VersionedSite,
  settings: SiteOrientationSettingsValues,
  etag: string,
): Promise<VersionedSite> {
  try {
    return await replaceSiteVersioned(withOrientationSettings(site, settings), etag);
  } catch (error) {
    if (isCosmosStatus(error, 412)) throw siteSettingsConflict();
    throw error;
  }
}
