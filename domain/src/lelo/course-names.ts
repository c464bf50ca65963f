import * as z from 'zod/mini';
import type { FamilyLanguage } from '../shared/family-language.ts';
import { tidyTypedText } from '../shared/names.ts';
import { type TextInLanguage, textInLanguage } from '../shared/translated-text.ts';
import { SCHOOL_LEVELS } from './grades.ts';
import { type CourseOfferingRecord, LEVEL_DETAILS_KEY, type OfferedCourse } from './lelo-config.ts';

/** Longest Spanish course name a school may store. */
export const SPANISH_COURSE_NAME_MAX_LENGTH = 100;
/** Most names one save may carry (a charter's catalog has far fewer distinct course names). */
export const COURSE_NAMES_MAX_COUNT = 2_000;

/** A course name in the catalog's English and the school's Spanish for it. */
export interface CourseNameTranslation {
  english: string;
  spanish: string;
}

/**
 * PUT /api/charters/{charter_id}/course-names: the Spanish name of each catalog course name the school
 * translated. A name is keyed by its English catalog name, so it carries over to every learning center,
 * session and catalog edition that offers the course; a blank Spanish name removes it.
 */
export const courseNamesSchema = z.object({
  names: z.prefault(
    z
      .array(
        z.object({
          english: z
            .string('required')
            .check(z.trim(), z.minLength(1, 'required'), z.maxLength(200, 'invalid')),
          spanish: z.prefault(
            z
              .string('required')
              .check(
                z.overwrite(tidyTypedText),
                z.maxLength(SPANISH_COURSE_NAME_MAX_LENGTH, 'courseNames.max'),
              ),
            '',
          ),
        }),
      )
      .check(z.maxLength(COURSE_NAMES_MAX_COUNT, 'courseNames.tooMany')),
    [],
  ),
});
export type CourseNamesInput = z.output<typeof courseNamesSchema>;
/** The setup form's values before the schema fills in blanks. */
export type CourseNamesDraft = z.input<typeof courseNamesSchema>;

/** The translations a charter keeps: each English name once, only those with a Spanish name. */
export function storedCourseNames(input: CourseNamesInput): CourseNameTranslation[] {
  const byEnglish = new Map<string, string>();
  for (const { english, spanish } of input.names) if (spanish !== '') byEnglish.set(english, spanish);
  return [...byEnglish].map(([english, spanish]) => ({ english, spanish }));
}

/** GET (and PUT's answer) of a charter's Spanish course names, for the setup screen. */
export interface CourseNamesSetup {
  /** Every course name of the charter's catalog (A-Z), with its Spanish name ('' when none). */
  names: CourseNameTranslation[];
  updatedAt: string | null;
  updatedBy: string | null;
}

/** The setup screen's rows: the catalog's names in order, each with the Spanish name stored for it. */
export function courseNamesSetupRows(
  catalogNames: Iterable<string>,
  stored: readonly CourseNameTranslation[],
): CourseNameTranslation[] {
  const spanish = new Map(stored.map((name) => [name.english, name.spanish]));
  return [...new Set(catalogNames)]
    .sort((a, b) => a.localeCompare(b, 'en'))
    .map((english) => ({ english, spanish: spanish.get(english) ?? '' }));
}

/** Courses with the school's Spanish name beside each English one (`course_name_es`; absent when none). */
export function withSpanishCourseNames(
  courses: readonly OfferedCourse[],
  names: readonly CourseNameTranslation[] | undefined,
): OfferedCourse[] {
  const spanish = new Map((names ?? []).map((name) => [name.english, name.spanish]));
  return courses.map(({ course_name_es: _previous, ...course }) => {
    const name = spanish.get(course.course_name);
    return name ? { ...course, course_name_es: name } : course;
  });
}

/** A site's offering with the school's Spanish name beside each course of every level. */
export function offeringWithSpanishCourseNames(
  offering: CourseOfferingRecord,
  names: readonly CourseNameTranslation[] | undefined,
): CourseOfferingRecord {
  const named: CourseOfferingRecord = { ...offering };
  for (const level of SCHOOL_LEVELS) {
    const key = LEVEL_DETAILS_KEY[level];
    const details = offering[key];
    if (details) named[key] = { ...details, courses: withSpanishCourseNames(details.courses, names) };
  }
  return named;
}

/** A course's name for a family: the school's Spanish name for a Spanish reader when it has one. */
export function courseNameIn(
  course: { course_name: string; course_name_es?: string | undefined },
  language: FamilyLanguage,
): TextInLanguage {
  return textInLanguage(course.course_name, course.course_name_es, language);
}
