import type { CourseOfferingRecord, OfferedCourse, SchoolLevel } from '@enroll/domain';
import { LANCASTER, SESSION_ID } from '../../test-utils/fixtures.ts';

function course(
  id: string,
  name: string,
  level: SchoolLevel,
  grades: string,
  ncaa = false,
  credits = '5',
): OfferedCourse {
  return {
    _id: id,
    course_name: name,
    course_type: level,
    grade_level_offered: grades,
    credits,
    ncaa,
    master_agreement_name: `${id.toUpperCase()} ${name}`,
  };
}

export const ENGLISH_9 = course('eng-9a', 'English 9A', 'High School', '9', true);
export const BIOLOGY = course('bio-a', 'Biology A', 'High School', '9,10,11', true);
// The school wrote a Spanish name for Art A only.
export const ART = {
  ...course('art-a', 'Art A', 'High School', '9,10,11', false, '2.5'),
  course_name_es: 'Arte A',
};
export const HEALTH = course('health', 'Health', 'High School', '9,10,11', false);
export const MATH_6 = course('math-6', 'Math 6', 'Middle School', '6', false);
export const READING_2 = course('read-2', 'Reading 2', 'Elementary School', '2', false);

/** A Lancaster-like offering: high school 2 slots with NCAA courses, middle school 3, elementary 1 (none for grade 12). */
export const OFFERING: CourseOfferingRecord = {
  id: `${SESSION_ID}_${LANCASTER.siteId}`,
  LeloRegistrationProfile: SESSION_ID,
  permalink: 'summer-intersession-2027',
  siteId: LANCASTER.siteId,
  charter_id: LANCASTER.charter_id,
  charter: LANCASTER.charter,
  learningCenterName: LANCASTER.learningCenterName,
  updatedAt: '2026-05-01T00:00:00.000Z',
  highSchoolDetails: {
    totalCourses: '2',
    courseYear: '2026-2027',
    catalogTerm: 'Summer',
    courseType: 'High School',
    includeNCAA: 'Yes',
    courses: [ENGLISH_9, BIOLOGY, ART, HEALTH],
  },
  middleSchoolDetails: {
    totalCourses: '3',
    courseYear: '2026-2027',
    catalogTerm: 'Summer',
    courseType: 'Middle School',
    courses: [MATH_6],
  },
};

export const ELEMENTARY_ONLY: CourseOfferingRecord = {
  ...OFFERING,
  highSchoolDetails: undefined,
  middleSchoolDetails: undefined,
  elementarySchoolDetails: {
    totalCourses: '1',
    courseYear: '2026-2027',
    catalogTerm: 'Summer',
    courseType: 'Elementary School',
    courses: [READING_2],
  },
};

export const OFFERING_PATH = `/api/courses/${LANCASTER.siteId}/${LANCASTER.charter_id}/${SESSION_ID}`;
/** The charter's master agreement, which the classes step fetches ahead for the agreement step. */
export const AGREEMENT_PATH = '/api/v1/config/master_agreement_description';

/** The draft of a family that chose Lancaster in step 1. */
export const LANCASTER_DRAFT = {
  charter: LANCASTER.charter,
  charter_id: LANCASTER.charter_id,
  learningCenter: LANCASTER.learningCenterName,
  siteId: LANCASTER.siteId,
};
