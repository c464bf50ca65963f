/**
 * Course setup of a session: which catalog courses each learning center offers per school level, how
 * many a student may take, and the NCAA notice. The staff screens and the functions share these
 * shapes; the public wizard reads what is saved here.
 */
import * as z from 'zod/mini';
import { validationMessagesEn } from '../messages/en.ts';
import type { FamilyLanguage } from '../shared/family-language.ts';
import type { FieldError } from '../shared/field-errors.ts';
import { recordIdField } from '../shared/id-fields.ts';
import { SITE_ID_PATTERN } from '../shared/ids.ts';
import { MAX_COURSES_PER_LEVEL, SCHOOL_LEVELS, type SchoolLevel } from './grades.ts';
import {
  type CatalogCourse,
  type CourseOfferingRecord,
  courseOfferingId,
  LEVEL_DETAILS_KEY,
  type LevelDetails,
  type OfferedCourse,
} from './lelo-config.ts';
import type { SessionSummary } from './session-admin.ts';

/** Available and Selected course lists show 13 courses per page. */
export const COURSE_LIST_PAGE_SIZE = 13;

/** The panels in the spec's order: High School, Middle School, Elementary School. */
export const SETUP_LEVELS: readonly SchoolLevel[] = [...SCHOOL_LEVELS].reverse();

/** Course type sort order: High School, Middle School, Elementary School, then alphabetical. */
export function compareCourseTypes(a: string, b: string): number {
  const rank = (type: string) => {
    const index = SETUP_LEVELS.indexOf(type as SchoolLevel);
    return index === -1 ? SETUP_LEVELS.length : index;
  };
  return rank(a) - rank(b) || a.localeCompare(b);
}

/** Catalog years newest first ('2026-2027' before '2025-2026'). */
export function compareCatalogYearsDescending(a: string, b: string): number {
  return b.localeCompare(a);
}

/** One page (1-based) of a list and the page count (at least 1), for the 13-per-page course lists. */
export function pageOf<T>(
  items: readonly T[],
  page: number,
  size = COURSE_LIST_PAGE_SIZE,
): { items: T[]; page: number; pageCount: number } {
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), pageCount);
  return { items: items.slice((current - 1) * size, current * size), page: current, pageCount };
}

/** Every course a learning center offers in the session, over all levels. */
export function offeredCourseCount(offering: Partial<CourseOfferingRecord> | null | undefined): number {
  if (!offering) return 0;
  return SETUP_LEVELS.reduce(
    (count, level) => count + (offering[LEVEL_DETAILS_KEY[level]]?.courses.length ?? 0),
    0,
  );
}

/** A learning center of the caller's charters on the 'Learning Center Options' screen. */
export interface SetupLearningCenter {
  siteId: string;
  learningCenterName: string;
  charter_id: string;
  charter: string;
  /** Courses offered in the session: 0 opens /edit-courseOfferings, more opens /edit-Finalcourse. */
  courseCount: number;
}

/**
 * GET /api/courses/setup/{sessionId} (Contributor and up): the session and the learning centers the
 * caller may set up, by charter then name (Super Admin every site; others their charters' sites only).
 */
export interface SessionSetupSites {
  session: SessionSummary;
  learningCenters: SetupLearningCenter[];
}

/**
 * GET /api/courses/setup/{sessionId}/{siteId} (Contributor and up; another charter's site is 404): what
 * the site offers in the session (null before the first save), sent with the offering's ETag.
 * POST /api/courses and PUT /api/courses/{id} answer the same shape.
 */
export interface StaffCourseOffering {
  session: SessionSummary;
  learningCenter: SetupLearningCenter;
  offering: CourseOfferingRecord | null;
}

const optionalText = z._default(z.string().check(z.trim(), z.maxLength(50, 'lelo.text.max50')), '');

/** One level's panel as submitted: the catalog edition, slots per student and the selected catalog ids. */
const levelSubmitSchema = z.object({
  courseYear: optionalText,
  catalogTerm: optionalText,
  totalCourses: z._default(z.string().check(z.trim()), '1'),
  /** High school only; required there once courses are selected. */
  includeNCAA: z._default(z.enum(['Yes', 'No', ''], 'registration.option.invalid'), ''),
  /** Catalog course ids (the server copies name, grades, credits and NCAA flag from the catalog). */
  courseIds: z._default(z.array(recordIdField()).check(z.maxLength(200, 'courseSetup.courses.tooMany')), []),
});
export type LevelSubmit = z.output<typeof levelSubmitSchema>;
export type LevelSubmitInput = z.input<typeof levelSubmitSchema>;

const submitObject = z.object({
  /** The session id. */
  LeloRegistrationProfile: recordIdField(),
  siteId: z.string('required').check(z.trim(), z.regex(SITE_ID_PATTERN, 'id.invalid')),
  highSchoolDetails: z.prefault(levelSubmitSchema, {}),
  middleSchoolDetails: z.prefault(levelSubmitSchema, {}),
  elementarySchoolDetails: z.prefault(levelSubmitSchema, {}),
});
type SubmitShape = z.output<typeof submitObject>;

function checkLevels(value: SubmitShape, ctx: z.core.$RefinementCtx<SubmitShape>): void {
  let total = 0;
  for (const level of SETUP_LEVELS) {
    const key = LEVEL_DETAILS_KEY[level];
    const details = value[key];
    // A panel with no selected course is not offered: its year, term and counts are ignored.
    if (details.courseIds.length === 0) continue;
    total += details.courseIds.length;
    if (details.courseYear === '')
      ctx.addIssue({ code: 'custom', path: [key, 'courseYear'], message: 'courseSetup.year.required' });
    if (details.catalogTerm === '')
      ctx.addIssue({ code: 'custom', path: [key, 'catalogTerm'], message: 'courseSetup.term.required' });
    if (level === 'High School' && details.includeNCAA === '')
      ctx.addIssue({ code: 'custom', path: [key, 'includeNCAA'], message: 'courseSetup.ncaa.required' });
    const slots = Number(details.totalCourses);
    if (!/^\d+$/.test(details.totalCourses) || slots < 1 || slots > MAX_COURSES_PER_LEVEL[level])
      ctx.addIssue({
        code: 'custom',
        path: [key, 'totalCourses'],
        message:
          MAX_COURSES_PER_LEVEL[level] === 3
            ? 'courseSetup.totalCourses.max3'
            : 'courseSetup.totalCourses.max4',
      });
    if (new Set(details.courseIds).size !== details.courseIds.length)
      ctx.addIssue({ code: 'custom', path: [key, 'courseIds'], message: 'courseSetup.courses.duplicate' });
  }
  if (total === 0)
    ctx.addIssue({ code: 'custom', path: ['courses'], message: 'courseSetup.courses.required' });
}

/**
 * POST /api/courses and PUT /api/courses/{id} (id `{sessionId}_{siteId}`, If-Match required): the
 * course submit payload. Names, charter and permalink come from the stored site and session, never
 * from the body; the catalog ids must be the site's charter's courses of the panel's level and edition.
 */
export const courseOfferingSubmitSchema = submitObject.check(z.superRefine(checkLevels));
export type CourseOfferingSubmit = z.output<typeof courseOfferingSubmitSchema>;
export type CourseOfferingSubmitInput = z.input<typeof courseOfferingSubmitSchema>;

/** The count the success message names: 'Successfully submitted {n} courses!'. */
export function submittedCourseCount(submit: SubmitShape): number {
  return SETUP_LEVELS.reduce((count, level) => count + submit[LEVEL_DETAILS_KEY[level]].courseIds.length, 0);
}

// ── Catalog reads (the configuration service) ──

/** The school years, terms and course types of a charter's catalog, as the setup panels offer them. */
export interface CatalogOptions {
  /** School years, newest first. */
  years: string[];
  terms: string[];
  /** Course types in the spec's order: High School, Middle School, Elementary School, then alphabetical. */
  courseTypes: string[];
}

/** GET /api/v1/config/course_catalog_options?charter_id: the configuration service's envelope. */
export interface CatalogOptionsResponse {
  data: CatalogOptions;
}

/** GET /api/v1/config/course_catalog?charter_id&school_year&catalog_term&course_type: `data.data` is the list. */
export interface CatalogCoursesResponse {
  data: { data: CatalogCourse[] };
}

/**
 * GET /api/v1/config/master_agreement_description?charter_id&language: the agreement the family signs
 * (`agreementToSign`), `data: []` when the charter has none.
 */
export interface MasterAgreementResponse {
  data: {
    master_agreement_description: string;
    /** The language of the text: the family's, or English when the school has no current translation. */
    language: FamilyLanguage;
    untranslated: boolean;
  }[];
}

/** A catalog read: the charter's courses, narrowed by school year, term and course type when given. */
export interface CatalogFilter {
  charter_id: string;
  school_year?: string;
  catalog_term?: string;
  course_type?: string;
}

function distinctSorted(values: Iterable<string>, compare: (a: string, b: string) => number): string[] {
  return [...new Set([...values].map((value) => value.trim()).filter((value) => value !== ''))].sort(compare);
}

/** Options in the spec's orders, blanks and repeats dropped: years descending, terms A-Z, types High first. */
export function sortedCatalogOptions(options: CatalogOptions): CatalogOptions {
  return {
    years: distinctSorted(options.years, compareCatalogYearsDescending),
    terms: distinctSorted(options.terms, (a, b) => a.localeCompare(b)),
    courseTypes: distinctSorted(options.courseTypes, compareCourseTypes),
  };
}

/** The options of a catalog's rows (one per course): each year, term and course type once, in order. */
export function catalogOptionsOf(
  rows: Iterable<{ school_year: string; catalog_term: string; course_type: string }>,
): CatalogOptions {
  const list = [...rows];
  return sortedCatalogOptions({
    years: list.map((row) => row.school_year ?? ''),
    terms: list.map((row) => row.catalog_term ?? ''),
    courseTypes: list.map((row) => row.course_type ?? ''),
  });
}

// ── Saving a course offering (POST /api/courses, PUT /api/courses/{id}) ──

/** The 409 code of a POST for a site and session that already have an offering (edit it with PUT). */
export const COURSE_OFFERING_EXISTS = 'courses.exists';
/** The 409 code of a PUT made against an older version of the offering (stale If-Match). */
export const COURSE_OFFERING_CONFLICT = 'courses.conflict';
/** The 428 code of a PUT without If-Match. */
export const COURSE_OFFERING_IF_MATCH_REQUIRED = 'courses.ifMatch.required';

/** The id of the offering a submit names: `{sessionId}_{siteId}`. */
export function submittedOfferingId(submit: Pick<SubmitShape, 'LeloRegistrationProfile' | 'siteId'>): string {
  return courseOfferingId(submit.LeloRegistrationProfile, submit.siteId);
}

/** The levels of a submit that have selected courses, in the panels' order, with their details key. */
export function submittedLevels(
  submit: SubmitShape,
): { level: SchoolLevel; key: (typeof LEVEL_DETAILS_KEY)[SchoolLevel]; details: LevelSubmit }[] {
  return SETUP_LEVELS.map((level) => ({
    level,
    key: LEVEL_DETAILS_KEY[level],
    details: submit[LEVEL_DETAILS_KEY[level]],
  })).filter(({ details }) => details.courseIds.length > 0);
}

/** Whether a catalog course belongs to the panel's charter, school level and catalog edition. */
function inEdition(
  course: CatalogCourse,
  charterId: string,
  level: SchoolLevel,
  details: LevelSubmit,
): boolean {
  return (
    course.charter_id === charterId &&
    course.course_type === level &&
    course.school_year === details.courseYear &&
    course.catalog_term === details.catalogTerm
  );
}

/**
 * One 400 field error per panel whose selected ids are not all courses of the site's charter with the
 * panel's level as course type and the panel's catalog year and term. `catalog(level)` is what the
 * catalog answered for that panel's edition (checked again here, whatever the catalog filtered).
 */
export function catalogMismatchErrors(
  submit: SubmitShape,
  charterId: string,
  catalog: (level: SchoolLevel) => readonly CatalogCourse[],
): FieldError[] {
  return submittedLevels(submit).flatMap(({ level, key, details }) => {
    const ids = new Set(
      catalog(level)
        .filter((course) => inEdition(course, charterId, level, details))
        .map((course) => course.id),
    );
    return details.courseIds.every((id) => ids.has(id))
      ? []
      : [
          {
            field: `${key}.courseIds`,
            code: 'courseSetup.courses.notInCatalog' as const,
            message: validationMessagesEn['courseSetup.courses.notInCatalog'],
          },
        ];
  });
}

/** A catalog course as a site offers it: a copy, so a later catalog edit does not move a signed entry. */
export function offeredCourseOf(course: CatalogCourse): OfferedCourse {
  return {
    _id: course.id,
    course_name: course.course_name,
    course_type: course.course_type,
    grade_level_offered: course.grade_level_offered,
    credits: course.credits,
    ncaa: course.ncaa,
    master_agreement_name: course.master_agreement_name,
  };
}

/** Where an offering is saved: the stored session and site (names never come from the request body). */
export interface OfferingPlace {
  session: { id: string; permalink: string };
  site: { id: string; name: string; charter: { id: string; name: string } };
}

/**
 * The stored offering of a checked submit (catalogMismatchErrors found nothing): each panel with
 * courses becomes its level's details with the catalog courses copied in the selected order; levels
 * without courses are left out; the NCAA choice is kept for high school only.
 */
export function courseOfferingRecordOf(
  submit: SubmitShape,
  place: OfferingPlace,
  catalog: (level: SchoolLevel) => readonly CatalogCourse[],
  now: Date,
): CourseOfferingRecord {
  const record: CourseOfferingRecord = {
    id: courseOfferingId(place.session.id, place.site.id),
    LeloRegistrationProfile: place.session.id,
    permalink: place.session.permalink,
    siteId: place.site.id,
    charter_id: place.site.charter.id,
    charter: place.site.charter.name,
    learningCenterName: place.site.name,
    updatedAt: now.toISOString(),
  };
  for (const { level, key, details } of submittedLevels(submit)) {
    const byId = new Map(catalog(level).map((course) => [course.id, course]));
    const courses = details.courseIds.flatMap((id) => {
      const course = byId.get(id);
      return course ? [offeredCourseOf(course)] : [];
    });
    const levelDetails: LevelDetails = {
      totalCourses: String(Number(details.totalCourses)),
      courseYear: details.courseYear,
      catalogTerm: details.catalogTerm,
      courseType: level,
      ...(level === 'High School' && details.includeNCAA !== '' ? { includeNCAA: details.includeNCAA } : {}),
      courses,
    };
    record[key] = levelDetails;
  }
  return record;
}
