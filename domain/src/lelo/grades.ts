import type { ValidationMessageKey } from '../messages/en.ts';

/** Grades of the secondary enrollment wizard. */
export const LELO_GRADES = [
  'TK',
  'KN',
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  '10',
  '11',
  '12',
] as const;
export type LeloGrade = (typeof LELO_GRADES)[number];

/** School levels, as the course type names them. */
export const SCHOOL_LEVELS = ['Elementary School', 'Middle School', 'High School'] as const;
export type SchoolLevel = (typeof SCHOOL_LEVELS)[number];

const GRADES_OF_LEVEL: Record<SchoolLevel, readonly LeloGrade[]> = {
  'Elementary School': ['TK', 'KN', '1', '2', '3', '4'],
  'Middle School': ['5', '6', '7', '8'],
  'High School': ['9', '10', '11', '12'],
};

/** The most courses a student may take per level. */
export const MAX_COURSES_PER_LEVEL: Record<SchoolLevel, number> = {
  'Elementary School': 3,
  'Middle School': 4,
  'High School': 4,
};
export const DEFAULT_TOTAL_COURSES = '1';

export function isLeloGrade(value: string): value is LeloGrade {
  return (LELO_GRADES as readonly string[]).includes(value);
}

export function gradesOfSchoolLevel(level: SchoolLevel): readonly LeloGrade[] {
  return GRADES_OF_LEVEL[level];
}

/** Elementary TK-4, Middle 5-8, High 9-12; null for anything else. */
export function schoolLevelOfGrade(grade: string): SchoolLevel | null {
  for (const level of SCHOOL_LEVELS)
    if ((GRADES_OF_LEVEL[level] as readonly string[]).includes(grade)) return level;
  return null;
}

export function isHighSchoolGrade(grade: string): boolean {
  return schoolLevelOfGrade(grade) === 'High School';
}

/** The grade choices of the classes step: every grade of the levels that have offered courses, in order. */
export function gradeChoices(levelsWithCourses: Iterable<SchoolLevel>): LeloGrade[] {
  const levels = new Set(levelsWithCourses);
  return LELO_GRADES.filter((grade) => {
    const level = schoolLevelOfGrade(grade);
    return level !== null && levels.has(level);
  });
}

/**
 * The number of course slots of a level: its totalCourses ('1'..'4' as stored, default '1'), kept
 * within 1 and the level's maximum.
 */
export function courseSlotCount(level: SchoolLevel, totalCourses?: string | number | null): number {
  const raw =
    totalCourses === undefined || totalCourses === null || totalCourses === ''
      ? DEFAULT_TOTAL_COURSES
      : totalCourses;
  const count = Math.trunc(Number(raw));
  if (!Number.isFinite(count) || count < 1) return 1;
  return Math.min(count, MAX_COURSES_PER_LEVEL[level]);
}

export type CourseSelectionError =
  | { key: Extract<ValidationMessageKey, 'lelo.course.order'>; previous: number; next: number; text: string }
  | { key: Extract<ValidationMessageKey, 'lelo.course.duplicate'>; slot: number; text: string };

/**
 * The first problem of the course slots as picked (course ids, '' for an empty slot): a picked
 * slot after an empty one ('Please select Course N first before selecting Course N+1.', with N+1 the
 * last slot picked after an empty one and N the slot before it, counted from 1) or the same course
 * twice. Null when the picks are fine.
 */
export function courseSelectionError(selected: readonly string[]): CourseSelectionError | null {
  const firstEmpty = selected.indexOf('');
  const lastPicked = selected.findLastIndex((id) => id !== '');
  if (firstEmpty !== -1 && lastPicked > firstEmpty) {
    const next = lastPicked + 1;
    const previous = next - 1;
    return {
      key: 'lelo.course.order',
      previous,
      next,
      text: `Please select Course ${previous} first before selecting Course ${next}.`,
    };
  }
  const seen = new Set<string>();
  for (const [index, id] of selected.entries()) {
    if (id === '') continue;
    if (seen.has(id))
      return { key: 'lelo.course.duplicate', slot: index + 1, text: 'A course cannot be picked twice.' };
    seen.add(id);
  }
  return null;
}

/** The courses a slot may still offer: those not picked in another slot. */
export function availableCoursesForSlot<T extends { _id: string }>(
  courses: readonly T[],
  selected: readonly string[],
  slot: number,
): T[] {
  const taken = new Set(selected.filter((id, index) => id !== '' && index !== slot));
  return courses.filter((course) => !taken.has(course._id));
}

/** Whether a course offered for a grade applies: its grade_level_offered comma list names the grade. */
export function isCourseOfferedForGrade(
  course: { grade_level_offered?: string | null },
  grade: string,
): boolean {
  return (course.grade_level_offered ?? '')
    .split(',')
    .map((value) => value.trim().toUpperCase())
    .includes(grade.toUpperCase());
}
