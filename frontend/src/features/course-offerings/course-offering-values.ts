import {
  type CatalogCourse,
  type CourseOfferingSubmit,
  compareCatalogYearsDescending,
  LEVEL_DETAILS_KEY,
  type LevelSubmit,
  type SchoolLevel,
  SETUP_LEVELS,
  type StaffCourseOffering,
} from '@enroll/domain';

export type LevelKey = (typeof LEVEL_DETAILS_KEY)[SchoolLevel];
export type LevelField = keyof LevelSubmit;

/** A course as the Available and Selected lists show it. */
export interface ListCourse {
  id: string;
  name: string;
}

/** The catalog edition (year and term) a level's selected courses come from. */
export interface Edition {
  year: string;
  term: string;
}

/** The form's starting values: the saved offering, or empty panels with one course per student. */
export function courseOfferingValuesOf({
  session,
  learningCenter,
  offering,
}: StaffCourseOffering): CourseOfferingSubmit {
  const level = (schoolLevel: SchoolLevel): LevelSubmit => {
    const saved = offering?.[LEVEL_DETAILS_KEY[schoolLevel]];
    return {
      courseYear: saved?.courseYear ?? '',
      catalogTerm: saved?.catalogTerm ?? '',
      totalCourses: saved?.totalCourses ?? '1',
      includeNCAA: saved?.includeNCAA ?? '',
      courseIds: saved?.courses.map((course) => course._id) ?? [],
    };
  };
  return {
    LeloRegistrationProfile: session._id,
    siteId: learningCenter.siteId,
    highSchoolDetails: level('High School'),
    middleSchoolDetails: level('Middle School'),
    elementarySchoolDetails: level('Elementary School'),
  };
}

/** Names of the saved courses by catalog id (the Selected lists show them before the catalog is read). */
export function savedCourseNames({ offering }: StaffCourseOffering): ReadonlyMap<string, string> {
  const names = new Map<string, string>();
  for (const level of SETUP_LEVELS)
    for (const course of offering?.[LEVEL_DETAILS_KEY[level]]?.courses ?? [])
      names.set(course._id, course.course_name);
  return names;
}

/**
 * The panels, High School first: each level the charter's catalog has, and a level the site already
 * offers even if the catalog dropped it (so its courses can still be removed).
 */
export function panelLevels(courseTypes: readonly string[], values: CourseOfferingSubmit): SchoolLevel[] {
  return SETUP_LEVELS.filter(
    (level) => courseTypes.includes(level) || values[LEVEL_DETAILS_KEY[level]].courseIds.length > 0,
  );
}

/** The choices of a year or term select: the catalog's, plus the saved one if the catalog no longer has it. */
export function choicesWith(options: readonly string[], saved: string, order?: 'yearsDescending'): string[] {
  const all = saved && !options.includes(saved) ? [...options, saved] : [...options];
  return order === 'yearsDescending' ? all.sort(compareCatalogYearsDescending) : all;
}

/** The Selected list: the selected ids with their names, by name. */
export function selectedCourses(ids: readonly string[], names: ReadonlyMap<string, string>): ListCourse[] {
  return ids.map((id) => ({ id, name: names.get(id) ?? id })).sort((a, b) => a.name.localeCompare(b.name));
}

/** The Available list: the edition's catalog courses that are not selected, by name. */
export function availableCourses(
  catalog: readonly CatalogCourse[],
  selectedIds: readonly string[],
): ListCourse[] {
  const selected = new Set(selectedIds);
  return catalog
    .filter((course) => !selected.has(course.id))
    .map((course) => ({ id: course.id, name: course.course_name }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Whether choosing `next` must first clear the selected courses: they belong to one edition, and the
 * server refuses courses outside the chosen one. Blanking the year or term chooses no edition, so the
 * courses stay (the submit then asks for the year or term); choosing back their own edition keeps them.
 */
export function needsClearing(selectedCount: number, edition: Edition, next: Edition): boolean {
  if (selectedCount === 0 || next.year === '' || next.term === '') return false;
  return next.year !== edition.year || next.term !== edition.term;
}

/**
 * The form-level error of 'Please select at least one course.': the schema's path `courses`, which is
 * no field of the form (the resolver and a 400 both put it there).
 */
export const COURSES_ERROR = 'courses';

/**
 * Where a 400's field error goes on the form: a panel's field, its course list (any `…courseIds.N`),
 * the form-level course message, or nowhere (left to the banner).
 */
export function formPathOfServerField(
  field: string,
): `${LevelKey}.${LevelField}` | typeof COURSES_ERROR | null {
  if (field === 'courses') return COURSES_ERROR;
  const [key, name] = field.split('.');
  const levelKeys: readonly string[] = Object.values(LEVEL_DETAILS_KEY);
  const fields: readonly string[] = ['courseYear', 'catalogTerm', 'totalCourses', 'includeNCAA', 'courseIds'];
  if (key && name && levelKeys.includes(key) && fields.includes(name))
    return `${key as LevelKey}.${name as LevelField}`;
  return null;
}
