import type { StaffRegistrationValues } from '@enroll/domain';
import { completeDraft, SITE_ID } from '../../../../../domain/test-support/registration-drafts.ts';

/** Test values (not a test file): the domain tests' complete draft as a regular staff registration. */
export const TEST_SITE_ID = SITE_ID;

export function completeStaffValues(
  overrides: Partial<StaffRegistrationValues> = {},
): StaffRegistrationValues {
  // The form checks ages against the real today, so the student is 16 whenever the tests run.
  const sixteenYearsAgo = new Date();
  sixteenYearsAgo.setFullYear(sixteenYearsAgo.getFullYear() - 16, 0, 15);
  return {
    ...completeDraft({
      birthDate: sixteenYearsAgo.toISOString().slice(0, 10),
      // The staff form asks these of a started Parent 2; the family wizard does not.
      pg2HighestLevelOfEducation: 'High School Graduate',
      liveWithPg2: 'yes',
    }),
    site: TEST_SITE_ID,
    enrollmentType: 'REGULAR',
    generalRegistrationNotes: '',
    ...overrides,
  };
}
