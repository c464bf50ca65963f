import {
  availableCoursesForSlot,
  type CourseOfferingRecord,
  charterScopeOf,
  courseSlotCount,
  coursesForGrade,
  gradeChoices,
  isCharterInScope,
  type LeloLearningCenterChoice,
  levelDetails,
  levelsWithCourses,
  type StaffProfile,
  schoolLevelOfGrade,
} from '@enroll/domain';

/** An option of a select: the stored value and what it shows. */
export interface Choice {
  value: string;
  label: string;
}

/**
 * The learning centers a staff member may pre-register for: every one for a Super Admin (all
 * charters), else those of their assigned charters. The server checks the same scope.
 */
export function centersInScope(
  centers: readonly LeloLearningCenterChoice[],
  user: Pick<StaffProfile, 'charterAssignments' | 'level'>,
): LeloLearningCenterChoice[] {
  const scope = charterScopeOf(user);
  return centers.filter((center) => isCharterInScope(scope, center.charter_id));
}

/** The charters of the centers, once each, in the centers' order. */
export function charterChoices(centers: readonly LeloLearningCenterChoice[]): Choice[] {
  const seen = new Map<string, string>();
  for (const center of centers) if (!seen.has(center.charter_id)) seen.set(center.charter_id, center.charter);
  return [...seen].map(([value, label]) => ({ value, label }));
}

export function centerChoices(centers: readonly LeloLearningCenterChoice[], charterId: string): Choice[] {
  return centers
    .filter((center) => center.charter_id === charterId)
    .map((center) => ({ value: center.siteId, label: center.learningCenterName }));
}

/** Grades of the school levels the site offers courses for (as the wizard's classes step). */
export function gradeOptions(offering: CourseOfferingRecord | undefined): string[] {
  return offering ? gradeChoices(levelsWithCourses(offering)) : [];
}

/** How many course slots the grade's school level has at the site (0 without a grade). */
export function slotCount(offering: CourseOfferingRecord | undefined, grade: string): number {
  const level = schoolLevelOfGrade(grade);
  if (!offering || !level) return 0;
  return courseSlotCount(level, levelDetails(offering, level)?.totalCourses);
}

/** The courses slot `slot` may offer: those of the grade not picked in another slot. */
export function courseChoices(
  offering: CourseOfferingRecord | undefined,
  grade: string,
  picked: readonly string[],
  slot: number,
): Choice[] {
  if (!offering) return [];
  return availableCoursesForSlot(coursesForGrade(offering, grade), picked, slot).map((course) => ({
    value: course._id,
    label: course.course_name,
  }));
}
