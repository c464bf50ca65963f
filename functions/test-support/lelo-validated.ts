/** Tests only: the test family's signing as the submit service has checked it. */
import { type CourseOfferingRecord, type LeloSubmissionInput, leloSubmissionSchema } from '@enroll/domain';
import * as z from 'zod/mini';
import type { ValidatedLeloSubmission } from '../src/services/lelo/validate-lelo-submission.ts';
import { submissionInput, TEST_AGREEMENT, TEST_COURSES, TEST_SESSION } from './lelo-fixtures.ts';
import { signaturePng } from './png.ts';

/** Lancaster's offering in the test session (its courses are TEST_COURSES). */
export const TEST_OFFERING: CourseOfferingRecord = {
  id: `${TEST_SESSION.id}_b2ba96878bd049e721fc7c59`,
  LeloRegistrationProfile: TEST_SESSION.id,
  permalink: TEST_SESSION.permalink,
  siteId: 'b2ba96878bd049e721fc7c59',
  charter_id: 'charter-1',
  charter: 'Learn4Life Charter',
  learningCenterName: 'Learn4Life - Lancaster',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

/**
 * `submissionInput(overrides)` checked on 2026-05-04 against the test session, offering and agreement,
 * with drawn signatures (no parent signature when `parent` is false).
 */
export function validatedSubmission(
  overrides: Partial<LeloSubmissionInput> = {},
  parent = true,
): ValidatedLeloSubmission {
  return {
    submission: z.parse(leloSubmissionSchema('2026-05-04'), submissionInput(overrides)),
    session: TEST_SESSION,
    offering: TEST_OFFERING,
    courses: TEST_COURSES,
    studentSignature: signaturePng(),
    parentSignature: parent ? signaturePng() : null,
    agreement: TEST_AGREEMENT,
  };
}
