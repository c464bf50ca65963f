import type { CourseOfferingRecord, LeloLearningCenterChoice, OfferedCourse } from '@enroll/domain';
import { describe, expect, it } from 'vitest';
import {
  centerChoices,
  centersInScope,
  charterChoices,
  courseChoices,
  gradeOptions,
  slotCount,
} from './pre-registration-choices.ts';

const CENTERS: LeloLearningCenterChoice[] = [
  {
    siteId: 's1',
    learningCenterName: 'Holston - Kingsport',
    charter_id: 'holston',
    charter: 'Holston',
    brandKey: 'holston',
  },
  {
    siteId: 's2',
    learningCenterName: 'Flex High - Palmdale',
    charter_id: 'flex',
    charter: 'Flex High',
    brandKey: 'flexhigh',
  },
  {
    siteId: 's3',
    learningCenterName: 'Flex High - Other',
    charter_id: 'flex',
    charter: 'Flex High',
    brandKey: 'flexhigh',
  },
  {
    siteId: 's4',
    learningCenterName: 'Learn4Life - Lancaster',
    charter_id: 'sierra',
    charter: 'Sierra',
    brandKey: 'learn4life',
  },
];

function course(id: string, grades: string): OfferedCourse {
  return {
    _id: id,
    course_name: `Course ${id}`,
    course_type: 'High School',
    grade_level_offered: grades,
    credits: '5',
    ncaa: false,
    master_agreement_name: '',
  };
}

const OFFERING = {
  id: 'x',
  LeloRegistrationProfile: 'session',
  permalink: 'p',
  siteId: 's1',
  charter_id: 'holston',
  charter: 'Holston',
  learningCenterName: 'Holston - Kingsport',
  updatedAt: '',
  highSchoolDetails: {
    totalCourses: '3',
    courseYear: '',
    catalogTerm: '',
    courseType: 'High School',
    courses: [course('a', '9,10,11,12'), course('b', '12'), course('c', '9')],
  },
} satisfies CourseOfferingRecord;

describe('the pre-registration choices', () => {
  it("offers a staff member only their charters' centers; a Super Admin every one", () => {
    const contributor = { level: 2 as const, charterAssignments: [{ _id: 'flex', name: 'Flex High' }] };
    expect(centersInScope(CENTERS, contributor).map((center) => center.siteId)).toEqual(['s2', 's3']);
    expect(centersInScope(CENTERS, { level: 4, charterAssignments: [] })).toHaveLength(4);
    expect(charterChoices(CENTERS)).toEqual([
      { value: 'holston', label: 'Holston' },
      { value: 'flex', label: 'Flex High' },
      { value: 'sierra', label: 'Sierra' },
    ]);
    expect(centerChoices(CENTERS, 'flex').map((choice) => choice.label)).toEqual([
      'Flex High - Palmdale',
      'Flex High - Other',
    ]);
  });

  it("gives the grades, slots and courses of the center's offering, each course in one slot only", () => {
    expect(gradeOptions(OFFERING)).toEqual(['9', '10', '11', '12']);
    expect(slotCount(OFFERING, '12')).toBe(3);
    expect(slotCount(OFFERING, '')).toBe(0);
    expect(courseChoices(OFFERING, '12', ['a', ''], 1).map((choice) => choice.value)).toEqual(['b']);
    expect(courseChoices(OFFERING, '12', ['a', ''], 0).map((choice) => choice.value)).toEqual(['a', 'b']);
    expect(courseChoices(undefined, '12', [], 0)).toEqual([]);
  });
});
