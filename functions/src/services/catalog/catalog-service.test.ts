import type { CatalogCourse, CatalogFilter } from '@enroll/domain';
import { describe, expect, it } from 'vitest';
import { withCatalogCache } from './catalog-service.ts';
import { catalogSettings } from './catalog-settings.ts';
import type { CourseCatalog } from './course-catalog.ts';

describe('catalogSettings', () => {
  it('is local without settings, http once a service address is given, or what CATALOG_ADAPTER names', () => {
    expect(catalogSettings({})).toEqual({
      adapter: 'local',
      url: '',
      key: '',
      timeoutMs: 5000,
      cacheSeconds: 300,
    });
    expect(catalogSettings({ CATALOG_SERVICE_URL: 'https://config.example.org/ ' })).toMatchObject({
      adapter: 'http',
      url: 'https://config.example.org',
    });
    expect(
      catalogSettings({ CATALOG_ADAPTER: ' LOCAL ', CATALOG_SERVICE_URL: 'https://config.example.org' })
        .adapter,
    ).toBe('local');
    expect(catalogSettings({ CATALOG_ADAPTER: 'http' }).adapter).toBe('http');
  });

  it('reads the key, the timeout and the cache time, falling back on unusable numbers', () => {
    expect(
      catalogSettings({
        CATALOG_SERVICE_KEY: ' k ',
        CATALOG_SERVICE_TIMEOUT_MS: '2500',
        CATALOG_CACHE_SECONDS: '0',
      }),
    ).toMatchObject({ key: 'k', timeoutMs: 2500, cacheSeconds: 0 });
    expect(catalogSettings({ CATALOG_SERVICE_TIMEOUT_MS: '0', CATALOG_CACHE_SECONDS: '-3' })).toMatchObject({
      timeoutMs: 5000,
      cacheSeconds: 300,
    });
  });
});

describe('withCatalogCache', () => {
  const course = (id: string): CatalogCourse => ({
    id,
    charter_id: 'charter',
    school_year: '2026-2027',
    catalog_term: 'Summer',
    course_type: 'High School',
    course_name: id,
    grade_level_offered: '9',
    credits: '5',
    ncaa: false,
    master_agreement_name: id,
  });

  function countingCatalog() {
    const calls: string[] = [];
    const inner: CourseCatalog = {
      name: 'http',
      async courses(filter: CatalogFilter) {
        calls.push(`courses ${JSON.stringify(filter)}`);
        return [course('a'), course('b')];
      },
      async options(charterId) {
        calls.push(`options ${charterId}`);
        return { years: ['2026-2027'], terms: ['Summer'], courseTypes: ['High School'] };
      },
      async masterAgreementDescription(charterId) {
        calls.push(`agreement ${charterId}`);
        return '<p>Agreement</p>';
      },
    };
    return { inner, calls };
  }

  it('asks the service once per filter and charter, and hands out copies', async () => {
    const { inner, calls } = countingCatalog();
    const cached = withCatalogCache(inner, 60_000);
    const first = await cached.courses({ charter_id: 'charter', school_year: '2026-2027', catalog_term: '' });
    first.pop();
    const again = await cached.courses({ charter_id: 'charter', school_year: '2026-2027' });
    expect(again.map((entry) => entry.id)).toEqual(['a', 'b']);
    await cached.courses({ charter_id: 'charter', school_year: '2025-2026' });
    (await cached.options('charter')).years.push('changed');
    expect((await cached.options('charter')).years).toEqual(['2026-2027']);
    expect(calls).toEqual([
      'courses {"charter_id":"charter","school_year":"2026-2027"}',
      'courses {"charter_id":"charter","school_year":"2025-2026"}',
      'options charter',
    ]);
  });

  it('reads the master agreement afresh every time (its hash is the signing evidence)', async () => {
    const { inner, calls } = countingCatalog();
    const cached = withCatalogCache(inner, 60_000);
    await cached.masterAgreementDescription('charter');
    await cached.masterAgreementDescription('charter');
    expect(calls).toEqual(['agreement charter', 'agreement charter']);
  });

  it('is the service itself when the cache time is 0', () => {
    const { inner } = countingCatalog();
    expect(withCatalogCache(inner, 0)).toBe(inner);
  });
});
