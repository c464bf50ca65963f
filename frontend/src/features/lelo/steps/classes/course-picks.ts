import {
  type CourseOfferingRecord,
  type CourseSelectionError,
  courseSelectionError,
  courseSlotCount,
  coursesForGrade,
  type LeloCourse,
  levelDetails,
  type OfferedCourse,
  schoolLevelOfGrade,
} from '@enroll/domain';

/** What the draft keeps of a picked course (the server looks the rest up again). */
export function toLeloCourse(course: OfferedCourse): LeloCourse {
  return { id: course._id, course_name: course.course_name, ncaa: course.ncaa };
}

/** The course slots of a grade: as many as its level's totalCourses; 0 without a known grade. */
export function slotCountForGrade(offering: CourseOfferingRecord, grade: string): number {
  const level = schoolLevelOfGrade(grade);
  return level ? courseSlotCount(level, levelDetails(offering, level)?.totalCourses) : 0;
}

/** The course id in each slot ('' for an empty one). */
export function slotIds(picked: readonly LeloCourse[], slotCount: number): string[] {
  return Array.from({ length: slotCount }, (_, slot) => picked[slot]?.id ?? '');
}

export type PickResult = { ok: true; courses: LeloCourse[] } | { ok: false; error: CourseSelectionError };

/**
 * The picks after choosing `courseId` in `slot` ('' empties it). Picking a slot after an empty one is
 * refused with the domain's order message, as is a course already picked; emptying a slot moves the
 * later picks up, so the picks stay in slot order without gaps.
 */
export function pickCourse(
  picked: readonly LeloCourse[],
  slotCount: number,
  slot: number,
  courseId: string,
  offered: readonly OfferedCourse[],
): PickResult {
  const ids = slotIds(picked, slotCount);
  ids[slot] = courseId;
  if (courseId !== '') {
    const error = courseSelectionError(ids);
    if (error) return { ok: false, error };
  }
  const courses = ids
    .filter((id) => id !== '')
    .map((id) => offered.find((course) => course._id === id))
    .filter((course): course is OfferedCourse => course !== undefined)
    .map(toLeloCourse);
  return { ok: true, courses };
}

/** The picks the offering still has for the grade (a changed learning center or catalog drops the rest). */
export function keepOfferedPicks(
  picked: readonly LeloCourse[],
  offering: CourseOfferingRecord,
  grade: string,
): LeloCourse[] {
  const offered = coursesForGrade(offering, grade);
  const slots = slotCountForGrade(offering, grade);
  return picked
    .map((course) => offered.find((candidate) => candidate._id === course.id))
    .filter((course): course is OfferedCourse => course !== undefined)
    .slice(0, slots)
    .map(toLeloCourse);
}
