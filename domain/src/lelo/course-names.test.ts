import { describe, expect, it } from 'vitest';
import {
  courseNameIn,
  courseNamesSchema,
  courseNamesSetupRows,
  offeringWithSpanishCourseNames,
  storedCourseNames,
  withSpanishCourseNames,
} from './course-names.ts';
import type { OfferedCourse } from './lelo-config.ts';

const algebra: OfferedCourse = {
  _id: 'c1',
  course_name: 'Algebra 1A',
  course_type: 'High School',
  grade_level_offered: '9,10',
  credits: '5',
  ncaa: true,
  master_agreement_name: 'Algebra',
};

describe('Spanish course names', () => {
  it('keeps a typed Spanish name tidied, and refuses one over 100 characters', () => {
    const parsed = courseNamesSchema.parse({
      names: [{ english: 'Algebra 1A', spanish: '  Álgebra\u202E   1A ' }],
    });
    expect(parsed.names).toEqual([{ english: 'Algebra 1A', spanish: 'Álgebra 1A' }]);
    const tooLong = courseNamesSchema.safeParse({
      names: [{ english: 'Biology A', spanish: 'b'.repeat(101) }],
    });
    expect(tooLong.error?.issues[0]?.message).toBe('courseNames.max');
  });

  it('stores each English name once, and drops blank Spanish names', () => {
    const stored = storedCourseNames(
      courseNamesSchema.parse({
        names: [
          { english: 'Algebra 1A', spanish: 'Álgebra' },
          { english: 'Health', spanish: '   ' },
          { english: 'Algebra 1A', spanish: 'Álgebra 1A' },
        ],
      }),
    );
    expect(stored).toEqual([{ english: 'Algebra 1A', spanish: 'Álgebra 1A' }]);
  });

  it('lists every catalog name once, A-Z, with its stored Spanish name', () => {
    expect(
      courseNamesSetupRows(['Health', 'Algebra 1A', 'Health'], [{ english: 'Health', spanish: 'Salud' }]),
    ).toEqual([
      { english: 'Algebra 1A', spanish: '' },
      { english: 'Health', spanish: 'Salud' },
    ]);
  });

  it('puts the Spanish name beside the English one, and removes one no longer translated', () => {
    const [named] = withSpanishCourseNames([algebra], [{ english: 'Algebra 1A', spanish: 'Álgebra 1A' }]);
    expect(named).toEqual({ ...algebra, course_name_es: 'Álgebra 1A' });
    expect(withSpanishCourseNames([{ ...algebra, course_name_es: 'Viejo' }], [])).toEqual([algebra]);
  });

  it('names the courses of every level of an offering', () => {
    const offering = {
      id: 's_site',
      LeloRegistrationProfile: 's',
      permalink: 'p',
      siteId: 'site',
      charter_id: 'c',
      charter: 'C',
      learningCenterName: 'L',
      updatedAt: '2026-01-01T00:00:00.000Z',
      highSchoolDetails: {
        totalCourses: '1',
        courseYear: '2026-2027',
        catalogTerm: 'Fall',
        courseType: 'High School' as const,
        courses: [algebra],
      },
    };
    const named = offeringWithSpanishCourseNames(offering, [
      { english: 'Algebra 1A', spanish: 'Álgebra 1A' },
    ]);
    expect(named.highSchoolDetails?.courses[0]?.course_name_es).toBe('Álgebra 1A');
    expect(named.middleSchoolDetails).toBeUndefined();
    expect(offering.highSchoolDetails.courses[0]).toEqual(algebra);
  });

  it('shows the Spanish name to a Spanish reader only', () => {
    const course = { course_name: 'Algebra 1A', course_name_es: 'Álgebra 1A' };
    expect(courseNameIn(course, 'es')).toEqual({ text: 'Álgebra 1A', lang: 'es' });
    expect(courseNameIn(course, 'en')).toEqual({ text: 'Algebra 1A', lang: 'en' });
    expect(courseNameIn({ course_name: 'Health' }, 'es')).toEqual({ text: 'Health', lang: 'en' });
  });
});
