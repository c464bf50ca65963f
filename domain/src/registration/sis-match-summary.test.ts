import { describe, expect, it } from 'vitest';
import { SIS_MATCH_COLUMN_LABELS, sisMatchLines } from './sis-match-summary.ts';
import type { SelectedStudent } from './student-match.ts';

const CHOSEN: SelectedStudent = {
  match_type: 'Exact',
  sis_charter: 'Learn4Life Charter',
  sis_student_first_name: 'Ana',
  sis_student_last_name: 'Lopez',
  sis_student_dob: '03/15/2010',
  sis_local_id: '100234',
  sis_district_id: 'D-77',
  start_date: '08/15/2025',
  finish_date: '',
  sis_school_email: '',
  url: '',
};

describe('sisMatchLines', () => {
  it('says the match was not checked yet, or that none was found', () => {
    expect(sisMatchLines(undefined)).toEqual([{ label: 'SIS Match', value: 'Not checked yet' }]);
    expect(sisMatchLines(null)).toEqual([{ label: 'SIS Match', value: 'No match found' }]);
  });

  it('names the chosen student: local id, name, birth date and charter', () => {
    expect(sisMatchLines(CHOSEN)).toEqual([
      { label: 'SIS Match', value: 'Chosen (Exact)' },
      { label: 'SIS Local ID', value: '100234' },
      { label: 'SIS Student Name', value: 'Ana Lopez' },
      { label: 'SIS Birth Date', value: '03/15/2010' },
      { label: 'SIS Charter', value: 'Learn4Life Charter' },
    ]);
    expect(sisMatchLines(CHOSEN).map((line) => line.label)).toEqual([...SIS_MATCH_COLUMN_LABELS]);
  });
});
