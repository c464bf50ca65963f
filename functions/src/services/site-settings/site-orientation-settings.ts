import type { HttpRequest } from '@azure/functions';
import {
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
import { ok } from '../../platform/http-responses.ts';
import { scopeOf } from '../interest-entries/scoped-interest.ts';

type VersionedSite = StoredSite & { _etag: string };

export function siteSettingsConflict(): DomainError {
  return catalogError('conflict', 'siteSettings.conflict');
}

/** A learning center of the caller's charters, read fresh; another charter's (or an unknown id) is 404. */
export async function readScopedSite(request: HttpRequest, id: string): Promise<VersionedSite> {
  const site = await readSiteVersioned(id);
  if (!site || !isCharterInScope(scopeOf(request), site.charter?.id))
    throw notFoundError('No such learning center.');
  return site;
}

/** 200 with the center's settings and its ETag (the If-Match of a save). */
export function siteSettingsResponse(site: VersionedSite) {
  const settings: SiteOrientationSettings = siteOrientationSettingsOf(site);
  return ok(settings, { ETag: site._etag, 'Cache-Control': 'private, no-store' });
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
