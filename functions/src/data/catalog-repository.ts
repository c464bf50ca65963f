import type { CatalogCourse, CatalogFilter } from '@enroll/domain';
import { queryAll } from './cosmos-client.ts';
import { withoutSystemFields } from './system-fields.ts';

/**
 * The `catalog` container: the local stand-in for the configuration service's course catalog (read
 * through services/catalog/, never directly by a function).
 */

/** A charter's catalog courses, narrowed by year, term and type when given. */
export async function listCatalogCourses(filter: CatalogFilter): Promise<CatalogCourse[]> {
  const clauses = ['c.charter_id = @charter_id'];
  const parameters = [{ name: '@charter_id', value: filter.charter_id }];
  for (const field of ['school_year', 'catalog_term', 'course_type'] as const) {
    const value = filter[field];
    if (value) {
      clauses.push(`c.${field} = @${field}`);
      parameters.push({ name: `@${field}`, value });
    }
  }
  const resources = await queryAll<CatalogCourse>('catalog', {
    query: `SELECT * FROM c WHERE ${clauses.join(' AND ')}`,
    parameters,
  });
  return resources.map(withoutSystemFields);
}

/** The edition and type of each of a charter's catalog courses (its few hundred rows; deduplicated by the caller). */
export async function listCatalogEditions(
  charterId: string,
): Promise<Pick<CatalogCourse, 'school_year' | 'catalog_term' | 'course_type'>[]> {
  return queryAll<Pick<CatalogCourse, 'school_year' | 'catalog_term' | 'course_type'>>('catalog', {
    query: 'SELECT c.school_year, c.catalog_term, c.course_type FROM c WHERE c.charter_id = @charter_id',
    parameters: [{ name: '@charter_id', value: charterId }],
  });
}
