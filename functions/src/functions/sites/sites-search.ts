import type { HttpRequest } from '@azure/functions';
import { distanceMiles, type PublicSite, siteSearchSchema, toPublicSite } from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { listSitesOfBrand, type StoredSite } from '../../data/sites-repository.ts';
import { ok, SEARCH_CACHE } from '../../platform/http-responses.ts';
import { parseWith } from '../../platform/parse-body.ts';
import { queryObject } from '../../platform/query-params.ts';
import { zipCoordinates } from '../../services/geo.ts';

function byName(a: StoredSite, b: StoredSite): number {
  return a.name.localeCompare(b.name);
}

/** GET /api/sites?brand=B&(zip=Z[&radius=R] | state=S | q=TEXT): the brand's learning centers (public shape). */
export async function searchSites(request: HttpRequest) {
  const search = parseWith(siteSearchSchema, queryObject(request));
  const sites = await listSitesOfBrand(search.brand);
  let result: PublicSite[];
  if (search.zip !== undefined) {
    const origin = await zipCoordinates(search.zip);
    result = origin
      ? sites
          .map((site) => ({
            site,
            distance: Math.round(distanceMiles(origin, site.coordinates) * 10) / 10,
          }))
          .filter(({ distance }) => distance <= search.radius)
          .sort((a, b) => a.distance - b.distance || a.site.name.localeCompare(b.site.name))
          .map(({ site, distance }) => toPublicSite(site, distance))
      : [];
  } else if (search.state !== undefined) {
    result = sites
      .filter((site) => site.address.state === search.state)
      .sort(byName)
      .map((site) => toPublicSite(site));
  } else {
    const text = (search.q ?? '').toLowerCase();
    result = sites
      .filter((site) => site.searchText.includes(text))
      .sort(byName)
      .map((site) => toPublicSite(site));
  }
  return ok(result, SEARCH_CACHE);
}

registerHttp('sites-search', { route: 'sites', methods: ['GET'], access: 'public', handler: searchSites });
