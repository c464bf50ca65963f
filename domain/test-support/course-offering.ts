/** Tests only: offered courses and the levels of a course offering, shared by the domain and API tests. */
import type { SchoolLevel } from '../src/lelo/grades.ts';
import type { LevelDetails, OfferedCourse } from '../src/lelo/lelo-config.ts';

/** The catalog edition the course offering tests set up from. */
export const SUMMER_EDITION = { courseYear: '2026-2027', catalogTerm: 'Summer' } as const;

/** A level's stored details in the Summer edition; `includeNCAA` is high school's only. */
export function summerLevel(
  courseType: SchoolLevel,
  totalCourses: string,
  courses: OfferedCourse[],
  includeNCAA?: 'Yes' | 'No',
): LevelDetails {
  return { totalCourses, ...SUMMER_EDITION, courseType, ...(includeNCAA && { includeNCAA }), courses };
}

/** An offered course named after its id ('Course h1'), of 5 credits, under the Master Agreement. */
export function testOfferedCourse(
  id: string,
  level: SchoolLevel,
  grades: string,
  ncaa = false,
): OfferedCourse {
  return {
    _id: id,
    course_name: `Course ${id}`,
    course_type: level,
    grade_level_offered: grades,
    credits: '5',
    ncaa,
    master_agreement_name: 'Master Agreement',
  };
}
