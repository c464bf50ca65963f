/**
 * The configuration of the secondary enrollment (Lelo) wizard as stored and as the public API
 * returns it: sessions, catalog courses and the course submit payload, confirmation and e-mail
 * templates. The staff setup screens write the same shapes.
 */
import { isCourseOfferedForGrade, SCHOOL_LEVELS, type SchoolLevel, schoolLevelOfGrade } from './grades.ts';
import type { SessionGate, SessionStatus } from './session-gate.ts';

/** A session (LELO registration profile) document of the `sessions` container. */
export interface LeloSessionRecord {
  id: string;
  name: string;
  /** The name shown to Spanish-speaking families ('' or absent: none written, the name is shown). */
  nameEs?: string;
  status: SessionStatus;
  /** 'yyyy-yyyy'. */
  schoolYear: string;
  permalink: string;
  /** YYYY-MM-DD. */
  enrollmentStart: string;
  /** YYYY-MM-DD, open through that whole day. */
  enrollmentEnd: string;
  schoolYearStartDate: string;
  schoolYearEndDate: string;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/sessions/{permalink}: the session and whether it takes registrations today. */
export interface PublicLeloSession {
  _id: string;
  name: string;
  /** '' when the school wrote no Spanish name (pick with `sessionNameIn`). */
  nameEs: string;
  permalink: string;
  schoolYear: string;
  status: SessionStatus;
  enrollmentStart: string;
  enrollmentEnd: string;
  schoolYearStartDate: string;
  schoolYearEndDate: string;
  gate: SessionGate;
}

/** A course of a charter's catalog (the `catalog` container), per school year, term and course type. */
export interface CatalogCourse {
  id: string;
  charter_id: string;
  school_year: string;
  catalog_term: string;
  course_type: SchoolLevel;
  course_name: string;
  /** Comma list of grades, e.g. '9,10,11,12'. */
  grade_level_offered: string;
  /** Credits as the agreement lists them, e.g. '5'. */
  credits: string;
  /** NCAA-approved course (only high school courses carry true). */
  ncaa: boolean;
  master_agreement_name: string;
}

/** A course as a site offers it in a session (a copy of the catalog course, so later catalog edits do not move a signed entry). */
export interface OfferedCourse {
  _id: string;
  course_name: string;
  /** The school's Spanish name of the course (`withSpanishCourseNames`); absent when none. */
  course_name_es?: string;
  course_type: SchoolLevel;
  grade_level_offered: string;
  credits: string;
  ncaa: boolean;
  master_agreement_name: string;
}

/** What a site offers for one school level in a session. */
export interface LevelDetails {
  /** Course slots per student, '1'..'4' ('1'..'3' elementary). */
  totalCourses: string;
  courseYear: string;
  catalogTerm: string;
  courseType: SchoolLevel;
  /** High school only: whether the NCAA notice applies. */
  includeNCAA?: 'Yes' | 'No';
  courses: OfferedCourse[];
}

export const LEVEL_DETAILS_KEY = {
  'High School': 'highSchoolDetails',
  'Middle School': 'middleSchoolDetails',
  'Elementary School': 'elementarySchoolDetails',
} as const satisfies Record<SchoolLevel, string>;
type LevelDetailsKey = (typeof LEVEL_DETAILS_KEY)[SchoolLevel];

/** The course offering of one site in one session (the `courses` container; id `{sessionId}_{siteId}`). */
export type CourseOfferingRecord = {
  id: string;
  /** The session id. */
  LeloRegistrationProfile: string;
  permalink: string;
  siteId: string;
  charter_id: string;
  charter: string;
  learningCenterName: string;
  updatedAt: string;
} & Partial<Record<LevelDetailsKey, LevelDetails>>;

export function courseOfferingId(sessionId: string, siteId: string): string {
  return `${sessionId}_${siteId}`;
}

/** GET /api/courses/{permalink}: a learning center that offers courses in the session (step 1's choices). */
export interface LeloLearningCenterChoice {
  siteId: string;
  learningCenterName: string;
  charter_id: string;
  charter: string;
  /** The charter's brand (Brand.key): a host offers only its own brand's charters. */
  brandKey: string;
}

/** A learning center as the course lists name it: its charter and its own name. */
interface NamedLearningCenter {
  charter: string;
  learningCenterName: string;
}

/** The course lists' order of learning centers: by charter, then by the center's name. */
export function byCharterThenLearningCenter(a: NamedLearningCenter, b: NamedLearningCenter): number {
  return a.charter.localeCompare(b.charter) || a.learningCenterName.localeCompare(b.learningCenterName);
}

export function levelDetails(
  offering: Pick<CourseOfferingRecord, LevelDetailsKey>,
  level: SchoolLevel,
): LevelDetails | undefined {
  return offering[LEVEL_DETAILS_KEY[level]];
}

/** Whether the site's high school offering includes the NCAA notice (staff's includeNCAA 'Yes'). */
export function offeringIncludesNcaa(offering: Pick<CourseOfferingRecord, LevelDetailsKey>): boolean {
  return levelDetails(offering, 'High School')?.includeNCAA === 'Yes';
}

/** The school levels with at least one offered course, in the spec's order (High, Middle, Elementary). */
export function levelsWithCourses(offering: Pick<CourseOfferingRecord, LevelDetailsKey>): SchoolLevel[] {
  return [...SCHOOL_LEVELS]
    .reverse()
    .filter((level) => (levelDetails(offering, level)?.courses.length ?? 0) > 0);
}

/** The courses a student of this grade may pick: those of the grade's level whose grade list names it. */
export function coursesForGrade(
  offering: Pick<CourseOfferingRecord, LevelDetailsKey>,
  grade: string,
): OfferedCourse[] {
  const level = schoolLevelOfGrade(grade);
  if (!level) return [];
  return (levelDetails(offering, level)?.courses ?? []).filter((course) =>
    isCourseOfferedForGrade(course, grade),
  );
}

/** A confirmation or e-mail template of one site in one session (the `templates` container). */
interface TemplateScope {
  id: string;
  charter_id: string;
  permaLink: string;
  learningCenters: string;
  siteId: string;
  LeloRegistrationProfile: string;
  updatedAt: string;
}

export interface ConfirmationTemplateRecord extends TemplateScope {
  kind: 'confirmation';
  /** Sanitized HTML with {{firstName}}, {{lastName}}, {{_uuid}} placeholders. */
  templateMessage: string;
  /** The same in Spanish, for Spanish-speaking families ('' or absent: none written). */
  templateMessageEs?: string;
}

export interface EmailTemplateRecord extends TemplateScope {
  kind: 'email';
  /** Staff addresses that receive the notification e-mail. */
  email: string[];
  /** Whether the family e-mail goes to the parent's address. */
  pgPrimaryEmail: boolean;
  /** Whether the family e-mail goes to the student's address. */
  studentEmail: boolean;
}

export function templateId(kind: 'confirmation' | 'email', sessionId: string, siteId: string): string {
  return `${kind}_${sessionId}_${siteId}`;
}
