import type { CatalogCourse, CatalogFilter, CatalogOptions } from '@enroll/domain';
import { catalogError, type DomainError } from '@enroll/domain';

/**
 * The course catalog: a separate configuration service. Every reader of catalog
 * courses, catalog options and master agreements goes through this one interface (the
 * /api/v1/config/* endpoints, the course setup's checks, the Lelo submit's agreement evidence), so a
 * real service is plugged in by settings alone (catalog-settings.ts).
 */
export interface CourseCatalog {
  /** 'local' or 'http', for logs. */
  readonly name: string;
  /** A charter's catalog courses, narrowed by school year, term and course type when given, by name. */
  courses(filter: CatalogFilter): Promise<CatalogCourse[]>;
  /** The school years (newest first), terms and course types (High, Middle, Elementary) of its catalog. */
  options(charterId: string): Promise<CatalogOptions>;
  /** The charter's master agreement (HTML), or null when it has none. */
  masterAgreementDescription(charterId: string): Promise<string | null>;
}

/** 503 'catalog.unavailable': the catalog could not be read; the caller may try again (never a 500). */
export function catalogUnavailable(): DomainError {
  return catalogError('unavailable', 'catalog.unavailable');
}

/** Courses of one catalog name order, as every adapter answers them. */
export function byCourseName(courses: CatalogCourse[]): CatalogCourse[] {
  return courses.sort((a, b) => a.course_name.localeCompare(b.course_name));
}
