import type { CatalogCourse } from '@enroll/domain';
import { container } from './cosmos-client.ts';
import { withoutSystemFields } from './system-fields.ts';

export interface CatalogFilter {
  charter_id: string;
  school_year?: string;
  catalog_term?: string;
  course_type?: string;
}

/** A charter's catalog courses, narrowed by year, term and type when given, by name. */
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
  const { resources } = await container('catalog')
    .items.query<CatalogCourse>({ query: `SELECT * FROM c WHERE ${clauses.join(' AND ')}`, parameters })
    .fetchAll();
  return resources.map(withoutSystemFields).sort((a, b) => a.course_name.localeCompare(b.course_name));
}
