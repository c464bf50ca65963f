import type { HttpRequest } from '@azure/functions';
import { distanceMiles, type Site, siteSearchSchema } from '@enroll/domain';
import { listSitesOfBrand, type StoredSite, toSite } from '../../data/sites-repository.ts';
import { ok, SEARCH_CACHE } from '../../platform/http-responses.ts';
import { parseWith } from '../../platform/parse-body.ts';
import { queryObject } from '../../platform/query-params.ts';
import { registerHttp } from '../../platform/registry.ts';
import { zipCoordinates } from '../../services/geo.ts';

function byName(a: StoredSite, b: StoredSite): number {
  return a.name.localeCompare(b.name);
}

/** GET /api/sites?brand=B&(zip=Z[&radius=R] | state=S | q=TEXT): the brand's learning centers. */
export async function searchSites(request: HttpRequest) {
  const search = parseWith(siteSearchSchema, queryObject(request));
  const sites = await listSitesOfBrand(search.brand);
  let result: Site[];
  if (search.zip !== undefined) {
    const origin = zipCoordinates(search.zip);
    result = origin
      ? sites
          .map((site) => ({
            ...toSite(site),
            distance: Math.round(distanceMiles(origin, site.coordinates) * 10) / 10,
          }))
          .filter((site) => site.distance <= search.radius)
          .sort((a, b) => a.distance - b.distance || a.name.localeCompare(b.name))
      : [];
  } else if (search.state !== undefined) {
    result = sites
      .filter((site) => site.address.state === search.state)
      .sort(byName)
      .map(toSite);
  } else {
    const text = (search.q ?? '').toLowerCase();
    result = sites
      .filter((site) => site.searchText.includes(text))
      .sort(byName)
      .map(toSite);
  }
  return ok(result, SEARCH_CACHE);
}

registerHttp('sites-search', { route: 'sites', methods: ['GET'], access: 'public', handler: searchSites });
