import type { CatalogFilter } from '@enroll/domain';
import {
  CatalogResponseError,
  catalogCoursesOf,
  catalogOptionsFromBody,
  masterAgreementOf,
} from './catalog-response.ts';
import type { CatalogSettings } from './catalog-settings.ts';
import { byCourseName, type CourseCatalog, catalogUnavailable } from './course-catalog.ts';

/** What a failed call logs: ids and technical facts only (the charter id, never a response body). */
export interface CatalogFailure {
  event: 'catalog.unavailable';
  adapter: 'http';
  operation: string;
  charterId: string;
  status?: number;
  errorName?: string;
}

export interface HttpCatalogDependencies {
  /** The network boundary; injected by the unit tests. */
  fetch: typeof globalThis.fetch;
  logFailure: (failure: CatalogFailure) => void;
}

const DEFAULT_DEPENDENCIES: HttpCatalogDependencies = {
  fetch: (input, init) => globalThis.fetch(input, init),
  logFailure: (failure) => console.error(JSON.stringify(failure)),
};

/** The address of one configuration call: {url}/api/v1/config/{name}?{query}, blank filters left out. */
export function configRequestUrl(
  baseUrl: string,
  name: string,
  query: Record<string, string | undefined>,
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  return `${baseUrl.replace(/\/+$/, '')}/api/v1/config/${name}?${params}`;
}

/**
 * The configuration service over HTTP: GET /api/v1/config/course_catalog,
 * course_catalog_options and master_agreement_description, with the function key in the
 * `x-functions-key` header. A call that fails to connect, takes longer than the timeout, answers
 * other than 2xx or is not the documented JSON is logged and answered 503 'catalog.unavailable'.
 */
export function httpCourseCatalog(
  settings: Pick<CatalogSettings, 'url' | 'key' | 'timeoutMs'>,
  dependencies: HttpCatalogDependencies = DEFAULT_DEPENDENCIES,
): CourseCatalog {
  async function call<T>(
    name: string,
    query: Record<string, string | undefined> & { charter_id: string },
    map: (body: unknown) => T,
  ): Promise<T> {
    const failure = (facts: Partial<CatalogFailure>) => {
      dependencies.logFailure({
        event: 'catalog.unavailable',
        adapter: 'http',
        operation: name,
        charterId: query.charter_id,
        ...facts,
      });
      return catalogUnavailable();
    };
    if (!settings.url) throw failure({ errorName: 'CatalogNotConfigured' });
    let response: Response;
    try {
      response = await dependencies.fetch(configRequestUrl(settings.url, name, query), {
        method: 'GET',
        headers: { Accept: 'application/json', ...(settings.key ? { 'x-functions-key': settings.key } : {}) },
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
    } catch (error) {
      throw failure({ errorName: error instanceof Error ? error.name : typeof error });
    }
    if (!response.ok) {
      // Drain the body so the connection is released.
      await response.body?.cancel().catch(() => undefined);
      throw failure({ status: response.status });
    }
    try {
      return map(await response.json());
    } catch (error) {
      throw failure({
        status: response.status,
        errorName: error instanceof CatalogResponseError ? error.message : 'InvalidJson',
      });
    }
  }

  return {
    name: 'http',
    async courses(filter: CatalogFilter) {
      const { charter_id, school_year, catalog_term, course_type } = filter;
      const courses = await call(
        'course_catalog',
        { charter_id, school_year, catalog_term, course_type },
        (body) => catalogCoursesOf(body, filter),
      );
      return byCourseName(courses);
    },
    options(charterId) {
      return call('course_catalog_options', { charter_id: charterId }, catalogOptionsFromBody);
    },
    masterAgreementDescription(charterId) {
      return call('master_agreement_description', { charter_id: charterId }, masterAgreementOf);
    },
  };
}
