import {
  type CatalogCourse,
  type CatalogCourseInput,
  catalogCourseSchema,
  type SchoolLevel,
} from '@enroll/domain';
import { parseWith } from '../../platform/parse-body.ts';
import { catalogCourseOf } from '../../services/import/reference-documents.ts';
import { CHARTER_SEED, type CharterDocument, charterByKey } from './charters-seed.ts';

/** One course of the demo catalog; every charter's catalog draws from these. */
interface CourseRow {
  code: string;
  name: string;
  level: SchoolLevel;
  grades: string;
  credits: '5' | '2.5';
  ncaa?: boolean;
}

const HIGH_SCHOOL: readonly CourseRow[] = [
  { code: 'ENG-9A', name: 'English 9A', level: 'High School', grades: '9', credits: '5', ncaa: true },
  { code: 'ENG-10A', name: 'English 10A', level: 'High School', grades: '10', credits: '5', ncaa: true },
  {
    code: 'AMLIT-A',
    name: 'American Literature A',
    level: 'High School',
    grades: '11,12',
    credits: '5',
    ncaa: true,
  },
  {
    code: 'ALG1-A',
    name: 'Algebra 1A',
    level: 'High School',
    grades: '9,10,11,12',
    credits: '5',
    ncaa: true,
  },
  { code: 'GEOM-A', name: 'Geometry A', level: 'High School', grades: '10,11,12', credits: '5', ncaa: true },
  { code: 'BIO-A', name: 'Biology A', level: 'High School', grades: '9,10,11,12', credits: '5', ncaa: true },
  { code: 'USH-A', name: 'U.S. History A', level: 'High School', grades: '11,12', credits: '5', ncaa: true },
  { code: 'HLTH', name: 'Health', level: 'High School', grades: '9,10,11,12', credits: '5' },
  { code: 'PE-A', name: 'Physical Education A', level: 'High School', grades: '9,10,11,12', credits: '5' },
  { code: 'CAREX', name: 'Career Exploration', level: 'High School', grades: '9,10,11,12', credits: '2.5' },
  { code: 'FINLIT', name: 'Financial Literacy', level: 'High School', grades: '11,12', credits: '2.5' },
  {
    code: 'DMA-A',
    name: 'Digital Media Arts A',
    level: 'High School',
    grades: '9,10,11,12',
    credits: '5',
  },
  // Sixteen high school courses: more than the setup screen's 13 per page, so its lists have a second page.
  { code: 'CHEM-A', name: 'Chemistry A', level: 'High School', grades: '10,11,12', credits: '5', ncaa: true },
  { code: 'WH-A', name: 'World History A', level: 'High School', grades: '10', credits: '5', ncaa: true },
  {
    code: 'SPAN1-A',
    name: 'Spanish 1A',
    level: 'High School',
    grades: '9,10,11,12',
    credits: '5',
    ncaa: true,
  },
  { code: 'GOVT', name: 'American Government', level: 'High School', grades: '12', credits: '5', ncaa: true },
];

const MIDDLE_SCHOOL: readonly CourseRow[] = [
  { code: 'ELA-56A', name: 'Language Arts 5-6A', level: 'Middle School', grades: '5,6', credits: '5' },
  { code: 'ELA-78A', name: 'Language Arts 7-8A', level: 'Middle School', grades: '7,8', credits: '5' },
  { code: 'MATH-56A', name: 'Math 5-6A', level: 'Middle School', grades: '5,6', credits: '5' },
  { code: 'PREALG-A', name: 'Pre-Algebra A', level: 'Middle School', grades: '7,8', credits: '5' },
  { code: 'LSCI-A', name: 'Life Science A', level: 'Middle School', grades: '6,7,8', credits: '5' },
  { code: 'SS7-A', name: 'Social Studies 7A', level: 'Middle School', grades: '7', credits: '2.5' },
];

const ELEMENTARY_SCHOOL: readonly CourseRow[] = [
  {
    code: 'RDG-K1',
    name: 'Reading Foundations TK-1',
    level: 'Elementary School',
    grades: 'TK,KN,1',
    credits: '2.5',
  },
  {
    code: 'RDW-24',
    name: 'Reading and Writing 2-4',
    level: 'Elementary School',
    grades: '2,3,4',
    credits: '2.5',
  },
  {
    code: 'MTH-K1',
    name: 'Math Foundations TK-1',
    level: 'Elementary School',
    grades: 'TK,KN,1',
    credits: '2.5',
  },
  { code: 'MTH-24', name: 'Math 2-4', level: 'Elementary School', grades: '2,3,4', credits: '2.5' },
  {
    code: 'SCI-EXP',
    name: 'Science Explorers',
    level: 'Elementary School',
    grades: 'KN,1,2,3,4',
    credits: '2.5',
  },
];

/** High-school-only charters; the others teach all three levels. */
const HIGH_SCHOOL_ONLY = new Set(['flex-high', 'holston', 'elev8', 'pbia']);

/** The catalog editions (school year and term) every charter publishes. */
export const CATALOG_EDITIONS = [
  { school_year: '2026-2027', catalog_term: 'Summer' },
  { school_year: '2026-2027', catalog_term: 'Fall' },
  { school_year: '2025-2026', catalog_term: 'Summer' },
] as const;

function coursesOfCharter(charter: CharterDocument): CourseRow[] {
  return HIGH_SCHOOL_ONLY.has(charter.key)
    ? [...HIGH_SCHOOL]
    : [...HIGH_SCHOOL, ...MIDDLE_SCHOOL, ...ELEMENTARY_SCHOOL];
}

function catalogRowsOfCharter(charter: CharterDocument): CatalogCourseInput[] {
  return CATALOG_EDITIONS.flatMap(({ school_year, catalog_term }) =>
    coursesOfCharter(charter).map((row) => ({
      charterKey: charter.key,
      code: row.code,
      school_year,
      catalog_term,
      course_type: row.level,
      course_name: row.name,
      grade_level_offered: row.grades,
      credits: row.credits,
      ncaa: row.ncaa === true,
    })),
  );
}

/** Every charter's catalog as an import file's rows: what the seed hands to the import's core. */
export const CATALOG_SEED_ROWS: readonly CatalogCourseInput[] = CHARTER_SEED.flatMap(catalogRowsOfCharter);

/** Every charter's catalog courses (a few hundred documents). */
export const CATALOG_SEED: readonly CatalogCourse[] = CATALOG_SEED_ROWS.map((input) => {
  const row = parseWith(catalogCourseSchema, input);
  return catalogCourseOf(row, charterByKey(row.charterKey));
});

/** A catalog course by charter, edition and name: the offerings seed picks its courses this way. */
export function catalogCourse(
  charterId: string,
  edition: { school_year: string; catalog_term: string },
  courseName: string,
): CatalogCourse {
  const found = CATALOG_SEED.find(
    (course) =>
      course.charter_id === charterId &&
      course.school_year === edition.school_year &&
      course.catalog_term === edition.catalog_term &&
      course.course_name === courseName,
  );
  if (!found) throw new Error(`Seed catalog has no course "${courseName}" for charter ${charterId}`);
  return found;
}
