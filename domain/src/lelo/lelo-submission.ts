/**
 * The whole secondary enrollment (Lelo) submission as the wizard posts it: every step's fields in
 * one body, checked by the same field rules and cross-field checks as the steps, plus the
 * pre-submit checks.
 */

import * as z from 'zod/mini';
import type { ValidationMessageKey } from '../messages/en.ts';
import { isSelfAdultRefused } from '../reference/guardian-relationships.ts';
import { ageOn } from '../shared/birth-date.ts';
import { familyLanguageField } from '../shared/family-language-field.ts';
import { recordIdField } from '../shared/id-fields.ts';
import { businessToday } from '../shared/today-in-zone.ts';
import { courseSlotCount, schoolLevelOfGrade } from './grades.ts';
import type { OfferedCourse } from './lelo-config.ts';
import { LELO_ADDRESS_MAX_LENGTH, needsNcaaUnderstanding } from './lelo-steps.ts';
import { formPermalinkField } from './session-schema.ts';
import {
  checkLeloAgreement,
  checkLeloCounty,
  checkLeloCourseDuplicates,
  checkLeloMailing,
  checkLeloParent,
  checkLeloSignatureDates,
  checkLeloStudentContact,
  leloAgreementObject,
  leloBirthDate,
  leloClassesObject,
  leloMailingAddressObject,
  leloParentObject,
  leloPhysicalAddressObject,
  leloStudentObject,
} from './step-schemas.ts';

// Ids and names the server looks up (then takes from its own records): bounded all the same.
const requiredId = (message: ValidationMessageKey) =>
  z.prefault(
    z
      .string()
      .check(z.trim(), z.minLength(1, message), z.maxLength(LELO_ADDRESS_MAX_LENGTH, 'lelo.text.max100')),
    '',
  );

const submissionObject = z.object({
  /** The session's permalink, as in the page address. */
  permalink: formPermalinkField('lelo.fields.required'),
  charter: requiredId('lelo.charter.required'),
  // Ids the server reads Cosmos with: the shared record id pattern (blank keeps the spec's message).
  charter_id: z.prefault(recordIdField('lelo.charterId.required'), ''),
  learningCenter: requiredId('lelo.learningCenter.required'),
  siteId: z.prefault(recordIdField('lelo.siteId.required'), ''),
  ...leloStudentObject.shape,
  ...leloParentObject.shape,
  ...leloPhysicalAddressObject.shape,
  ...leloMailingAddressObject(false).shape,
  ...leloClassesObject.shape,
  ...leloAgreementObject.shape,
  // The agreement step reads the relationship; the parent step's rule (required, one of the list) governs it.
  pgRelationshipToStudent: leloParentObject.shape.pgRelationshipToStudent,
  language: familyLanguageField,
});
export type LeloSubmission = z.output<typeof submissionObject>;
export type LeloSubmissionInput = z.input<typeof submissionObject>;

/**
 * The submission schema; `today` (YYYY-MM-DD, the business day: the server passes it) is for the birth
 * date and the signature dates (today ±1 day), otherwise the local date at parse time. The NCAA rule is
 * not checked here: it needs the offering (`resolveOfferedCourses`).
 */
export function leloSubmissionSchema(today?: string) {
  const object =
    today === undefined ? submissionObject : z.extend(submissionObject, { birthDate: leloBirthDate(today) });
  return object.check(
    z.superRefine((value, ctx) => {
      checkLeloStudentContact(value, ctx, today);
      checkLeloParent(value, ctx);
      if (isSelfAdultRefused(value.pgRelationshipToStudent, ageOn(value.birthDate, today)))
        ctx.addIssue({
          code: 'custom',
          path: ['pgRelationshipToStudent'],
          message: 'registration.parent2.selfAdultOnly',
          input: value.pgRelationshipToStudent,
        });
      checkLeloCounty(value, ctx);
      checkLeloMailing(value, ctx);
      checkLeloCourseDuplicates(value, ctx);
      checkLeloAgreement(value, ctx);
      checkLeloSignatureDates(value, ctx, today ?? businessToday());
    }),
  );
}

export type CourseResolution =
  | { ok: true; courses: OfferedCourse[] }
  | { ok: false; field: 'courses' | 'understood1' | 'gradeLevel'; message: ValidationMessageKey };

/**
 * The picked courses as the site offers them for the grade (names, credits and NCAA flags come from
 * the offering, never from the browser): every id offered for the grade's level and grade, no more
 * than the level's course slots, and the NCAA notice understood when it applies: the level's
 * `includeNCAA` is 'Yes' and a picked course is NCAA-flagged (`needsNcaaUnderstanding`).
 */
export function resolveOfferedCourses(
  submission: Pick<LeloSubmission, 'gradeLevel' | 'courses' | 'understood1'>,
  offered: readonly OfferedCourse[],
  totalCourses: string | undefined,
  includeNCAA: string | undefined,
): CourseResolution {
  const level = schoolLevelOfGrade(submission.gradeLevel);
  if (!level) return { ok: false, field: 'gradeLevel', message: 'lelo.grade.invalid' };
  if (offered.length === 0) return { ok: false, field: 'gradeLevel', message: 'lelo.courses.none' };
  if (submission.courses.length > courseSlotCount(level, totalCourses))
    return { ok: false, field: 'courses', message: 'lelo.course.tooMany' };
  const courses: OfferedCourse[] = [];
  for (const picked of submission.courses) {
    const course = offered.find((candidate) => candidate._id === picked.id);
    if (!course) return { ok: false, field: 'courses', message: 'lelo.course.unknown' };
    courses.push(course);
  }
  if (
    needsNcaaUnderstanding(submission.gradeLevel, courses, includeNCAA === 'Yes') &&
    !submission.understood1
  )
    return { ok: false, field: 'understood1', message: 'lelo.ncaa.required' };
  return { ok: true, courses };
}

/**
 * The wizard's draft: the whole submission with every field present ('' / false / [] when not
 * filled), plus `includeNcaa`, the classes step's copy of the offering's setting (never submitted).
 * The language is not part of it: the page adds the one the family is using when it submits.
 */
export type LeloDraft = Omit<LeloSubmission, 'language'> & { includeNcaa: boolean };
