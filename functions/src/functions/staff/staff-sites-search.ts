import type { HttpRequest } from '@azure/functions';
import {
  type CharterScope,
  distanceMiles,
  isCharterInScope,
  oneLineAddress,
  type Site,
  type StaffSiteOption,
  staffSiteSearchSchema,
} from '@enroll/domain';
import { registerHttp } from '../../app/registry.ts';
import { listAllSites } from '../../data/sites-repository.ts';
import { ok } from '../../platform/http-responses.ts';
import { parseWith } from '../../platform/parse-body.ts';
import { queryObject } from '../../platform/query-params.ts';
import { callerScopeOf } from '../../platform/request-values.ts';
import { zipCoordinates } from '../../services/geo.ts';

function toOption(site: Site, distance?: number): StaffSiteOption {
  return {
    id: site.id,
    name: site.name,
    charter: { id: site.charter.id, name: site.charter.name },
    address: oneLineAddress(site.address),
    ...(distance === undefined ? {} : { distance }),
  };
}

function byName(a: Site, b: Site): number {
  return a.name.localeCompare(b.name);
}

function searchText(site: Site): string {
  return `${site.name} ${site.charter.name} ${oneLineAddress(site.address)}`.toLowerCase();
}

async function nearZip(sites: Site[], zip: string, radius: number): Promise<StaffSiteOption[]> {
  const origin = await zipCoordinates(zip);
  if (!origin) return [];
  return sites
    .map((site) => ({ site, distance: Math.round(distanceMiles(origin, site.coordinates) * 10) / 10 }))
    .filter(({ distance }) => distance <= radius)
    .sort((a, b) => a.distance - b.distance || byName(a.site, b.site))
    .map(({ site, distance }) => toOption(site, distance));
}

async function sitesInScope(scope: CharterScope): Promise<Site[]> {
  return (await listAllSites()).filter((site) => isCharterInScope(scope, site.charter.id));
}

/**
 * GET /api/staff/sites?(zip=Z[&radius=R] | q=TEXT | charterId=ID): the learning centers of the staff
 * site modals and pickers, only of the caller's charters (a Super Admin's: all). A zip search is
 * nearest first within the radius; a text search (name, charter, address, any case) and a charter's
 * sites are by name. A charter outside the scope answers [] (nothing to pick, nothing leaked).
 */
export async function searchStaffSites(request: HttpRequest) {
  const search = parseWith(staffSiteSearchSchema, queryObject(request));
  const sites = await sitesInScope(callerScopeOf(request));
  let result: StaffSiteOption[];
  if (search.zip !== undefined) {
    result = await nearZip(sites, search.zip, Number(search.radius));
  } else if (search.charterId !== undefined) {
    const { charterId } = search;
    result = sites
      .filter((site) => site.charter.id === charterId)
      .sort(byName)
      .map((site) => toOption(site));
  } else {
    const text = (search.q ?? '').toLowerCase();
    result = sites
      .filter((site) => searchText(site).includes(text))
      .sort(byName)
      .map((site) => toOption(site));
  }
  return ok(result, { 'Cache-Control': 'private, no-store' });
}

registerHttp('staff-sites-search', {
  route: 'staff/sites',
  methods: ['GET'],
  access: 'staff',
  handler: searchStaffSites,
});
