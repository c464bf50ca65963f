import {
  type CatalogCourse,
  type CatalogFilter,
  type CatalogOptions,
  catalogOptionsOf,
  isRecordId,
  SCHOOL_LEVELS,
  type SchoolLevel,
  sortedCatalogOptions,
} from '@enroll/domain';

/**
 * The configuration service's answers mapped onto the domain's catalog shapes. The service is another
 * team's: its rows are read leniently (either id spelling, numbers or text, grade lists as text or
 * arrays), and a row this app could not offer (no usable id, name or school level) is left out
 * rather than failing the whole list. An answer without the documented envelope is an error.
 */

/** The answer was not the documented shape: treated like an unreachable service (503). */
export class CatalogResponseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CatalogResponseError';
  }
}

type Row = Record<string, unknown>;

function isRow(value: unknown): value is Row {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

function gradeList(value: unknown): string {
  if (Array.isArray(value)) return value.map(text).filter(Boolean).join(',');
  return text(value)
    .split(',')
    .map((grade) => grade.trim())
    .filter(Boolean)
    .join(',');
}

function flag(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  return ['yes', 'true', '1'].includes(text(value).toLowerCase());
}

function schoolLevel(value: unknown): SchoolLevel | null {
  const type = text(value);
  return (SCHOOL_LEVELS as readonly string[]).includes(type) ? (type as SchoolLevel) : null;
}

/** One catalog row as this app stores and offers it; null when it cannot be offered. */
export function catalogCourseOf(row: unknown, filter: CatalogFilter): CatalogCourse | null {
  if (!isRow(row)) return null;
  const id = text(row.id) || text(row._id);
  const courseName = text(row.course_name);
  const courseType = schoolLevel(row.course_type);
  // The setup saves catalog ids as offered course ids: one outside the id pattern could never be saved.
  if (!isRecordId(id) || !courseName || !courseType) return null;
  return {
    id,
    charter_id: text(row.charter_id) || filter.charter_id,
    school_year: text(row.school_year) || filter.school_year || '',
    catalog_term: text(row.catalog_term) || filter.catalog_term || '',
    course_type: courseType,
    course_name: courseName,
    grade_level_offered: gradeList(row.grade_level_offered),
    credits: text(row.credits),
    ncaa: flag(row.ncaa),
    master_agreement_name: text(row.master_agreement_name) || courseName,
  };
}

/** GET course_catalog: `data.data` is the list of courses. */
export function catalogCoursesOf(body: unknown, filter: CatalogFilter): CatalogCourse[] {
  const list = isRow(body) && isRow(body.data) ? body.data.data : undefined;
  if (!Array.isArray(list)) throw new CatalogResponseError('course_catalog: no data.data list');
  return list.flatMap((row) => {
    const course = catalogCourseOf(row, filter);
    return course ? [course] : [];
  });
}

function textList(...candidates: unknown[]): string[] {
  const found = candidates.find(Array.isArray);
  return Array.isArray(found) ? found.map(text) : [];
}

/**
 * GET course_catalog_options: `data` is either this app's own shape ({ years, terms, courseTypes }, or
 * the same lists under the catalog's field names) or the catalog's rows, from which the options are
 * derived. Either way they come back in the spec's orders.
 */
export function catalogOptionsFromBody(body: unknown): CatalogOptions {
  const data = isRow(body) ? body.data : undefined;
  if (Array.isArray(data))
    return catalogOptionsOf(
      data.filter(isRow).map((row) => ({
        school_year: text(row.school_year),
        catalog_term: text(row.catalog_term),
        course_type: text(row.course_type),
      })),
    );
  if (!isRow(data)) throw new CatalogResponseError('course_catalog_options: no data');
  return sortedCatalogOptions({
    years: textList(data.years, data.school_years, data.school_year),
    terms: textList(data.terms, data.catalog_terms, data.catalog_term),
    courseTypes: textList(data.courseTypes, data.course_types, data.course_type),
  });
}

/** GET master_agreement_description: `data[0].master_agreement_description`, null when the list is empty. */
export function masterAgreementOf(body: unknown): string | null {
  const data = isRow(body) ? body.data : undefined;
  if (!Array.isArray(data)) throw new CatalogResponseError('master_agreement_description: no data list');
  const [first] = data;
  const description = isRow(first) ? first.master_agreement_description : undefined;
  return typeof description === 'string' && description.trim() !== '' ? description : null;
}
