import type { Site } from '@enroll/domain';
import { container } from './cosmos-client.ts';
import { isCosmosStatus } from './create-once.ts';
import { cachedLoader } from './read-cache.ts';

export interface StoredSite extends Site {
  searchText: string;
}

const COSMOS_SYSTEM_FIELDS = ['_rid', '_self', '_etag', '_attachments', '_ts', 'searchText'] as const;

/** The API shape: the stored document without Cosmos system fields and the search helper field. */
export function toSite(stored: StoredSite): Site {
  const copy: Record<string, unknown> = { ...stored };
  for (const field of COSMOS_SYSTEM_FIELDS) delete copy[field];
  return copy as unknown as Site;
}

// A few hundred learning centers at most: every search ranks the whole brand in memory.
const allSites = cachedLoader(async () => {
  const { resources } = await container('sites').items.readAll<StoredSite>().fetchAll();
  return resources;
});

/** Every learning center of every brand, from the per-instance cache (the staff site modals). */
export function listAllSites(): Promise<StoredSite[]> {
  return allSites.get();
}

export async function listSitesOfBrand(brandName: string): Promise<StoredSite[]> {
  const wanted = brandName.toLowerCase();
  return (await allSites.get()).filter((site) => site.brandName.toLowerCase() === wanted);
}

export async function findSite(id: string): Promise<StoredSite | null> {
  const cached = (await allSites.get()).find((site) => site.id === id);
  if (cached) return cached;
  const { resource } = await container('sites').item(id, id).read<StoredSite>();
  return resource ?? null;
}

/** A learning center as stored now (not from the cache), with the ETag a later replace sends; null when unknown. */
export async function readSiteVersioned(id: string): Promise<(StoredSite & { _etag: string }) | null> {
  try {
    const { resource } = await container('sites').item(id, id).read<StoredSite & { _etag: string }>();
    return resource ?? null;
  } catch (error) {
    if (isCosmosStatus(error, 404)) return null;
    throw error;
  }
}

/**
 * Replaces a learning center if it is still version `etag` (else Cosmos answers 412, which the caller
 * turns into a conflict); this instance's cache is cleared, other instances read it again within a
 * minute, and the checks that must see it at once (a live orientation's slot) read it fresh.
 */
export async function replaceSiteVersioned(
  site: StoredSite,
  etag: string,
): Promise<StoredSite & { _etag: string }> {
  const { resource } = await container('sites')
    .item(site.id, site.id)
    .replace<StoredSite>(site, { accessCondition: { type: 'IfMatch', condition: etag } });
  allSites.clear();
  if (!resource) throw new Error(`Site ${site.id} was not stored`);
  return resource as StoredSite & { _etag: string };
}
