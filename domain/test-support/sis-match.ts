/** Tests only: the SIS student a registration was matched to, shared by the server, API and page tests. */
import type { SelectedStudent } from '../src/registration/student-match.ts';

/** Ana Reyes, born 2011-06-17, local id 100234 at Learn4Life Charter, an Exact match with no dates. */
export function testSisMatch(overrides: Partial<SelectedStudent> = {}): SelectedStudent {
  return {
    match_type: 'Exact',
    sis_charter: 'Learn4Life Charter',
    sis_student_first_name: 'Ana',
    sis_student_last_name: 'Reyes',
    sis_student_dob: '06/17/2011',
    sis_local_id: '100234',
    sis_district_id: '',
    start_date: '',
    finish_date: '',
    sis_school_email: '',
    url: '',
    ...overrides,
  };
}
