import type { PublicSite, Site } from '@enroll/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, db } from '../support/local-stack.ts';

// The exact keys of the public site answers: a field added to the stored site (or to the projection)
// fails here until someone decides it is public, so staff data cannot leak silently.
const SITE_KEYS = [
  'address',
  'brandName',
  'charter',
  'coordinates',
  'displayName',
  'enrollment_info',
  'id',
  'name',
  'photo',
];
const ADDRESS_KEYS = [
  'address_1',
  'city',
  'coordinates',
  'end_day',
  'end_time',
  'phone',
  'start_day',
  'start_time',
  'state',
  'zip',
];
const CHARTER_KEYS = ['abbreviation', 'brand', 'contactNumber', 'id', 'name', 'website'];
const CHARTER_BRAND_KEYS = ['brandIcon', 'brandName', 'brandPhoto', 'domain', 'enrollmentsUrl'];
const ENROLLMENT_INFO_KEYS = [
  'about',
  'aboutEs',
  'moreAbout',
  'moreAboutEs',
  'programTypes',
  'secondaryEnrollmentUrl',
];
const COORDINATE_KEYS = ['latitude', 'longitude'];

const keys = (value: unknown) => Object.keys(value as object).sort();

function expectPublicShape(site: PublicSite, withDistance: boolean): void {
  expect(keys(site)).toEqual(withDistance ? [...SITE_KEYS, 'distance'].sort() : SITE_KEYS);
  expect(keys(site.address)).toEqual(ADDRESS_KEYS);
  expect(keys(site.address.coordinates)).toEqual(COORDINATE_KEYS);
  expect(keys(site.coordinates)).toEqual(COORDINATE_KEYS);
  expect(keys(site.charter)).toEqual(CHARTER_KEYS);
  expect(keys(site.charter.brand)).toEqual(CHARTER_BRAND_KEYS);
  if (site.enrollment_info !== null) expect(keys(site.enrollment_info)).toEqual(ENROLLMENT_INFO_KEYS);
}

/** Every staff-only text of the stored sites: notification e-mails, staff names, virtual links. */
function staffOnlyTexts(stored: Site[]): string[] {
  return stored
    .flatMap((site) => [
      ...(site.enrollment_info?.interestEmail ?? []),
      ...(site.enrollment_info?.registrationEmail ?? []),
      ...site.people.map((person) => person.name),
      site.orientation.virtual_link,
    ])
    .filter((text) => text.trim() !== '');
}

let stored: Site[] = [];

beforeAll(async () => {
  const { resources } = await db.container('sites').items.readAll<Site>().fetchAll();
  stored = resources;
  expect(stored.length).toBeGreaterThan(40);
  // The seed has each kind of staff-only data, so the checks below are not vacuous.
  expect(stored.some((site) => (site.enrollment_info?.interestEmail.length ?? 0) > 0)).toBe(true);
  expect(stored.some((site) => site.orientation.virtual_link.startsWith('https://'))).toBe(true);
  expect(stored.some((site) => site.people.length > 0)).toBe(true);
});

describe('public site reads carry nothing staff-only', () => {
  it('GET /api/sites/{id} answers exactly the public keys, with no e-mail address, staff name or virtual link', async () => {
    const secrets = staffOnlyTexts(stored);
    for (const site of stored) {
      const { status, body } = await api(`/api/sites/${site.id}`);
      expect(status).toBe(200);
      expectPublicShape(body as PublicSite, false);
      const text = JSON.stringify(body);
      expect(text).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
      expect(secrets.filter((secret) => text.includes(secret))).toEqual([]);
    }
  });

  it('GET /api/sites (ZIP, state and text searches) answers the same public shape', async () => {
    const secrets = staffOnlyTexts(stored);
    const searches = [
      ['brand=Learn4Life&zip=93534&radius=100', true],
      ['brand=Learn4Life&state=CA', false],
      ['brand=Holston&state=TN', false],
      ['brand=Learn4Life&q=lancaster', false],
    ] as const;
    let answered = 0;
    for (const [query, withDistance] of searches) {
      const { status, body } = await api(`/api/sites?${query}`);
      expect(status).toBe(200);
      const found = body as PublicSite[];
      expect(found.length).toBeGreaterThan(0);
      for (const site of found) expectPublicShape(site, withDistance);
      const text = JSON.stringify(body);
      expect(text).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
      expect(secrets.filter((secret) => text.includes(secret))).toEqual([]);
      answered += found.length;
    }
    expect(answered).toBeGreaterThan(10);
  });

  it('GET /api/sites/{id}/orientations gives the brand and dates, never the virtual link', async () => {
    const site = stored.find((candidate) => candidate.orientation.virtual_link.startsWith('https://'));
    if (!site) throw new Error('no seeded site with a virtual link');
    const { status, body } = await api(`/api/sites/${site.id}/orientations`);
    expect(status).toBe(200);
    expect(body).toEqual({
      brandName: site.brandName,
      orientation_dates: site.orientation.orientation_dates.map(({ date, start_time, end_time }) => ({
        date,
        start_time,
        end_time,
      })),
    });
    expect(JSON.stringify(body)).not.toContain(site.orientation.virtual_link);
  });
});
