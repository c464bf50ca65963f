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

export interface CatalogOptions {
  /** School years, newest first. */
  years: string[];
  terms: string[];
  /** Course types in the spec's order: High, Middle, Elementary School. */
  courseTypes: string[];
}

const COURSE_TYPE_ORDER = ['High School', 'Middle School', 'Elementary School'];

function courseTypeRank(type: string): number {
  const rank = COURSE_TYPE_ORDER.indexOf(type);
  return rank === -1 ? COURSE_TYPE_ORDER.length : rank;
}

/** The years, terms and course types of a charter's catalog (its few hundred rows are deduplicated here). */
export async function listCatalogOptions(charterId: string): Promise<CatalogOptions> {
  const { resources } = await container('catalog')
    .items.query<Pick<CatalogCourse, 'school_year' | 'catalog_term' | 'course_type'>>({
      query: 'SELECT c.school_year, c.catalog_term, c.course_type FROM c WHERE c.charter_id = @charter_id',
      parameters: [{ name: '@charter_id', value: charterId }],
    })
    .fetchAll();
  const distinct = (values: string[]) => [...new Set(values.filter((value) => value))];
  return {
    years: distinct(resources.map((row) => row.school_year)).sort((a, b) => b.localeCompare(a)),
    terms: distinct(resources.map((row) => row.catalog_term)).sort((a, b) => a.localeCompare(b)),
    courseTypes: distinct(resources.map((row) => row.course_type)).sort(
      (a, b) => courseTypeRank(a) - courseTypeRank(b) || a.localeCompare(b),
    ),
  };
}
