import type { CatalogCourse, CatalogOptions } from '@enroll/domain';
import { keyedTtlCache } from '../../data/keyed-ttl-cache.ts';
import { type CatalogSettings, catalogSettings } from './catalog-settings.ts';
import type { CourseCatalog } from './course-catalog.ts';
import { httpCourseCatalog } from './http-course-catalog.ts';
import { localCourseCatalog } from './local-course-catalog.ts';

/**
 * Keeps the service's course lists and options on this instance for a while: the setup screen reads
 * them on every panel change and a save checks them again, and the catalog changes rarely. The master
 * agreement is read fresh each time: the family signs the text it is shown, and its hash is the
 * evidence kept with the signed entry.
 */
export function withCatalogCache(inner: CourseCatalog, ttlMs: number): CourseCatalog {
  if (ttlMs <= 0) return inner;
  const courses = keyedTtlCache<CatalogCourse[]>(
    (key) => {
      const [charter_id = '', school_year, catalog_term, course_type] = JSON.parse(key) as string[];
      // Blank filters are no filters.
      return inner.courses({
        charter_id,
        ...(school_year ? { school_year } : {}),
        ...(catalog_term ? { catalog_term } : {}),
        ...(course_type ? { course_type } : {}),
      });
    },
    { ttlMs, maxEntries: 500 },
  );
  const options = keyedTtlCache<CatalogOptions>((charterId) => inner.options(charterId), {
    ttlMs,
    maxEntries: 200,
  });
  return {
    name: inner.name,
    async courses(filter) {
      const key = JSON.stringify([
        filter.charter_id,
        filter.school_year ?? '',
        filter.catalog_term ?? '',
        filter.course_type ?? '',
      ]);
      // Copies: a caller that sorts or filters its list must not change the kept one.
      return (await courses.get(key)).map((course) => ({ ...course }));
    },
    async options(charterId) {
      const found = await options.get(charterId);
      return { years: [...found.years], terms: [...found.terms], courseTypes: [...found.courseTypes] };
    },
    masterAgreementDescription: (charterId) => inner.masterAgreementDescription(charterId),
  };
}

function catalogFor(settings: CatalogSettings): CourseCatalog {
  if (settings.adapter === 'local') return localCourseCatalog;
  return withCatalogCache(httpCourseCatalog(settings), settings.cacheSeconds * 1000);
}

let chosen: { settings: string; catalog: CourseCatalog } | undefined;

/**
 * The course catalog the settings choose (catalog-settings.ts): the configuration service over HTTP,
 * or the local `catalog` container. Built once per settings (the cache lives in the adapter).
 */
export function courseCatalog(): CourseCatalog {
  const settings = catalogSettings();
  const key = JSON.stringify(settings);
  if (!chosen || chosen.settings !== key) chosen = { settings: key, catalog: catalogFor(settings) };
  return chosen.catalog;
}
