import { describe, expect, it } from 'vitest';
import { summerLevel, testOfferedCourse } from '../../test-support/course-offering.ts';
import {
  type CourseOfferingRecord,
  coursesForGrade,
  levelDetails,
  levelsWithCourses,
  offeringIncludesNcaa,
} from './lelo-config.ts';

const course = testOfferedCourse;

const offering: Pick<
  CourseOfferingRecord,
  'highSchoolDetails' | 'middleSchoolDetails' | 'elementarySchoolDetails'
> = {
  highSchoolDetails: summerLevel(
    'High School',
    '2',
    [course('h1', 'High School', '9,10'), course('h2', 'High School', '11, 12', true)],
    'Yes',
  ),
  elementarySchoolDetails: summerLevel('Elementary School', '1', [
    course('e1', 'Elementary School', 'TK,KN,1'),
  ]),
  middleSchoolDetails: summerLevel('Middle School', '2', []),
};

describe('course offerings', () => {
  it('lists the levels with courses in the spec order (High, Middle, Elementary)', () => {
    expect(levelsWithCourses(offering)).toEqual(['High School', 'Elementary School']);
    expect(levelDetails(offering, 'Middle School')?.totalCourses).toBe('2');
  });

  it('offers a grade only the courses of its level whose grade list names it', () => {
    expect(coursesForGrade(offering, '10').map((c) => c._id)).toEqual(['h1']);
    expect(coursesForGrade(offering, '12').map((c) => c._id)).toEqual(['h2']);
    expect(coursesForGrade(offering, 'KN').map((c) => c._id)).toEqual(['e1']);
    expect(coursesForGrade(offering, '6')).toEqual([]);
    expect(coursesForGrade(offering, '13')).toEqual([]);
  });

  it("includes the NCAA notice only when the high school details say includeNCAA 'Yes'", () => {
    expect(offeringIncludesNcaa(offering)).toBe(true);
    const high = offering.highSchoolDetails;
    if (!high) throw new Error('fixture');
    expect(offeringIncludesNcaa({ highSchoolDetails: { ...high, includeNCAA: 'No' } })).toBe(false);
    expect(offeringIncludesNcaa({ highSchoolDetails: { ...high, includeNCAA: undefined } })).toBe(false);
    expect(offeringIncludesNcaa({})).toBe(false);
  });
});
