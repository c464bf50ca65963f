import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  addDaysIso,
  BRAND_SEED,
  businessToday,
  distanceMiles,
  PROGRAM_ORDER,
  principalOf,
  SITE_ID_PATTERN,
} from '@enroll/domain';
import { describe, expect, it } from 'vitest';
import { lookup } from 'zipcodes';
import { brandDocuments } from './brands-seed.ts';
import { CHARTER_SEED } from './charters-seed.ts';
import { PROGRAM_TYPE_SEED } from './program-types-seed.ts';
import { SITE_PHOTOS } from './site-row.ts';
import { SITE_SEED } from './sites-seed.ts';

const publicDir = fileURLToPath(new URL('../../../../frontend/public/', import.meta.url));

function place(zip: string) {
  const found = lookup(zip);
  if (!found) throw new Error(`unknown ZIP ${zip}`);
  return found;
}

describe('seed data: sites', () => {
  it('has about 50 learning centers with unique 24-hex ids and unique names', () => {
    expect(SITE_SEED.length).toBeGreaterThanOrEqual(45);
    const ids = SITE_SEED.map((site) => site.id);
    for (const id of ids) expect(id).toMatch(SITE_ID_PATTERN);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(SITE_SEED.map((site) => site.name)).size).toBe(SITE_SEED.length);
  });

  it('places every site at the real coordinates of its ZIP code, in the right state', () => {
    for (const site of SITE_SEED) {
      const zip = place(site.address.zip);
      expect(site.coordinates, site.name).toEqual({ latitude: zip.latitude, longitude: zip.longitude });
      expect(site.address.coordinates, site.name).toEqual(site.coordinates);
      expect(site.address.state, site.name).toBe(zip.state);
    }
  });

  it('links every site to a known brand and to a charter of that brand', () => {
    const brandNames = new Set(BRAND_SEED.map((brand) => brand.brandName));
    for (const site of SITE_SEED) {
      expect(brandNames.has(site.brandName), site.name).toBe(true);
      const charter = CHARTER_SEED.find((candidate) => candidate.id === site.charter.id);
      expect(charter, site.name).toBeDefined();
      expect(charter?.name).toBe(site.charter.name);
      expect(charter?.brandName).toBe(site.brandName);
      expect(site.charter.brand.brandName).toBe(site.brandName);
      expect(site.name.split(' - ')[0]).toBe(site.brandName);
    }
  });

  it('has at least 3 Learn4Life sites within 15 miles of 93534, and some just outside', () => {
    const origin = place('93534');
    const near = SITE_SEED.filter((site) => distanceMiles(origin, site.coordinates) <= 15);
    expect(near.filter((site) => site.brandName === 'Learn4Life').length).toBeGreaterThanOrEqual(3);
    expect(near.some((site) => site.brandName === 'Flex High')).toBe(true);
    const ring = SITE_SEED.filter((site) => {
      const miles = distanceMiles(origin, site.coordinates);
      return miles > 15 && miles <= 20;
    });
    expect(ring.length).toBeGreaterThan(0);
  });

  it('covers many California cities and has Tennessee (Holston) and Florida (PBIA) sites', () => {
    const ca = SITE_SEED.filter((site) => site.address.state === 'CA');
    expect(ca.length).toBeGreaterThanOrEqual(38);
    expect(new Set(ca.map((site) => site.address.city)).size).toBeGreaterThanOrEqual(30);
    const tn = SITE_SEED.filter((site) => site.address.state === 'TN');
    const fl = SITE_SEED.filter((site) => site.address.state === 'FL');
    expect(tn.length).toBeGreaterThanOrEqual(3);
    expect(fl.length).toBeGreaterThanOrEqual(3);
    expect(tn.every((site) => site.brandName === 'Holston')).toBe(true);
    expect(fl.every((site) => site.brandName === 'Palm Beach International Academy')).toBe(true);
    const caBrands = new Set(ca.map((site) => site.brandName));
    for (const brand of ['Learn4Life', 'Flex High', 'Stanza Academy', 'Elev8', 'Charter Learning Centers']) {
      expect(caBrands.has(brand), brand).toBe(true);
    }
  });

  it('covers the e-mail status combinations and sites without enrollment info', () => {
    const combos = new Set(
      SITE_SEED.flatMap((site) =>
        site.enrollment_info
          ? [`${site.enrollment_info.primaryEmailstatus}/${site.enrollment_info.addtionalEmailstatus}`]
          : [],
      ),
    );
    expect(combos).toEqual(new Set(['Yes/Yes', 'Yes/No', 'No/Yes', 'No/No']));
    expect(SITE_SEED.filter((site) => site.enrollment_info === null).length).toBe(2);
    for (const site of SITE_SEED) {
      const info = site.enrollment_info;
      if (!info) continue;
      expect(info.interestEmail.length).toBeGreaterThanOrEqual(1);
      for (const email of [...info.interestEmail, ...info.registrationEmail]) {
        expect(email).toMatch(/^[a-z0-9.]+@[a-z0-9]+\.example$/);
      }
    }
  });

  it('exercises the display rules: photos, phones, hours, principals, secondary enrollment', () => {
    const today = businessToday();
    expect(SITE_SEED.filter((site) => site.photo === '').length).toBeGreaterThanOrEqual(2);
    expect(SITE_SEED.some((site) => site.address.phone.length < 7)).toBe(true);
    expect(SITE_SEED.filter((site) => site.address.start_day === '').length).toBeGreaterThanOrEqual(1);
    const principals = SITE_SEED.map((site) => principalOf(site));
    expect(principals).toContain('Unassigned');
    expect(
      SITE_SEED.some((site) =>
        site.people.some((p) => p.category === 'LEADERSHIP' && p.role === 'principal'),
      ),
    ).toBe(true);
    const secondary = SITE_SEED.filter((site) => site.enrollment_info?.secondaryEnrollmentUrl);
    expect(secondary.length).toBeGreaterThan(0);
    expect(secondary.length).toBeLessThan(SITE_SEED.length);
    for (const site of SITE_SEED) {
      expect(site.searchText).toBe(site.searchText.toLowerCase());
      expect(site.searchText).toContain(site.address.city.toLowerCase());
      // Upcoming Wednesdays and Saturdays within four weeks of the seed day.
      for (const date of site.orientation.orientation_dates) {
        expect(date.date > today && date.date <= addDaysIso(today, 28)).toBe(true);
        expect([3, 6]).toContain(new Date(`${date.date}T00:00:00Z`).getUTCDay());
      }
    }
  });

  it('is deterministic: building again gives the same documents', async () => {
    const again = await import('./sites-seed.ts');
    expect(again.SITE_ROWS.map((row, index) => again.buildSite(row, index))).toEqual(SITE_SEED);
  });
});

describe('seed data: brands, charters, programs', () => {
  it('stores every brand under its key', () => {
    expect(brandDocuments().map((brand) => brand.id)).toEqual(BRAND_SEED.map((brand) => brand.key));
  });

  it('has unique charters, each of a known brand, Learn4Life with more than one', () => {
    const brandNames = new Set(BRAND_SEED.map((brand) => brand.brandName));
    expect(new Set(CHARTER_SEED.map((charter) => charter.id)).size).toBe(CHARTER_SEED.length);
    for (const charter of CHARTER_SEED) expect(brandNames.has(charter.brandName)).toBe(true);
    expect(CHARTER_SEED.filter((charter) => charter.brandName === 'Learn4Life').length).toBeGreaterThan(1);
  });

  it('has the four program types, not offered by every brand, one link without a url', () => {
    expect(PROGRAM_TYPE_SEED.map((program) => program.name)).toEqual([...PROGRAM_ORDER]);
    const links = PROGRAM_TYPE_SEED.flatMap((program) => program.brand);
    expect(links.some((link) => link.url === '')).toBe(true);
    for (const program of PROGRAM_TYPE_SEED) expect(program.brand.length).toBeLessThan(BRAND_SEED.length);
  });
});

describe('seed images', () => {
  const svgFiles = [
    ...BRAND_SEED.flatMap((brand) => [brand.brandLogo, brand.brandIcon, brand.brandPhoto]),
    ...SITE_PHOTOS.map((photo) => `/sites/${photo}.svg`),
    '/sites/default.svg',
    ...PROGRAM_ORDER.map((code) => `/programs/${code.toLowerCase()}.svg`),
  ];

  it.each(svgFiles)('ships %s as a small SVG', (path) => {
    const file = `${publicDir}${path.slice(1)}`;
    expect(existsSync(file)).toBe(true);
    const text = readFileSync(file, 'utf8');
    expect(text.length).toBeLessThan(4096);
    expect(text).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(text.trimEnd().endsWith('</svg>')).toBe(true);
    expect(text).toMatch(/<title[ >][^<]+<\/title>/);
  });

  it('every site photo points to a shipped image', () => {
    for (const site of SITE_SEED) {
      if (site.photo) expect(existsSync(`${publicDir}${site.photo.slice(1)}`), site.photo).toBe(true);
    }
  });
});
