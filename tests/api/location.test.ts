import type { PublicSiteOrientations, Site } from '@enroll/domain';
import { describe, expect, it } from 'vitest';
import { APP_URL, api } from '../support/local-stack.ts';
import { FUNCTIONS_URL } from '../support/staff-auth.ts';

async function sites(query: string): Promise<Site[]> {
  const { status, body } = await api(`/api/sites?${query}`);
  expect(status).toBe(200);
  return body as Site[];
}

describe('GET /api/brands', () => {
  it('lists the seven brands with their registration variant', async () => {
    const { status, body, headers } = await api('/api/brands');
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toMatch(/max-age=\d+/);
    const brands = body as { brandName: string; variant: string; brandIcon: string; domain: string }[];
    expect(brands).toHaveLength(7);
    const variant = (name: string) => brands.find((brand) => brand.brandName === name)?.variant;
    expect(variant('Holston')).toBe('short');
    expect(variant('Palm Beach International Academy')).toBe('short');
    expect(variant('Learn4Life')).toBe('long');
    expect(variant('Flex High')).toBe('long');
    expect(brands.every((brand) => brand.brandIcon.startsWith('/brands/') && brand.domain)).toBe(true);
  });
});

describe('GET /api/sites', () => {
  it('finds learning centers of the brand within 15 miles of a ZIP code, nearest first', async () => {
    const found = await sites('brand=Learn4Life&zip=93534');
    expect(found.length).toBeGreaterThanOrEqual(2);
    const distances = found.map((site) => site.distance ?? Number.NaN);
    expect(distances.every((distance) => distance >= 0 && distance <= 15)).toBe(true);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
    expect(found.every((site) => site.brandName === 'Learn4Life')).toBe(true);
  });

  it('widens the search with a radius and never returns another brand', async () => {
    const near = await sites('brand=Learn4Life&zip=93534&radius=15');
    const wide = await sites('brand=Learn4Life&zip=93534&radius=100');
    expect(wide.length).toBeGreaterThan(near.length);
    const flex = await sites('brand=Flex%20High&zip=93534&radius=100');
    expect(flex.every((site) => site.brandName === 'Flex High')).toBe(true);
  });

  it('lists a state sorted by name, from a code or a name', async () => {
    const byCode = await sites('brand=Learn4Life&state=CA');
    const byName = await sites('brand=Learn4Life&state=california');
    expect(byCode.length).toBeGreaterThan(3);
    expect(byName.map((site) => site.id)).toEqual(byCode.map((site) => site.id));
    const names = byCode.map((site) => site.name);
    expect([...names].sort((a, b) => a.localeCompare(b))).toEqual(names);
    expect(byCode.every((site) => site.address.state === 'CA' && site.distance === undefined)).toBe(true);
    const tennessee = await sites('brand=Holston&state=TN');
    expect(tennessee.length).toBeGreaterThan(0);
  });

  it('matches text case-insensitively on name, charter or city', async () => {
    const found = await sites('brand=Learn4Life&q=lancaster');
    expect(found.length).toBeGreaterThan(0);
    expect(found.some((site) => site.address.city === 'Lancaster')).toBe(true);
    expect(await sites('brand=Learn4Life&q=NO-SUCH-PLACE')).toEqual([]);
  });

  it('answers an unknown ZIP code with no results', async () => {
    expect(await sites('brand=Learn4Life&zip=00000')).toEqual([]);
  });

  it.each([
    ['no brand', 'zip=93534', 'brand'],
    ['a ZIP of four digits', 'brand=Learn4Life&zip=9353', 'zip'],
    ['an unknown state', 'brand=Learn4Life&state=Atlantis', 'state'],
    ['a radius that is not a number', 'brand=Learn4Life&zip=93534&radius=far', 'radius'],
    ['no search term', 'brand=Learn4Life', 'zip'],
    ['two search terms', 'brand=Learn4Life&zip=93534&state=CA', 'zip'],
  ])('refuses %s with 400 and a field error', async (_label, query, field) => {
    const { status, body } = await api(`/api/sites?${query}`);
    expect(status).toBe(400);
    const errors = (body as { errors: { field: string; message: string }[] }).errors;
    expect(errors.some((error) => error.field === field && error.message.length > 0)).toBe(true);
  });
});

describe('one site', () => {
  it('GET /api/sites/{id} returns the site without storage fields; unknown ids are 404 JSON', async () => {
    const [first] = await sites('brand=Learn4Life&state=CA');
    if (!first) throw new Error('no seeded site');
    const { status, body } = await api(`/api/sites/${first.id}`);
    expect(status).toBe(200);
    const site = body as Site & Record<string, unknown>;
    expect(site.id).toBe(first.id);
    expect(site.name).toBe(first.name);
    expect(site._rid).toBeUndefined();
    expect(site.searchText).toBeUndefined();
    const missing = await api('/api/sites/0123456789abcdef01234567');
    expect(missing.status).toBe(404);
    expect((missing.body as { message: string }).message).toContain('0123456789abcdef01234567');
  });

  it('GET /api/sites/{id}/programs lists the brand programs in the order CTE, CLMI, WIOA, HOPE', async () => {
    const all = await sites('brand=Learn4Life&state=CA');
    const order = ['CTE', 'CLMI', 'WIOA', 'HOPE'];
    let checked = 0;
    for (const site of all) {
      const { status, body } = await api(`/api/sites/${site.id}/programs`);
      expect(status).toBe(200);
      const names = (body as { name: string }[]).map((program) => program.name);
      expect(names).toEqual(order.filter((code) => names.includes(code)));
      if (names.length > 1) checked += 1;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('GET /api/sites/{id}/orientations gives the dates (the virtual link is staff data)', async () => {
    const [first] = await sites('brand=Learn4Life&state=CA');
    if (!first) throw new Error('no seeded site');
    const { status, body } = await api(`/api/sites/${first.id}/orientations`);
    expect(status).toBe(200);
    const info = body as PublicSiteOrientations;
    expect(info.brandName).toBe('Learn4Life');
    expect(Array.isArray(info.orientation_dates)).toBe(true);
    expect(Object.keys(info).sort()).toEqual(['brandName', 'orientation_dates']);
  });

  it('GET /api/program-types?brandName= gives that brand only; no brand is 400', async () => {
    const { status, body } = await api('/api/program-types?brandName=Learn4Life');
    expect(status).toBe(200);
    expect((body as unknown[]).length).toBeGreaterThan(0);
    expect((await api('/api/program-types')).status).toBe(400);
  });
});

describe('the host', () => {
  it('answers an unknown API route with 404 JSON and a wrong method with 405', async () => {
    const unknown = await fetch(`${FUNCTIONS_URL}/api/no-such-thing`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ message: expect.any(String) });
    // At the edge an unknown API path falls to the staff-only rule: anonymous callers go to the login page.
    const edge = await fetch(`${APP_URL}/api/no-such-thing`, { redirect: 'manual' });
    expect(edge.status).toBe(302);
    const wrongMethod = await api('/api/brands', { method: 'DELETE' });
    expect(wrongMethod.status).toBe(405);
  });
});
